import { Languages } from "lucide-react";
import { useI18n } from "~/i18n/i18n-provider";
import { useSwitchLanguage } from "~/i18n/use-switch-language";
import { cn } from "~/lib/cn";

/** The toggle between English and Arabic, in the site header (at every width) and the standalone pages' headers. */
export function LanguageSwitch({ className, compact }: { className?: string; compact?: boolean }) {
  const { t, lang } = useI18n();
  const switchLanguage = useSwitchLanguage();
  const target = lang === "ar" ? "en" : "ar";
  return (
    <button
      type="button"
      onClick={() => switchLanguage(target)}
      lang={target}
      aria-label={t("language.switchLabel")}
      className={cn(
        "inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-semibold text-ink-800 hover:bg-ink-50",
        className,
      )}
    >
      <Languages aria-hidden className="size-4" />
      <span className={compact ? "hidden lg:inline" : undefined}>{t("language.switch")}</span>
    </button>
  );
}
