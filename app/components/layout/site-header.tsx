import { ChevronDown, Menu, Rocket, ShieldCheck, UserRound, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import type { SessionUser } from "~/features/auth/session-user";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/cn";
import { AnchorLink } from "./anchor-link";
import { BrandLogo } from "./brand-logo";
import { LanguageSwitch } from "./language-switch";
import { navAnchors } from "./nav-items";

/** Spec: the header gains a shadow after more than 20 px of scroll. */
export const HEADER_SHADOW_SCROLL_PX = 20;

const linkClass = "rounded-md px-2 py-2 text-sm xl:px-3 xl:text-[0.95rem] font-medium text-ink-800 transition-colors hover:bg-ink-50 hover:text-ink-950";

export function SiteHeader({ user }: { user: SessionUser | null }) {
  const { t, href } = useI18n();
  const location = useLocation();
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);

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
      if (event.key === "Escape") setMenuOpen(false);
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
      <div className="mx-auto flex h-18 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <BrandLogo />

        <nav aria-label={t("nav.primary")} className="hidden items-center gap-0.5 md:flex">
          {navAnchors.map((item) => (
            <AnchorLink key={item.id} id={item.id} className={linkClass}>
              {t(item.labelKey)}
            </AnchorLink>
          ))}
          <VenturesMenu />
        </nav>

        <div className="hidden items-center gap-1 md:flex">
          {user && (
            <>
              <Link to={href("/profile")} className={cn(linkClass, "inline-flex items-center gap-1.5")}>
                <UserRound aria-hidden className="size-4" />
                <span className="sr-only xl:not-sr-only">{t("nav.profile")}</span>
              </Link>
              <Link to={href("/admin")} className={cn(linkClass, "inline-flex items-center gap-1.5")}>
                <ShieldCheck aria-hidden className="size-4" />
                <span className="sr-only xl:not-sr-only">{t("nav.admin")}</span>
              </Link>
            </>
          )}
          <LanguageSwitch compact />
          <Button asChild size="md" className="ms-2 hidden xl:inline-flex">
            <AnchorLink id="contact">{t("nav.bookConsultation")}</AnchorLink>
          </Button>
        </div>

        <div className="flex items-center gap-1 md:hidden">
          <LanguageSwitch className="px-2" />
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-md text-ink-900 hover:bg-ink-50"
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
        <div id="mobile-menu" className="max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-t border-ink-100 bg-white md:hidden">
          <nav aria-label={t("nav.primary")} className="mx-auto flex max-w-7xl flex-col px-4 py-3 sm:px-6">
            {navAnchors.map((item) => (
              <AnchorLink key={item.id} id={item.id} className="rounded-md px-3 py-3 text-base font-medium text-ink-900 hover:bg-ink-50" onClick={() => setMenuOpen(false)}>
                {t(item.labelKey)}
              </AnchorLink>
            ))}
            <p className="mt-2 px-3 pt-2 text-xs font-semibold text-ink-600 uppercase ltr:tracking-wider">{t("nav.ventures")}</p>
            <Link to={href("/iqader-platform")} className="flex items-center gap-2 rounded-md px-3 py-3 text-base font-medium text-ink-900 hover:bg-ink-50">
              <Rocket aria-hidden className="size-4 text-sand-600" />
              {t("nav.careerPlatform")}
            </Link>
            {user && (
              <div className="mt-2 border-t border-ink-100 pt-2">
                <Link to={href("/profile")} className="flex items-center gap-2 rounded-md px-3 py-3 text-base font-medium text-ink-900 hover:bg-ink-50">
                  <UserRound aria-hidden className="size-4" />
                  {t("nav.profile")}
                </Link>
                <Link to={href("/admin")} className="flex items-center gap-2 rounded-md px-3 py-3 text-base font-medium text-ink-900 hover:bg-ink-50">
                  <ShieldCheck aria-hidden className="size-4" />
                  {t("nav.admin")}
                </Link>
              </div>
            )}
            <Button asChild size="lg" className="mt-3">
              <AnchorLink id="contact" onClick={() => setMenuOpen(false)}>
                {t("nav.bookConsultation")}
              </AnchorLink>
            </Button>
          </nav>
        </div>
      )}
    </header>
  );
}

/**
 * Ventures dropdown: a disclosure that closes on an outside click, on Escape
 * (focus returns to its button) and on navigation. Kept dependency-free so
 * public pages stay light.
 */
function VenturesMenu() {
  const { t, href } = useI18n();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls="ventures-menu"
        onClick={() => setOpen((value) => !value)}
        className={cn(linkClass, "inline-flex items-center gap-1", open && "bg-ink-50")}
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
