import { Link } from "react-router";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/cn";

/** The firm's mark: a Najdi-inspired emblem with the editable logo text and tagline. */
export function BrandLogo({ tone = "dark", className }: { tone?: "dark" | "light"; className?: string }) {
  const { t, href } = useI18n();
  return (
    <Link to={href("/")} className={cn("group inline-flex min-h-11 items-center gap-3", className)} aria-label={t("brand.name")}>
      <svg aria-hidden viewBox="0 0 40 40" className="size-10 shrink-0">
        <rect width="40" height="40" rx="8" className={tone === "dark" ? "fill-ink-900" : "fill-white/10"} />
        <path d="M20 7l3.6 8.7L32.3 12l-3.7 8 3.7 8-8.7-3.7L20 33l-3.6-8.7L7.7 28l3.7-8-3.7-8 8.7 3.7z" className="fill-sand-500" />
        <circle cx="20" cy="20" r="4.2" className={tone === "dark" ? "fill-ink-900" : "fill-ink-900"} />
      </svg>
      <span className="flex flex-col leading-tight">
        <span className={cn("text-lg font-bold ltr:tracking-[0.18em]", tone === "dark" ? "text-ink-900" : "text-white")}>
          {t("brand.logo")}
        </span>
        <span className={cn("hidden text-[0.7rem] font-medium whitespace-nowrap sm:block", tone === "dark" ? "text-ink-600" : "text-sand-300")}>{t("brand.tagline")}</span>
      </span>
    </Link>
  );
}
