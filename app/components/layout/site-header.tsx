import { ChevronDown, LayoutDashboard, LogOut, Menu, Rocket, UserRound, X } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/cn";
import type { SessionUser } from "~/lib/session-user";
import { accountName, canOpenDashboard } from "./account";
import { AccountMenu } from "./account-menu";
import { AccountNameText } from "./account-name-text";
import { AnchorLink } from "./anchor-link";
import { BrandLogo } from "./brand-logo";
import { LanguageSwitch } from "./language-switch";
import { navAnchors } from "./nav-items";
import { headerAttributes } from "./header-behaviour";
import { useSignOutAction } from "./sign-out-action";

/*
 * The full navigation shows from Tailwind's `lg` (1024 px) up, in both
 * languages; below it the menu button takes over (decision 015: at 1024 px the
 * full row still has room to spare in English and Arabic, signed in or not;
 * at 768 px it does not fit in either). Labels never wrap.
 *
 * The header is HTML that works before any script (decision 040): the
 * Ventures panel and the mobile menu are native popovers, the language switch
 * a link. `header-behaviour.ts` (run by the boot script on every page) keeps
 * `aria-expanded` and the menu button's name in step, closes a menu when a
 * link in it is followed, and sets `data-scrolled` for the shadow.
 */
const linkClass =
  "inline-flex min-h-11 items-center whitespace-nowrap rounded-md px-2 text-sm font-medium text-ink-800 transition-colors hover:bg-ink-50 hover:text-ink-950 xl:px-3 xl:text-[0.95rem]";
const mobileLinkClass = "flex min-h-12 items-center gap-2 rounded-md px-3 text-base font-medium text-ink-900 hover:bg-ink-50";

export function SiteHeader({ user, showTeam = false }: { user: SessionUser | null; showTeam?: boolean }) {
  const { t, href } = useI18n();
  return (
    <header
      {...{ [headerAttributes.header]: "" }}
      className="group/header fixed inset-x-0 top-0 z-50 border-b border-transparent bg-white/95 backdrop-blur transition-shadow duration-200 data-[scrolled=true]:border-ink-100 data-[scrolled=true]:shadow-[0_6px_24px_-12px_rgba(11,31,58,0.25)]"
    >
      <div className="mx-auto flex h-18 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8 xl:gap-4">
        <BrandLogo />

        <nav aria-label={t("nav.primary")} className="hidden items-center lg:flex">
          {navAnchors.map((item) => (
            <AnchorLink key={item.id} id={item.id} className={linkClass}>
              {t(item.labelKey)}
            </AnchorLink>
          ))}
          {showTeam && (
            <Link to={href("/team")} className={linkClass}>
              {t("nav.team")}
            </Link>
          )}
          <VenturesMenu />
        </nav>

        <div className="flex items-center gap-1">
          <LanguageSwitch className="whitespace-nowrap max-lg:px-2" />
          {user && <AccountMenu user={user} className="max-lg:hidden" />}
          <Button asChild size="md" className="ms-2 whitespace-nowrap max-xl:hidden">
            <AnchorLink id="contact">{t("nav.bookConsultation")}</AnchorLink>
          </Button>
          <button
            type="button"
            popoverTarget="mobile-menu"
            aria-controls="mobile-menu"
            aria-label={t("nav.openMenu")}
            {...{ [headerAttributes.openLabel]: t("nav.closeMenu") }}
            className="inline-flex size-11 items-center justify-center rounded-md text-ink-900 hover:bg-ink-50 lg:hidden"
          >
            <Menu aria-hidden className="size-6 group-has-[#mobile-menu:popover-open]/header:hidden" />
            <X aria-hidden className="hidden size-6 group-has-[#mobile-menu:popover-open]/header:block" />
          </button>
        </div>
      </div>

      {/* In the top layer when open, just under the header's bar; closed, it is not shown at all (popover). */}
      <div
        id="mobile-menu"
        popover="auto"
        className="fixed inset-x-0 top-18 bottom-auto m-0 h-auto max-h-[calc(100dvh-4.5rem)] w-full max-w-none overflow-y-auto border-0 border-t border-ink-100 bg-white p-0 text-ink-900 lg:hidden"
      >
        {/* Named apart from the row above (one of the two shows at a time): landmarks carry distinct names. */}
        <nav aria-label={t("nav.menu")} className="mx-auto flex max-w-7xl flex-col px-4 py-3 sm:px-6">
          {navAnchors.map((item) => (
            <AnchorLink key={item.id} id={item.id} className={mobileLinkClass}>
              {t(item.labelKey)}
            </AnchorLink>
          ))}
          {showTeam && (
            <Link to={href("/team")} className={mobileLinkClass}>
              {t("nav.team")}
            </Link>
          )}
          <p className="mt-2 px-3 pt-2 text-xs font-semibold text-ink-600 uppercase ltr:tracking-wider">{t("nav.ventures")}</p>
          <Link to={href("/iqader-platform")} className={mobileLinkClass}>
            <Rocket aria-hidden className="size-4 text-sand-600" />
            {t("nav.careerPlatform")}
          </Link>
          {user && <MobileAccountLinks user={user} />}
          <Button asChild size="lg" className="mt-3">
            <AnchorLink id="contact">{t("nav.bookConsultation")}</AnchorLink>
          </Button>
        </nav>
      </div>
    </header>
  );
}

