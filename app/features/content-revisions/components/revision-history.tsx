import { History, LoaderCircle, RotateCcw } from "lucide-react";
import { useState } from "react";
import { useApiData } from "~/components/data-table/use-api-data";
import { failureText } from "~/components/forms/server-errors";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { toast } from "~/components/ui/use-toast";
import { formatNumber, formatRiyadhDateTime } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import { isolated } from "~/i18n/ltr-runs";
import type { RevisionComparison, RevisionRow } from "../content-item";
import { DiffLegend, WordDiffText } from "./word-diff-text";

/**
 * An item's history (issue 26 item 3, decision 042), a post's or a site
 * text's: every revision (who, when, what made it), any two compared word by
 * word per field and language, and "Restore" behind a confirmation, which
 * saves the chosen revision as a new one. `path` is the item's address under
 * the API (`/api/admin/blog/12`, `/api/admin/site-content/home.hero.title`);
 * the item's feature says what a restore brings back (`restoreBody`), labels
 * its fields and does the restore.
 */
export function RevisionHistory({
  path,
  version,
  idPrefix,
  fieldLabel,
  restoreBody,
  onRestore,
}: {
  path: string;
  /** Refetches when the item is saved elsewhere (its list's topic version). */
  version?: string;
  idPrefix: string;
  fieldLabel: (field: string) => string;
  restoreBody: string;
  onRestore: (revision: number) => Promise<void>;
}) {
  const { t, lang } = useI18n();
  const [restoredCount, setRestoredCount] = useState(0);
  const { data, error } = useApiData<{ revisions: RevisionRow[] }>(`${path}/revisions`, `${version ?? ""}:${restoredCount}`);
  const [chosen, setChosen] = useState<number[]>([]);
  const [restoring, setRestoring] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const revisions = data?.revisions ?? [];
  const latest = revisions[0]?.number;
  const [from, to] = [...chosen].sort((a, b) => a - b);
  const number = (value: number) => formatNumber(value, lang);

  const toggle = (revision: number) =>
    setChosen((current) => (current.includes(revision) ? current.filter((n) => n !== revision) : [...current, revision].slice(-2)));

  const restore = async () => {
    if (restoring === null) return;
    setBusy(true);
    try {
      await onRestore(restoring);
      setChosen([]);
      setRestoredCount((count) => count + 1);
      toast({ title: t("contentRevisions.history.restored"), description: t("contentRevisions.history.restoredBody", { number: number((latest ?? 0) + 1) }), variant: "success" });
    } catch (failure) {
      toast({ title: t("contentRevisions.history.restoreFailed"), description: failureText(failure, t("admin.form.tryAgain")), variant: "destructive" });
    } finally {
      setBusy(false);
      setRestoring(null);
    }
  };

  const cause = (revision: RevisionRow) => {
    const name = revision.author ? isolated(revision.author) : t("contentRevisions.history.someone");
    if (revision.cause === "restore") return t("contentRevisions.history.cause.restore", { from: number(revision.restoredFrom ?? 0), name });
    return t(`contentRevisions.history.cause.${revision.cause}`, { name });
  };

  return (
    <section aria-labelledby={`${idPrefix}-history`} className="grid min-w-0 gap-4 rounded-xl border border-ink-100 bg-ink-50/40 p-4 sm:p-5" data-testid="revision-history">
      <div className="max-w-2xl">
        <h3 id={`${idPrefix}-history`} className="flex items-center gap-2 text-base font-bold text-ink-900">
          <History aria-hidden className="size-4 text-sand-700" />
          {t("contentRevisions.history.title")}
        </h3>
        <p className="mt-1 text-sm text-ink-600">{t("contentRevisions.history.body")}</p>
      </div>
      {error != null ? (
        <p role="alert" className="text-sm text-danger-700">
          {t("contentRevisions.history.loadFailed")}
        </p>
      ) : revisions.length === 0 ? (
        <p className="text-sm text-ink-600">{data ? t("contentRevisions.history.none") : t("contentRevisions.history.loading")}</p>
      ) : (
        <>
          <p className="text-sm text-ink-700">{t("contentRevisions.history.chooseHint")}</p>
          <ul aria-label={t("contentRevisions.history.listLabel")} className="grid max-h-80 gap-2 overflow-y-auto">
            {revisions.map((revision) => (
              <li key={revision.number} className="flex flex-wrap items-center gap-3 rounded-lg border border-ink-100 bg-white px-3 py-2" data-testid={`revision-${revision.number}`}>
                <label className="flex min-h-11 min-w-0 flex-1 cursor-pointer items-center gap-3">
                  <input
                    type="checkbox"
                    className="size-5 shrink-0 accent-ink-900"
                    checked={chosen.includes(revision.number)}
                    onChange={() => toggle(revision.number)}
                    aria-label={t("contentRevisions.history.choose", { number: number(revision.number) })}
                  />
                  <span className="grid min-w-0">
                    <span className="text-sm font-semibold text-ink-900">
                      {t("contentRevisions.history.revision", { number: number(revision.number) })}
                      {revision.number === latest && <span className="ms-2 text-xs font-medium text-success-700">{t("contentRevisions.history.current")}</span>}
                    </span>
                    <span className="text-xs text-ink-600">
                      {cause(revision)} · {formatRiyadhDateTime(revision.createdAt, lang)}
                    </span>
                  </span>
                </label>
                {revision.number !== latest && (
                  <Button type="button" variant="outline" onClick={() => setRestoring(revision.number)} aria-label={t("contentRevisions.history.restoreLabel", { number: number(revision.number) })}>
                    <RotateCcw aria-hidden className="size-4 rtl:-scale-x-100" />
                    {t("contentRevisions.history.restore")}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {from !== undefined && to !== undefined && <RevisionComparisonView path={path} from={from} to={to} fieldLabel={fieldLabel} />}
        </>
      )}
      <ConfirmDialog
        open={restoring !== null}
        onOpenChange={(open) => !open && !busy && setRestoring(null)}
        title={t("contentRevisions.history.restoreTitle", { number: number(restoring ?? 0) })}
        description={restoreBody}
        noLabel={t("contentRevisions.history.restoreNo")}
        yesLabel={t("contentRevisions.history.restoreYes")}
        onConfirm={() => void restore()}
        busy={busy}
      />
    </section>
  );
}

/** Two revisions compared: each field that differs, under its label, word by word in its own language. */
function RevisionComparisonView({ path, from, to, fieldLabel }: { path: string; from: number; to: number; fieldLabel: (field: string) => string }) {
  const { t, lang } = useI18n();
  const { data, error } = useApiData<RevisionComparison>(`${path}/revisions/compare?from=${from}&to=${to}`);
  const changed = data?.fields.filter((field) => field.changed) ?? [];
  return (
    <div className="grid gap-3 rounded-lg border border-ink-100 bg-white p-3 sm:p-4" aria-live="polite" data-testid="revision-comparison">
      <h4 className="text-sm font-bold text-ink-900">{t("contentRevisions.history.comparing", { from: formatNumber(from, lang), to: formatNumber(to, lang) })}</h4>
      {error != null ? (
        <p role="alert" className="text-sm text-danger-700">
          {t("contentRevisions.history.loadFailed")}
        </p>
      ) : !data ? (
        <p className="flex items-center gap-2 text-sm text-ink-600">
          <LoaderCircle aria-hidden className="size-4 animate-spin" />
          {t("contentRevisions.history.loading")}
        </p>
      ) : changed.length === 0 ? (
        <p className="text-sm text-ink-600">{t("contentRevisions.history.same")}</p>
      ) : (
        <>
          <DiffLegend />
          <dl className="grid gap-3">
            {changed.map((field) => (
              <div key={field.field} className="grid gap-1">
                <dt className="text-xs font-semibold text-ink-700">{fieldLabel(field.field)}</dt>
                <dd className="rounded-md bg-ink-50/60 p-2.5">
                  <WordDiffText parts={field.parts} language={field.language} />
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </div>
  );
}
