import { Check, Languages, LoaderCircle } from "lucide-react";
import { useId, useState } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { notifyChanged, useTopicVersion } from "~/components/data-table/list-events";
import { useApiData } from "~/components/data-table/use-api-data";
import { failureText } from "~/components/forms/server-errors";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { MarkdownField } from "~/components/forms/visual-editor/markdown-field";
import { CONTENT_MAX } from "../../blog-post.schema";
import { toast } from "~/components/ui/use-toast";
import type { RevisionComparison, RevisionRow, TranslationStatus } from "~/features/content-revisions/content-item";
import { contentLanguages, otherLanguage, reviewedRev, type ContentLanguage } from "~/features/content-revisions/translation-flags";
import { formatNumber } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import { markTranslationReviewed } from "../../api/mark-translation-reviewed";
import type { BlogPostInput } from "../../blog-post.schema";
import { postLanguageFields } from "../../post-revision";
import { fieldLabelKey } from "./post-history-section";
import { TranslationBadges } from "~/features/content-revisions/components/translation-badges";
import { DiffLegend, WordDiffText } from "~/features/content-revisions/components/word-diff-text";

/**
 * Where the post's two languages stand (issue 26 items 1–2, decision 042):
 * up to date, or a language behind or missing; for a language behind, the
 * side-by-side view.
 */
export function TranslationSection({ postId, form, onSave, idPrefix }: { postId: number; form: UseFormReturn<BlogPostInput>; onSave: () => void; idPrefix: string }) {
  const { t } = useI18n();
  const version = useTopicVersion("posts");
  const { data } = useApiData<{ revisions: RevisionRow[]; translation: TranslationStatus }>(`/api/admin/blog/${postId}/revisions`, version);
  const [open, setOpen] = useState<ContentLanguage | null>(null);
  if (!data) return null;
  const { flags } = data.translation;
  const flagged = contentLanguages.filter((language) => flags[language] !== "ok");

  return (
    <section aria-labelledby={`${idPrefix}-translation`} className="grid gap-3 rounded-xl border border-ink-100 bg-white p-4 sm:p-5" data-testid="translation-section">
      <div className="flex flex-wrap items-center gap-3">
        <h3 id={`${idPrefix}-translation`} className="flex items-center gap-2 text-base font-bold text-ink-900">
          <Languages aria-hidden className="size-4 text-sand-700" />
          {t("blogAdmin.translation.title")}
        </h3>
        <TranslationBadges flags={flags} label={(language, flag) => t(`blogAdmin.translation.flag.${language}.${flag}`)} />
      </div>
      {flagged.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-ink-700">
          <Check aria-hidden className="size-4 text-success-700" />
          {t("blogAdmin.translation.allUpToDate")}
        </p>
      ) : (
        flagged.map((language) =>
          flags[language] === "missing" ? (
            <p key={language} className="text-sm text-ink-700">
              {t(`blogAdmin.translation.missingHelp.${language}`)}
            </p>
          ) : (
            <div key={language} className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-ink-700">{t(`blogAdmin.translation.behind.${language}`)}</p>
              <Button type="button" variant="secondary" onClick={() => setOpen(language)}>
                {t(`blogAdmin.translation.open.${language}`)}
              </Button>
            </div>
          ),
        )
      )}
      <Dialog open={open !== null} onOpenChange={(value) => !value && setOpen(null)}>
        {open !== null && (
          <SideBySide postId={postId} language={open} status={data.translation} form={form} onSave={onSave} onDone={() => setOpen(null)} />
        )}
      </Dialog>
    </section>
  );
}

/**
 * The side-by-side view: the source language's changes since the translation
 * was last reviewed, word by word in the source's direction, beside the
 * translation's fields (the post form's own values). "Mark as up to date"
 * clears the flag without a save; "Save the post" saves the form.
 */
