import { Check, LoaderCircle } from "lucide-react";
import { useState } from "react";
import { notifyChanged } from "~/components/data-table/list-events";
import { failureText } from "~/components/forms/server-errors";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import { useApiData } from "~/components/data-table/use-api-data";
import { TranslationBadges } from "~/features/content-revisions/components/translation-badges";
import { DiffLegend, WordDiffText } from "~/features/content-revisions/components/word-diff-text";
import type { RevisionComparison } from "~/features/content-revisions/content-item";
import { changedRev, contentLanguages, otherLanguage, reviewedRev, type ContentLanguage } from "~/features/content-revisions/translation-flags";
import { formatNumber } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import { markSiteTextReviewed } from "../api/mark-site-text-reviewed";
import type { SiteContentRow } from "../site-content-row";

/**
 * A site text whose language is behind the other (decision 042): said above
 * its two languages' fields, with the other language's changes since the
 * revision it was last reviewed against, word by word, and "Mark as up to
 * date" for a change that needed no translation after all (saving the
 * language clears it too).
 */
export function SiteTextTranslationNotice({ item }: { item: SiteContentRow }) {
  const { t } = useI18n();
  const [marked, setMarked] = useState<ContentLanguage[]>([]);
  const [busy, setBusy] = useState<ContentLanguage | null>(null);
  const flags = { ...item.translation };
  for (const language of marked) flags[language] = "ok";
  const behind = contentLanguages.filter((language) => flags[language] === "needsUpdate");
  if (behind.length === 0 && contentLanguages.every((language) => flags[language] === "ok")) return null;

  const mark = async (language: ContentLanguage) => {
    setBusy(language);
    try {
      await markSiteTextReviewed(item.key, language);
      setMarked((current) => [...current, language]);
      notifyChanged("content", "stats");
      toast({ title: t("siteContent.translation.marked"), variant: "success" });
    } catch (failure) {
      toast({ title: t("siteContent.translation.failed"), description: failureText(failure, t("admin.form.tryAgain")), variant: "destructive" });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div role="note" className="grid gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-ink-800" data-testid="site-text-translation">
      <TranslationBadges flags={flags} label={(language, flag) => t(`siteContent.translation.flag.${language}.${flag}`)} />
      {behind.map((language) => (
        <div key={language} className="grid justify-items-start gap-2">
          <p>{t(`siteContent.translation.behind.${language}`)}</p>
          <SourceChanges item={item} language={language} />
          <Button type="button" variant="outline" onClick={() => void mark(language)} disabled={busy !== null}>
            {busy === language ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : <Check aria-hidden className="size-4" />}
            {t("siteContent.translation.markReviewed")}
          </Button>
        </div>
      ))}
    </div>
  );
}

/**
 * What changed in the other language since `language` was last reviewed
 * against it: the two revisions compared word by word, in the changed
 * language's own direction. Nothing when the translation was never
 * reviewed against a revision (a text from before revisions).
 */
function SourceChanges({ item, language }: { item: SiteContentRow; language: ContentLanguage }) {
  const { t, lang } = useI18n();
  const source = otherLanguage(language);
  const from = reviewedRev(item.translationState, language);
  const to = changedRev(item.translationState, source);
  const comparable = from > 0 && from < to;
  const { data, error } = useApiData<RevisionComparison>(
    comparable ? `/api/admin/site-content/${encodeURIComponent(item.key)}/revisions/compare?from=${from}&to=${to}` : null,
  );
  if (!comparable) return null;
  const changes = data?.fields.filter((field) => field.language === source && field.changed) ?? [];
  return (
    <section aria-label={t(`siteContent.translation.changes.${source}`, { from: formatNumber(from, lang) })} className="grid w-full gap-1.5" data-testid="site-text-source-changes">
      <p className="text-xs font-semibold text-ink-700">{t(`siteContent.translation.changes.${source}`, { from: formatNumber(from, lang) })}</p>
      {error != null ? (
        <p role="alert" className="text-danger-700">
          {t("contentRevisions.history.loadFailed")}
        </p>
      ) : !data ? (
        <p className="text-ink-600">{t("contentRevisions.history.loading")}</p>
      ) : (
        changes.map((field) => (
          <div key={field.field} className="max-h-48 overflow-y-auto rounded-md border border-amber-200 bg-white p-2.5">
            <WordDiffText parts={field.parts} language={source} />
          </div>
        ))
      )}
      <DiffLegend />
    </section>
  );
}
