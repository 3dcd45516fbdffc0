import { CircleCheck, Download, Info, Search, Trash2 } from "lucide-react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { BreakableEmail } from "~/components/data-table/email-address";
import { notifyChanged } from "~/components/data-table/list-events";
import { PanelHeading } from "~/components/data-table/data-table";
import { applyServerFieldErrors, failureText, fieldErrorText } from "~/components/forms/server-errors";
import { withElement } from "~/components/forms/with-element";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { StatusBadge } from "~/features/lead-pipeline/components/lead-bits";
import { formatLongDate, formatNumber } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import { ApiError } from "~/lib/api-client";
import { findPersonalData, personalDataDownloadHref } from "../api/find-personal-data";
import { exportCounts, type ErasureResult, type ExportCounts, type PersonalDataExport } from "../personal-data";
import { privacyEmailSchema, type PrivacyEmailInput, type PrivacyEmailFormValues } from "../privacy-request.schema";
import { EraseDialog } from "./erase-dialog";

/** The kinds the summary lists, in this order (the person is the heading). */
const kinds = ["leads", "contactSubmissions", "hrAssessments", "leadershipAssessments", "leadEvents", "outgoingMail", "signInAttempts", "rateLimits", "accounts"] as const satisfies readonly (keyof ExportCounts)[];
const erasedKinds = ["persons", "leads", "contactSubmissions", "hrAssessments", "leadershipAssessments", "notes", "outgoingMail", "rateLimits", "auditEntries"] as const satisfies readonly (keyof ErasureResult["counts"])[];

type Outcome = { kind: "found"; data: PersonalDataExport } | { kind: "none"; message: string } | { kind: "failed"; message: string } | { kind: "erased"; email: string; result: ErasureResult };

/**
 * A data-subject request (issue 14 item 9): find an address, see what is
 * held (counts per kind, the leads by source and date), download it all as
 * JSON, or erase it after typing the address again. The result of an erasure
 * stays on screen as a status message with the counts.
 */