function SideBySide({
  postId,
  language,
  status,
  form,
  onSave,
  onDone,
}: {
  postId: number;
  language: ContentLanguage;
  status: TranslationStatus;
  form: UseFormReturn<BlogPostInput>;
  onSave: () => void;
  onDone: () => void;
}) {
  const { t, lang } = useI18n();
  const id = useId();
  const source = otherLanguage(language);
  const base = reviewedRev(status.state, language);
  const hasBase = base > 0 && base < status.latest;
  const { data, error } = useApiData<RevisionComparison>(hasBase ? `/api/admin/blog/${postId}/revisions/compare?from=${base}&to=${status.latest}` : null);
  const sourceFields = postLanguageFields[source] as readonly string[];
  const targetFields = postLanguageFields[language] as readonly (keyof BlogPostInput)[];
  const values = useWatch({ control: form.control, name: targetFields });
  const sourceValues = useWatch({ control: form.control, name: sourceFields as (keyof BlogPostInput)[] });
  const [marking, setMarking] = useState(false);
  const dir = language === "ar" ? "rtl" : "ltr";

  const changes = hasBase
    ? (data?.fields.filter((field) => field.language === source && field.changed) ?? null)
    : sourceFields.map((field, index) => ({ field, language: source, changed: false, parts: [{ value: String(sourceValues[index] ?? "") }] }));

  const markReviewed = async () => {
    setMarking(true);
    try {
      await markTranslationReviewed(postId, language);
      notifyChanged("posts", "stats");
      toast({ title: t("blogAdmin.translation.marked"), variant: "success" });
      onDone();
    } catch (failure) {
      toast({ title: t("blogAdmin.translation.failed"), description: failureText(failure, t("admin.form.tryAgain")), variant: "destructive" });
    } finally {
      setMarking(false);
    }
  };

  return (
    <DialogContent
      title={t(`blogAdmin.translation.dialogTitle.${language}`)}
      description={t("blogAdmin.translation.dialogBody")}
      className="sm:max-w-6xl"
      fullScreenOnPhone
      footer={
        <>
          <Button type="button" variant="outline" onClick={onDone}>
            {t("blogAdmin.translation.close")}
          </Button>
          <Button type="button" variant="outline" onClick={() => void markReviewed()} disabled={marking}>
            {marking ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : <Check aria-hidden className="size-4" />}
            {marking ? t("blogAdmin.translation.marking") : t("blogAdmin.translation.markReviewed")}
          </Button>
          <Button type="button" onClick={onSave}>
            {t("blogAdmin.translation.save")}
          </Button>
        </>
      }
    >
      <div className="grid gap-5 lg:grid-cols-2" data-testid="side-by-side">
        <section aria-labelledby={`${id}-changes`} className="grid content-start gap-3">
          <h3 id={`${id}-changes`} className="text-sm font-bold text-ink-900">
            {hasBase ? t(`blogAdmin.translation.changes.${source}`, { from: formatNumber(base, lang) }) : t(`blogAdmin.translation.noBase.${source}`)}
          </h3>
          {hasBase && <DiffLegend />}
          {error != null ? (
            <p role="alert" className="text-sm text-danger-700">
              {t("contentRevisions.history.loadFailed")}
            </p>
          ) : changes === null ? (
            <p className="text-sm text-ink-600">{t("admin.table.loading")}</p>
          ) : changes.length === 0 ? (
            <p className="text-sm text-ink-600">{t("blogAdmin.translation.noChanges")}</p>
          ) : (
            <dl className="grid gap-3" data-testid="source-changes">
              {changes.map((field) => (
                <div key={field.field} className="grid gap-1">
                  <dt className="text-xs font-semibold text-ink-700">{t(fieldLabelKey(field.field))}</dt>
                  <dd className="max-h-72 overflow-y-auto rounded-md border border-ink-100 bg-ink-50/60 p-2.5">
                    <WordDiffText parts={field.parts} language={source} />
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </section>
        <section aria-labelledby={`${id}-target`} className="grid content-start gap-4">
          <h3 id={`${id}-target`} className="text-sm font-bold text-ink-900">
            {t(`blogAdmin.translation.editing.${language}`)}
          </h3>
          {targetFields.map((name, index) => {
            const value = String(values[index] ?? "");
            const set = (next: string) => form.setValue(name, next, { shouldDirty: true });
            // The content is written in the same visual editor as in the post form (decision 042).
            if (name.startsWith("content"))
              return <MarkdownField key={name} id={`${id}-${name}`} label={t(fieldLabelKey(name))} lang={language} uploads max={CONTENT_MAX} value={value} onChange={set} />;
            return (
              <FormField key={name} id={`${id}-${name}`} label={t(fieldLabelKey(name))}>
                {(field) =>
                  name.startsWith("summary") ? (
                    <Textarea {...field} dir={dir} lang={language} rows={3} value={value} onChange={(event) => set(event.target.value)} />
                  ) : (
                    <Input {...field} dir={dir} lang={language} value={value} onChange={(event) => set(event.target.value)} />
                  )
                }
              </FormField>
            );
          })}
        </section>
      </div>
    </DialogContent>
  );
}

