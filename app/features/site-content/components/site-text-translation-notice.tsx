import { Check, LoaderCircle } from "lucide-react";
import { useState } from "react";
import { notifyChanged } from "~/components/data-table/list-events";
import { failureText } from "~/components/forms/server-errors";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import { TranslationBadges } from "~/features/content-revisions/components/translation-badges";
import { contentLanguages, type ContentLanguage } from "~/features/content-revisions/translation-flags";
import { useI18n } from "~/i18n/i18n-provider";
import { markSiteTextReviewed } from "../api/mark-site-text-reviewed";
import type { SiteContentRow } from "../site-content-row";

/**
 * A site text whose language is behind the other (decision 042): said above
 * its editor, with "Mark as up to date" for a change that needed no
 * translation after all (saving the language clears it too).
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
        <div key={language} className="flex flex-wrap items-center justify-between gap-2">
          <p>{t(`siteContent.translation.behind.${language}`)}</p>
          <Button type="button" variant="outline" onClick={() => void mark(language)} disabled={busy !== null}>
            {busy === language ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : <Check aria-hidden className="size-4" />}
            {t("siteContent.translation.markReviewed")}
          </Button>
        </div>
      ))}
    </div>
  );
}
