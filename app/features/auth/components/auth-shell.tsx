import { ArrowLeft, ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { BrandLogo } from "~/components/layout/brand-logo";
import { LanguageSwitch } from "~/components/layout/language-switch";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/cn";

/**
 * The frame of the sign-in and password-reset pages, which show no site
 * header or footer: the firm's mark, the language switch, a way back to the
 * website, and an optional panel beside (below, on phones) the content.
 */
export function AuthShell({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  const { t, href, dir } = useI18n();
  const Back = dir === "rtl" ? ArrowRight : ArrowLeft;
  return (
    <div className={cn("grid min-h-dvh", aside ? "bg-white lg:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)]" : "relative isolate bg-ink-50/60")}>
      {!aside && <div aria-hidden className="najdi-pattern absolute inset-0 -z-10 opacity-[0.04]" />}
      <div className="flex flex-col">
        <header className="flex items-center justify-between gap-3 px-4 py-4 sm:px-8 sm:py-6">
          <BrandLogo />
          <LanguageSwitch />
        </header>
        <main id="main" className="flex flex-1 justify-center px-4 pt-4 pb-12 sm:px-8 lg:items-center lg:pt-0">
          <div className={cn("w-full max-w-md", !aside && "self-start rounded-2xl border border-ink-100 bg-white p-6 shadow-sm sm:mt-10 sm:p-10 lg:mt-0 lg:self-center")}>{children}</div>
        </main>
        <footer className="px-4 pb-6 sm:px-8">
          <Link to={href("/")} className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-ink-700 hover:text-ink-950">
            <Back aria-hidden className="size-4" />
            {t("auth.backToWebsite")}
          </Link>
        </footer>
      </div>
      {aside}
    </div>
  );
}
