import { ArrowLeft, ArrowRight, LoaderCircle, LogOut, UserRound } from "lucide-react";
import { Link } from "react-router";
import { AccountNameText } from "~/components/layout/account-name-text";
import { BrandLogo } from "~/components/layout/brand-logo";
import { LanguageSwitch } from "~/components/layout/language-switch";
import { Button } from "~/components/ui/button";
import { useSignOut } from "~/features/auth/use-sign-out";
import { useI18n } from "~/i18n/i18n-provider";

/**
 * The dashboard's own header (the site's header and footer are hidden here).
 * On a phone every button keeps a text label, the way back a shorter one
 * ("Website"), and the signed-in name is never cut: a name too long to share
 * the line with the buttons takes a line of its own, wrapping if it must.
 */
export function AdminHeader({ username, title }: { username: string; title: string }) {
  const { t, href, dir } = useI18n();
  const { signOut, signingOut } = useSignOut();
  const Back = dir === "rtl" ? ArrowRight : ArrowLeft;

  return (
    <header className="border-b border-ink-100 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 sm:px-6 lg:flex-row lg:items-center lg:gap-4 lg:px-8">
        <div className="flex min-w-0 items-center gap-3 sm:gap-4 lg:flex-1">
          <BrandLogo />
          <span aria-hidden className="h-8 w-px shrink-0 bg-ink-100" />
          <h1 className="text-base font-bold whitespace-nowrap text-ink-900 sm:text-lg">{title}</h1>
        </div>
        <div className="flex flex-wrap items-center gap-2 lg:justify-end">
          <span
            className="inline-flex max-w-full min-w-0 items-center gap-1.5 rounded-2xl bg-sand-100 px-3 py-1 text-sm font-semibold text-sand-700 ring-1 ring-sand-300/60 ring-inset"
            data-testid="admin-username"
          >
            <UserRound aria-hidden className="size-3.5 shrink-0" />
            <span className="sr-only">{t("admin.header.signedInAs")} </span>
            <AccountNameText name={username} className="min-w-0" />
          </span>
          <div className="ms-auto flex shrink-0 items-center gap-1 sm:gap-2">
            <LanguageSwitch compact />
            <Button asChild variant="ghost" className="px-3">
              <Link to={href("/")} title={t("admin.header.backToSite")}>
                <Back aria-hidden className="size-4" />
                <span className="sm:hidden">{t("admin.header.site")}</span>
                <span className="max-sm:hidden">{t("admin.header.backToSite")}</span>
              </Link>
            </Button>
            <Button variant="outline" className="px-3" onClick={() => void signOut()} disabled={signingOut}>
              {signingOut ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : <LogOut aria-hidden className="size-4 rtl:-scale-x-100" />}
              {signingOut ? t("admin.header.loggingOut") : t("admin.header.logout")}
            </Button>
          </div>
        </div>
      </div>
    </header>
  );
}