export function DataSubjectRequest() {
  const { t, lang } = useI18n();
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [confirming, setConfirming] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PrivacyEmailFormValues, unknown, PrivacyEmailInput>({ resolver: zodResolver(privacyEmailSchema), defaultValues: { email: "" } });

  const find = handleSubmit(
    async ({ email }) => {
      try {
        const data = await findPersonalData(email);
        setOutcome(data ? { kind: "found", data } : null);
        // Every look-up is audited as a view; the download, as an export (issue 23).
        notifyChanged("auditLog");
      } catch (error) {
        const message = failureText(error, t("privacyAdmin.error.failed"));
        if (error instanceof ApiError && error.status === 400) {
          if (!applyServerFieldErrors(error, setError, ["email"])) setError("email", { type: "server", message }, { shouldFocus: true });
          setOutcome(null);
        } else {
          setOutcome({ kind: error instanceof ApiError && error.status === 404 ? "none" : "failed", message });
        }
      }
    },
    () => setOutcome(null),
  );

  const erased = (result: ErasureResult) => {
    if (outcome?.kind !== "found") return;
    setConfirming(false);
    setOutcome({ kind: "erased", email: outcome.data.email, result });
    // What shows leads, submissions, assessments and the audit log fetches again.
    notifyChanged("contacts", "stats", "leads", "hrAssessments", "leadershipAssessments", "privacy", "auditLog");
  };

  const data = outcome?.kind === "found" ? outcome.data : null;
  const counts = data ? exportCounts(data) : null;

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-ink-100 bg-white p-5 shadow-xs sm:p-6">
      <PanelHeading id={`${id}-title`} title={t("privacyAdmin.request.title")} lead={t("privacyAdmin.request.intro")} />
      <form noValidate onSubmit={find} className="flex flex-wrap items-start gap-3">
        <FormField id={`${id}-email`} label={t("privacyAdmin.request.emailLabel")} error={fieldErrorText(t, errors.email)} className="min-w-0 flex-1 basis-64">
          {(control) => (
            <Input
              {...control}
              {...register("email")}
              type="email"
              dir="ltr"
              autoComplete="off"
              spellCheck={false}
              className="text-start"
              data-testid="privacy-email"
            />
          )}
        </FormField>
        <Button type="submit" variant="secondary" disabled={isSubmitting} className="sm:mt-7">
          <Search aria-hidden className="size-4" />
          {isSubmitting ? t("privacyAdmin.request.finding") : t("privacyAdmin.request.find")}
        </Button>
      </form>

      <div aria-live="polite" className="mt-5 empty:hidden">
        {outcome?.kind === "none" && (
          <p className="flex items-start gap-2 rounded-lg bg-ink-50 px-4 py-3 text-sm text-ink-800">
            <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-ink-600" />
            {outcome.message}
          </p>
        )}
        {outcome?.kind === "failed" && (
          <p role="alert" className="rounded-lg bg-danger-50 px-4 py-3 text-sm text-danger-700">
            {outcome.message}
          </p>
        )}
        {outcome?.kind === "erased" && <ErasedSummary result={outcome.result} />}
        {data && counts && (
          <div data-testid="privacy-summary" className="grid gap-4">
            {/* The address whole, wrapping only between its parts (after @, before a dot), in both languages. */}
            <h3 className="text-base font-bold text-ink-900">{withElement(t("privacyAdmin.request.heldTitle"), "email", <BreakableEmail email={data.email} />)}</h3>
            <p className="text-sm text-ink-700">
              {data.person ? (
                <>
                  {t("privacyAdmin.request.person")} <bdi className="font-semibold text-ink-900">{data.person.name}</bdi>
                </>
              ) : (
                t("privacyAdmin.request.noPerson")
              )}
            </p>
            <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
              {kinds.map((kind) => (
                <div key={kind} className="flex items-baseline justify-between gap-3 border-b border-ink-100 py-1.5 text-sm">
                  <dt className="text-ink-700">{t(`privacyAdmin.kind.${kind}`)}</dt>
                  <dd className="font-semibold text-ink-900" data-testid={`privacy-count-${kind}`}>
                    {formatNumber(counts[kind], lang)}
                  </dd>
                </div>
              ))}
            </dl>
            {data.leads.length > 0 && (
              <div>
                <h4 className="mb-2 text-sm font-semibold text-ink-900">{t("privacyAdmin.request.leadsTitle")}</h4>
                <ul className="grid gap-1.5 text-sm text-ink-800">
                  {data.leads.map((lead) => (
                    <li key={lead.id} className="flex flex-wrap items-center gap-2">
                      <span>{t("privacyAdmin.request.leadLine", { source: t(`leadPipelineAdmin.source.${lead.source}`), date: formatLongDate(lead.createdAt, lang) })}</span>
                      <StatusBadge status={lead.status} />
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {data.accounts.length > 0 && (
              <div data-testid="privacy-accounts" className="flex items-start gap-2 rounded-lg bg-sand-50 px-4 py-3 text-sm text-ink-800">
                <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-sand-700" />
                <div className="grid gap-2">
                  <h4 className="font-semibold text-ink-900">{t("privacyAdmin.request.accountsTitle")}</h4>
                  <ul className="grid gap-1">
                    {data.accounts.map((account) => (
                      <li key={String(account.id)}>
                        <bdi className="font-semibold">{String(account.username)}</bdi> · {t("privacyAdmin.request.accountUnverified")}
                      </li>
                    ))}
                  </ul>
                  <p>{t("privacyAdmin.request.accountsUnverifiedNote")}</p>
                  <p>{t("privacyAdmin.request.accountNote")}</p>
                </div>
              </div>
            )}
            <p className="flex items-start gap-2 text-sm text-ink-700" id={`${id}-download-note`}>
              <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-ink-600" />
              {t("privacyAdmin.request.downloadNote")}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button asChild variant="outline">
                <a href={personalDataDownloadHref(data.email)} download data-testid="privacy-download" aria-describedby={`${id}-download-note`}>
                  <Download aria-hidden className="size-4" />
                  {t("privacyAdmin.request.download")}
                </a>
              </Button>
              {data.person && (
                <button
                  type="button"
                  onClick={() => setConfirming(true)}
                  className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-danger-700/40 bg-white px-5 text-[0.95rem] font-semibold text-danger-700 transition-colors hover:bg-danger-50"
                >
                  <Trash2 aria-hidden className="size-4" />
                  {t("privacyAdmin.request.erase")}
                </button>
              )}
            </div>
            <EraseDialog email={data.email} open={confirming} onOpenChange={setConfirming} onErased={erased} />
          </div>
        )}
      </div>
    </section>
  );
}

function ErasedSummary({ result }: { result: ErasureResult }) {
  const { t, lang } = useI18n();
  return (
    <div role="status" data-testid="privacy-erased" className="grid gap-2 rounded-lg border border-success-700/40 bg-white px-4 py-3 text-sm text-ink-800">
      <p className="flex items-center gap-2 font-semibold text-ink-900">
        <CircleCheck aria-hidden className="size-4 shrink-0 text-success-700" />
        {t("privacyAdmin.erase.done")}
      </p>
      <ul className="grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
        {erasedKinds
          .filter((kind) => result.counts[kind] > 0)
          .map((kind) => (
            <li key={kind} className="flex justify-between gap-3">
              <span>{t(`privacyAdmin.count.${kind}`)}</span>
              <span className="font-semibold" data-testid={`privacy-erased-${kind}`}>
                {formatNumber(result.counts[kind], lang)}
              </span>
            </li>
          ))}
      </ul>
      {result.accountsKept > 0 && <p>{t("privacyAdmin.erase.accountsKept", { count: formatNumber(result.accountsKept, lang) })}</p>}
    </div>
  );
}