/** The account menu's three entries, inside the mobile menu. */
function MobileAccountLinks({ user }: { user: SessionUser }) {
  const { t, href } = useI18n();
  const { signOut, signingOut } = useSignOutAction();
  return (
    <div className="mt-2 border-t border-ink-100 pt-2">
      <p className="px-3 pt-1 pb-2 text-xs text-ink-600">
        {t("nav.signedInAs")}{" "}
        <AccountNameText name={accountName(user, t)} className="font-semibold text-ink-900" />
      </p>
      <Link to={href("/profile")} className={mobileLinkClass}>
        <UserRound aria-hidden className="size-4 text-ink-600" />
        {t("nav.profile")}
      </Link>
      {canOpenDashboard(user) && (
        <Link to={href("/admin")} className={mobileLinkClass}>
          <LayoutDashboard aria-hidden className="size-4 text-ink-600" />
          {t("nav.dashboard")}
        </Link>
      )}
      <button type="button" disabled={signingOut} className={cn(mobileLinkClass, "w-full text-start disabled:opacity-60")} onClick={(event) => {
          // The page may stay the same (a public page), so nothing else would close the menu.
          event.currentTarget.closest<HTMLElement>("[popover]")?.hidePopover();
          void signOut();
        }}
      >
        <LogOut aria-hidden className="size-4 text-ink-600 rtl:-scale-x-100" />
        {t("nav.signOut")}
      </button>
    </div>
  );
}

/** Ventures: a popover panel under its button (CSS anchor positioning; app.css places it where that is missing). */
function VenturesMenu() {
  const { t, href } = useI18n();
  return (
    <>
      <button type="button" popoverTarget="ventures-menu" aria-controls="ventures-menu" className={cn(linkClass, "gap-1 [anchor-name:--ventures] group-has-[#ventures-menu:popover-open]/header:bg-ink-50")}>
        {t("nav.ventures")}
        <ChevronDown aria-hidden className="size-4 transition-transform group-has-[#ventures-menu:popover-open]/header:rotate-180" />
      </button>
      <div
        id="ventures-menu"
        popover="auto"
        data-anchored-popover=""
        className="end-auto bottom-auto m-0 mt-2 w-72 rounded-lg border border-ink-100 bg-white p-2 text-ink-900 shadow-xl [position-anchor:--ventures] [inset-inline-start:anchor(start)] [top:anchor(bottom)]"
      >
        <Link to={href("/iqader-platform")} className="flex items-start gap-3 rounded-md p-3 hover:bg-ink-50 focus-visible:bg-ink-50">
          <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-md bg-sand-100 text-sand-700">
            <Rocket aria-hidden className="size-5" />
          </span>
          <span className="flex flex-col">
            <span className="font-semibold text-ink-900">{t("nav.careerPlatform")}</span>
            <span className="text-sm text-ink-600">{t("nav.careerPlatformDescription")}</span>
          </span>
        </Link>
      </div>
    </>
  );
}
