import { Languages } from "lucide-react";
import { useI18n } from "~/i18n/i18n-provider";
import { useSwitchLanguage } from "~/i18n/use-switch-language";
import { cn } from "~/lib/cn";

/** The header's toggle between English and Arabic. */
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

/** The fixed toggle on the side of every page. */
export function FixedLanguageToggle() {
  const { t, lang } = useI18n();
  const switchLanguage = useSwitchLanguage();
  const target = lang === "ar" ? "en" : "ar";
  return (
    <button
      type="button"
      onClick={() => switchLanguage(target)}
      lang={target}
      aria-label={t("language.switchLabel")}
      title={t("language.switchLabel")}
      className="fixed end-0 top-1/2 z-40 flex h-11 w-9 -translate-y-1/2 items-center justify-center rounded-s-lg bg-ink-900/90 text-xs font-bold text-sand-300 shadow-lg transition-colors hover:bg-ink-800 md:h-12 md:w-11 md:text-sm print:hidden"
    >
      {t("language.toggleShort")}
    </button>
  );
}
