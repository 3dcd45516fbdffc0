import { zodResolver } from "@hookform/resolvers/zod";
import { ExternalLink, FilePenLine, LoaderCircle, ScrollText, Send } from "lucide-react";
import { useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Link } from "react-router";
import { PanelHeading } from "~/components/data-table/data-table";
import { notifyChanged, useTopicVersion } from "~/components/data-table/list-events";
import { useApiData } from "~/components/data-table/use-api-data";
import { applyServerFieldErrors, failureText, fieldErrorText } from "~/components/forms/server-errors";
import { MarkdownField } from "~/components/forms/visual-editor/markdown-field";
import { BidiText } from "~/components/ui/bidi-text";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { formatLongDate, formatNumber } from "~/i18n/format";
import { accountName } from "~/components/layout/account";
import { useI18n } from "~/i18n/i18n-provider";
import type { Lang } from "~/i18n/locales";
import { publishPrivacyNotice } from "../api/publish-privacy-notice";
import type { PrivacyNoticeAdminView, PrivacyNoticeVersionSummary } from "../privacy-notice";
import { PRIVACY_NOTICE_MAX_LENGTH } from "../privacy-notice-markdown";
import { publishPrivacyNoticeSchema, type PublishPrivacyNoticeFormValues, type PublishPrivacyNoticeInput } from "../privacy-notice.schema";

/**
 * The Privacy tab's top card (issue 14 item 8, decision 032): the privacy
 * notice in force (version and date), its versions, and an editor of the
 * policy's text in both languages in the site's one article editor (the
 * visual editor, its Markdown a switch away; decision 042), started from the
 * text in force. Publishing (after
 * a confirmation) makes the next version: the page and every form use it at
 * once. A text with no change is refused and says so.
 */
export function PrivacyNoticeEditor() {
  const { t, lang, href } = useI18n();
  const id = useId();
  const { data, error } = useApiData<PrivacyNoticeAdminView>("/api/admin/privacy-notice", useTopicVersion("privacy"));
  const [editing, setEditing] = useState(false);

  const current = data?.current;
  const next = (current?.version ?? 1) + 1;

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-ink-100 bg-white p-5 shadow-xs sm:p-6" data-testid="privacy-notice-editor">
      <PanelHeading
        id={`${id}-title`}
        title={t("legalAdmin.title")}
        lead={t("legalAdmin.lead")}
        actions={
          <Button asChild variant="outline">
            <Link to={href("/privacy-policy")} target="_blank" rel="noopener">
              <ExternalLink aria-hidden className="size-4" />
              {t("legalAdmin.viewPage")}
            </Link>
          </Button>
        }
      />
      {error !== null && !data && (
        <p role="alert" className="text-sm text-danger-700">
          {t("legalAdmin.error.failed")}
        </p>
      )}
      {!data && error === null && <p className="text-sm text-ink-600">{t("legalAdmin.loading")}</p>}
      {current && data && (
        <div className="grid gap-6">
          <div className="flex flex-wrap items-center justify-between gap-4 rounded-lg bg-sand-50 px-4 py-4">
            <p className="flex items-center gap-3 text-[0.95rem] text-ink-900" data-testid="privacy-notice-current">
              <ScrollText aria-hidden className="size-5 shrink-0 text-sand-700" />
              <span>
                <span className="font-semibold">{t("legalAdmin.current", { version: versionText(current.version, lang), date: formatLongDate(current.publishedOn, lang) })}</span>
                <span className="block text-sm text-ink-600">
                  <PublishedBy summary={current} />
                </span>
              </span>
            </p>
            {!editing && (
              <Button type="button" onClick={() => setEditing(true)}>
                <FilePenLine aria-hidden className="size-4" />
                {t("legalAdmin.edit")}
              </Button>
            )}
          </div>

          {editing && <PublishForm initial={current.content} next={next} onDone={() => setEditing(false)} />}

          <VersionList versions={data.versions} />
        </div>
      )}
    </section>
  );
}

const versionText = (version: number, lang: Lang) => formatNumber(version, lang, { grouping: false });
const publishFields = ["en", "ar", "note"] as const;

/**
 * The next version's text in both languages, started from the text in force,
 * and a note on what changed; the shared schema checks it before the
 * confirmation, the server's field errors show under their fields and its
 * refusal (a text with no change) below them.
 */
