import { Badge } from "~/components/ui/badge";
import { contentLanguages, type TranslationFlags } from "~/features/content-revisions/translation-flags";
import { useI18n } from "~/i18n/i18n-provider";

/** A post's languages that need work, as badges ("Arabic needs update", "Arabic missing"); nothing when both are up to date. */
export function TranslationBadges({ flags }: { flags: TranslationFlags }) {
  const { t } = useI18n();
  const flagged = contentLanguages.filter((language) => flags[language] !== "ok");
  if (flagged.length === 0) return null;
  return (
    <span className="flex flex-wrap gap-1.5" data-testid="translation-flags">
      {flagged.map((language) => (
        <Badge key={language} tone={flags[language] === "missing" ? "danger" : "warning"}>
          {t(`blogAdmin.translation.flag.${language}.${flags[language] as "needsUpdate" | "missing"}`)}
        </Badge>
      ))}
    </span>
  );
}
