import { Languages } from "lucide-react";
import { useLocation } from "react-router";
import { useI18n } from "~/i18n/i18n-provider";
import { languageChoiceHref, languageChoiceAttribute } from "~/i18n/language-choice";
import { cn } from "~/lib/cn";

/**
 * The toggle between English and Arabic, in the site header (at every width)
 * and the standalone pages' headers: a link through `/language/:lang`, which
 * remembers the choice and opens the same page in the other language, with or
 * without script (decision 040).
 */
export function LanguageSwitch({ className, compact }: { className?: string; compact?: boolean }) {
  const { t, lang } = useI18n();
  const { pathname, search } = useLocation();
  const target = lang === "ar" ? "en" : "ar";
  return (
    <a
      href={languageChoiceHref(target, pathname + search)}
      hrefLang={target}
      lang={target}
      aria-label={t("language.switchLabel")}
      {...{ [languageChoiceAttribute]: target }}
      className={cn(
        "inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-semibold text-ink-800 hover:bg-ink-50",
        className,
      )}
    >
      <Languages aria-hidden className="size-4" />
      <span className={compact ? "hidden lg:inline" : undefined}>{t("language.switch")}</span>
    </a>
  );
}
