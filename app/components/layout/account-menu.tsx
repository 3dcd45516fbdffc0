import { ChevronDown, LayoutDashboard, LogOut, UserRound } from "lucide-react";
import { type KeyboardEvent, useCallback, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/cn";
import type { SessionUser } from "~/lib/session-user";
import { accountInitial, accountName, canOpenDashboard } from "./account";
import { AccountNameText } from "./account-name-text";
import { useSignOutAction } from "./sign-out-action";
import { useDismiss } from "./use-dismiss";

const itemClass =
  "flex min-h-11 w-full items-center gap-3 rounded-md px-3 text-start text-sm font-medium text-ink-800 hover:bg-ink-50 focus-visible:bg-ink-50 focus-visible:outline-offset-0 disabled:opacity-60";

/**
 * The signed-in visitor's menu in the header (ARIA menu button): Profile,
 * Dashboard for administrators and editors, Sign out. Enter, Space or the arrow keys open
 * it on the first (or last) entry; the arrows, Home and End move between
 * entries; Escape closes it and returns focus to the button; Tab, an outside
 * click and a page change close it. It opens towards the page's inline end,
 * so it mirrors in Arabic.
 */
export function AccountMenu({ user, className }: { user: SessionUser; className?: string }) {
  const { t, href } = useI18n();
  const { signOut, signingOut } = useSignOutAction();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const buttonId = useId();
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss({ open, close, root: rootRef, trigger: buttonRef });

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (which: "first" | "last") => {
    // The menu renders on this state change; focus it on the next frame.
    requestAnimationFrame(() => {
      const list = items();
      (which === "first" ? list[0] : list[list.length - 1])?.focus();
    });
  };
  const openAt = (which: "first" | "last") => {
    setOpen(true);
    focusItem(which);
  };

  // Enter and Space reach the button as a click (as do screen readers' own activation).
  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      openAt("first");
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      openAt("last");
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === "ArrowDown") move(index + 1);
    else if (event.key === "ArrowUp") move(index - 1);
    else if (event.key === "Home") move(0);
    else if (event.key === "End") move(list.length - 1);
    else if (event.key === "Tab") setOpen(false);
  };

  const name = accountName(user, t);
  return (
    <div ref={rootRef} className={cn("relative", className)}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t("nav.account")}
        title={name}
        onClick={() => (open ? setOpen(false) : openAt("first"))}
        onKeyDown={onButtonKeyDown}
        className={cn(
          "inline-flex min-h-11 items-center gap-1 rounded-full ps-1 pe-2 text-ink-800 transition-colors hover:bg-ink-50",
          open && "bg-ink-50",
        )}
      >
        <span aria-hidden className="flex size-8 items-center justify-center rounded-full bg-ink-900 text-sm font-semibold text-sand-300">
          {accountInitial(user, t)}
        </span>
        <ChevronDown aria-hidden className={cn("size-4 transition-transform", open && "rotate-180")} />
      </button>
      {open && (
        <div className="absolute end-0 top-full z-50 mt-2 w-64 rounded-lg border border-ink-100 bg-white p-2 shadow-xl">
          <p className="border-b border-ink-100 px-3 pt-1 pb-3 text-xs text-ink-600">
            {t("nav.signedInAs")}
            <AccountNameText name={name} className="mt-0.5 block text-sm font-semibold text-ink-900" />
          </p>
          <div ref={menuRef} id={menuId} role="menu" aria-labelledby={buttonId} onKeyDown={onMenuKeyDown} className="pt-2">
            <Link role="menuitem" tabIndex={-1} to={href("/profile")} className={itemClass} onClick={close}>
              <UserRound aria-hidden className="size-4 text-ink-600" />
              {t("nav.profile")}
            </Link>
            {canOpenDashboard(user) && (
              <Link role="menuitem" tabIndex={-1} to={href("/admin")} className={itemClass} onClick={close}>
                <LayoutDashboard aria-hidden className="size-4 text-ink-600" />
                {t("nav.dashboard")}
              </Link>
            )}
            <div role="separator" className="my-1 h-px bg-ink-100" />
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              disabled={signingOut}
              className={itemClass}
              onClick={() => {
                close();
                void signOut();
              }}
            >
              <LogOut aria-hidden className="size-4 text-ink-600 rtl:-scale-x-100" />
              {t("nav.signOut")}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