function PublishForm({ initial, next, onDone }: { initial: { en: string; ar: string }; next: number; onDone: () => void }) {
  const { t, lang } = useI18n();
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PublishPrivacyNoticeFormValues, unknown, PublishPrivacyNoticeInput>({
    resolver: zodResolver(publishPrivacyNoticeSchema),
    defaultValues: { en: initial.en, ar: initial.ar, note: "" },
  });

  const publish = handleSubmit(async (values) => {
    try {
      const { version } = await publishPrivacyNotice(values);
      setConfirming(false);
      toast({ title: t("legalAdmin.published", { version: versionText(version.version, lang) }), description: t("legalAdmin.publishedBody"), variant: "success" });
      notifyChanged("privacy", "auditLog");
      onDone();
    } catch (failure) {
      setConfirming(false);
      applyServerFieldErrors(failure, setError, publishFields);
      setProblem(failureText(failure, t("legalAdmin.error.failed")));
    }
  });

  return (
    <>
      <form noValidate aria-labelledby={`${id}-edit-title`} className="grid gap-5 rounded-lg border border-ink-100 p-4 sm:p-5" onSubmit={handleSubmit(() => setConfirming(true))}>
        <div>
          <h3 id={`${id}-edit-title`} className="text-base font-semibold text-ink-900">
            {t("legalAdmin.editTitle", { version: versionText(next, lang) })}
          </h3>
          <p className="mt-1 max-w-3xl text-sm text-ink-600">{t("legalAdmin.formatHint")}</p>
        </div>
        {(["en", "ar"] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field, fieldState }) => (
              <MarkdownField
                id={`${id}-${name}`}
                label={t(`legalAdmin.field.${name}`)}
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  setProblem(null);
                }}
                onBlur={field.onBlur}
                fieldRef={field.ref}
                lang={name}
                uploads
                templateTokens
                required
                max={PRIVACY_NOTICE_MAX_LENGTH}
                error={fieldErrorText(t, fieldState.error)}
              />
            )}
          />
        ))}
        <FormField id={`${id}-note`} label={t("legalAdmin.field.note")} optional hint={t("legalAdmin.field.noteHint")} error={fieldErrorText(t, errors.note)}>
          {(field) => <Input {...field} maxLength={300} {...register("note", { onChange: () => setProblem(null) })} />}
        </FormField>
        {problem && (
          <p role="alert" className="rounded-md bg-danger-50 px-4 py-3 text-sm text-danger-700" data-testid="privacy-notice-problem">
            {problem}
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onDone} disabled={isSubmitting}>
            {t("legalAdmin.cancel")}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : <Send aria-hidden className="size-4 rtl:-scale-x-100" />}
            {t("legalAdmin.publish", { version: versionText(next, lang) })}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !isSubmitting && setConfirming(open)}
        title={t("legalAdmin.confirm.title", { version: versionText(next, lang) })}
        description={t("legalAdmin.confirm.body", { version: versionText(next, lang) })}
        noLabel={t("legalAdmin.confirm.no")}
        yesLabel={t("legalAdmin.confirm.yes")}
        onConfirm={() => void publish()}
        busy={isSubmitting}
      />
    </>
  );
}

function PublishedBy({ summary }: { summary: PrivacyNoticeVersionSummary }) {
  const { t } = useI18n();
  if (summary.builtIn) return <>{t("legalAdmin.builtIn")}</>;
  if (!summary.publishedBy) return <>{t("legalAdmin.shipped")}</>;
  return <>{t("legalAdmin.publishedBy", { name: "\u2068" + accountName(summary.publishedBy, t) + "\u2069" })}</>;
}

function VersionList({ versions }: { versions: PrivacyNoticeVersionSummary[] }) {
  const { t, lang } = useI18n();
  const id = useId();
  return (
    <div>
      <h3 id={`${id}-title`} className="text-base font-semibold text-ink-900">
        {t("legalAdmin.history")}
      </h3>
      <ol aria-labelledby={`${id}-title`} className="mt-3 divide-y divide-ink-100 rounded-lg border border-ink-100" data-testid="privacy-notice-versions">
        {versions.map((version) => (
          <li key={version.version} className="grid gap-1 px-4 py-3 text-sm sm:grid-cols-[9rem_12rem_minmax(0,1fr)] sm:gap-4">
            <span className="font-semibold text-ink-900">{t("legalAdmin.versionNumber", { version: formatNumber(version.version, lang, { grouping: false }) })}</span>
            <time dateTime={version.publishedOn} className="text-ink-700">
              {formatLongDate(version.publishedOn, lang)}
            </time>
            <span className="text-ink-600">
              <PublishedBy summary={version} />
              {version.note && (
                <>
                  {" · "}
                  {/* A note is in the language its author wrote it in: isolated, so its punctuation stays at its own end. */}
                  <bdi>
                    <BidiText text={version.note} />
                  </bdi>
                </>
              )}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
