import { ChevronDown, LayoutDashboard, LogOut, Menu, Rocket, UserRound, X } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
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
import { useSignOutAction } from "./sign-out-action";
import { useDismiss } from "./use-dismiss";

/** Spec: the header gains a shadow after more than 20 px of scroll. */
export const HEADER_SHADOW_SCROLL_PX = 20;

/*
 * The full navigation shows from Tailwind's `lg` (1024 px) up, in both
 * languages; below it the menu button takes over (decision 015: at 1024 px the
 * full row still has room to spare in English and Arabic, signed in or not;
 * at 768 px it does not fit in either). Labels never wrap.
 */
const linkClass =
  "inline-flex min-h-11 items-center whitespace-nowrap rounded-md px-2 text-sm font-medium text-ink-800 transition-colors hover:bg-ink-50 hover:text-ink-950 xl:px-3 xl:text-[0.95rem]";
const mobileLinkClass = "flex min-h-12 items-center gap-2 rounded-md px-3 text-base font-medium text-ink-900 hover:bg-ink-50";

export function SiteHeader({ user }: { user: SessionUser | null }) {
  const { t, href } = useI18n();
  const location = useLocation();
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > HEADER_SHADOW_SCROLL_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  useEffect(() => setMenuOpen(false), [location.pathname, location.hash]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        "fixed inset-x-0 top-0 z-50 border-b bg-white/95 backdrop-blur transition-shadow duration-200",
        scrolled ? "border-ink-100 shadow-[0_6px_24px_-12px_rgba(11,31,58,0.25)]" : "border-transparent",
      )}
    >
      <div className="mx-auto flex h-18 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8 xl:gap-4">
        <BrandLogo />

        <nav aria-label={t("nav.primary")} className="hidden items-center lg:flex">
          {navAnchors.map((item) => (
            <AnchorLink key={item.id} id={item.id} className={linkClass}>
              {t(item.labelKey)}
            </AnchorLink>
          ))}
          <VenturesMenu />
        </nav>

        <div className="flex items-center gap-1">
          <LanguageSwitch className="whitespace-nowrap max-lg:px-2" />
          {user && <AccountMenu user={user} className="max-lg:hidden" />}
          <Button asChild size="md" className="ms-2 whitespace-nowrap max-xl:hidden">
            <AnchorLink id="contact">{t("nav.bookConsultation")}</AnchorLink>
          </Button>
          <button
            ref={menuButtonRef}
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-md text-ink-900 hover:bg-ink-50 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t("nav.closeMenu") : t("nav.openMenu")}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
          </button>
        </div>
      </div>

      {menuOpen && (
        <div id="mobile-menu" className="max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-t border-ink-100 bg-white lg:hidden">
          <nav aria-label={t("nav.primary")} className="mx-auto flex max-w-7xl flex-col px-4 py-3 sm:px-6">
            {navAnchors.map((item) => (
              <AnchorLink key={item.id} id={item.id} className={mobileLinkClass} onClick={closeMenu}>
                {t(item.labelKey)}
              </AnchorLink>
            ))}
            <p className="mt-2 px-3 pt-2 text-xs font-semibold text-ink-600 uppercase ltr:tracking-wider">{t("nav.ventures")}</p>
            <Link to={href("/iqader-platform")} className={mobileLinkClass}>
              <Rocket aria-hidden className="size-4 text-sand-600" />
              {t("nav.careerPlatform")}
            </Link>
            {user && <MobileAccountLinks user={user} onNavigate={closeMenu} />}
            <Button asChild size="lg" className="mt-3">
              <AnchorLink id="contact" onClick={closeMenu}>
                {t("nav.bookConsultation")}
              </AnchorLink>
            </Button>
          </nav>
        </div>
      )}
    </header>
  );
}

/** The account menu's three entries, inside the mobile menu. */
function MobileAccountLinks({ user, onNavigate }: { user: SessionUser; onNavigate: () => void }) {
  const { t, href } = useI18n();
  const { signOut, signingOut } = useSignOutAction();
  return (
    <div className="mt-2 border-t border-ink-100 pt-2">
      <p className="px-3 pt-1 pb-2 text-xs text-ink-600">
        {t("nav.signedInAs")}{" "}
        <AccountNameText name={accountName(user, t)} className="font-semibold text-ink-900" />
      </p>
      <Link to={href("/profile")} className={mobileLinkClass} onClick={onNavigate}>
        <UserRound aria-hidden className="size-4 text-ink-600" />
        {t("nav.profile")}
      </Link>
      {canOpenDashboard(user) && (
        <Link to={href("/admin")} className={mobileLinkClass} onClick={onNavigate}>
          <LayoutDashboard aria-hidden className="size-4 text-ink-600" />
          {t("nav.dashboard")}
        </Link>
      )}
      <button type="button" disabled={signingOut} className={cn(mobileLinkClass, "w-full text-start disabled:opacity-60")} onClick={() => {
          // The page may stay the same (a public page), so nothing else would close the menu.
          onNavigate();
          void signOut();
        }}
      >
        <LogOut aria-hidden className="size-4 text-ink-600 rtl:-scale-x-100" />
        {t("nav.signOut")}
      </button>
    </div>
  );
}

/**
 * Ventures dropdown: a disclosure that closes on an outside click, on Escape
 * (focus returns to its button) and on navigation. Kept dependency-free so
 * public pages stay light.
 */
function VenturesMenu() {
  const { t, href } = useI18n();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss({ open, close, root: rootRef, trigger: buttonRef });

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls="ventures-menu"
        onClick={() => setOpen((value) => !value)}
        className={cn(linkClass, "gap-1", open && "bg-ink-50")}
      >
        {t("nav.ventures")}
        <ChevronDown aria-hidden className={cn("size-4 transition-transform", open && "rotate-180")} />
      </button>
      {open && (
        <div id="ventures-menu" className="absolute start-0 top-full z-50 mt-2 w-72 rounded-lg border border-ink-100 bg-white p-2 shadow-xl">
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
      )}
    </div>
  );
}
