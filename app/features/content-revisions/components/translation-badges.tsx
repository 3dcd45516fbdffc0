import { Badge } from "~/components/ui/badge";
import { contentLanguages, type ContentLanguage, type TranslationFlags } from "../translation-flags";

/**
 * An item's languages that need work, as badges ("Arabic needs update",
 * "Arabic missing"); nothing when both are up to date. The words are the
 * caller's, from its own catalog.
 */
export function TranslationBadges({ flags, label }: { flags: TranslationFlags; label: (language: ContentLanguage, flag: "needsUpdate" | "missing") => string }) {
  const flagged = contentLanguages.filter((language) => flags[language] !== "ok");
  if (flagged.length === 0) return null;
  return (
    <span className="flex flex-wrap gap-1.5" data-testid="translation-flags">
      {flagged.map((language) => {
        const flag = flags[language] as "needsUpdate" | "missing";
        return (
          <Badge key={language} tone={flag === "missing" ? "danger" : "warning"}>
            {label(language, flag)}
          </Badge>
        );
      })}
    </span>
  );
}
