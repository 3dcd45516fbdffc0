import { CircleExclamationPoint, CircleCheck, X } from "lucide-react";
import { Toast } from "radix-ui";
import { useEffect, useRef, useState, type RefObject } from "react";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/cn";
import { chooseToastPlacement, type Box, type ToastPlacement } from "./toast-placement";
import { dismissToast, TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, useToastState } from "./use-toast";

/**
 * The toast area: one toast visible at a time, F8 moves focus to it. It sits
 * at the bottom of the reading end unless that would cover what the visitor
 * needs next (an open dialog, its buttons, the focused control): then beside
 * the dialog or at the top (`chooseToastPlacement`).
 */
export function Toaster() {
  const item = useToastState();
  const { t, dir } = useI18n();
  const toastRef = useRef<HTMLLIElement>(null);
  const placement = useToastPlacement(item?.open ? item.id : null, toastRef, dir);
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection={dir === "rtl" ? "left" : "right"}
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {item && (
        <Toast.Root
          key={item.id}
          ref={toastRef}
          open={item.open}
          duration={item.durationMs ?? TOAST_DURATION_MS}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={cn(
            "group pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border bg-white p-4 pe-10 shadow-lg",
            "data-[state=open]:animate-toast-in data-[state=closed]:opacity-0 transition-opacity",
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]",
            item.variant === "destructive" ? "border-danger-700/30 bg-danger-50 text-danger-700" : "border-ink-100 text-ink-900",
          )}
        >
          {item.variant === "destructive" ? (
            <CircleExclamationPoint aria-hidden className="mt-0.5 size-5 shrink-0" />
          ) : (
            <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-success-700" />
          )}
          <div className="grid gap-1">
            <Toast.Title className="font-semibold">{item.title}</Toast.Title>
            {item.description && <Toast.Description className="text-sm opacity-90">{item.description}</Toast.Description>}
          </div>
          <Toast.Close
            aria-label={t("toast.close")}
            className="absolute end-2 top-2 inline-flex size-8 items-center justify-center rounded-md opacity-70 hover:opacity-100"
          >
            <X aria-hidden className="size-4" />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport
        label={t("toast.region", { hotkey: "F8" })}
        data-edge={placement?.edge ?? "bottom"}
        style={placement ? { width: placement.width } : undefined}
        className={cn(
          "fixed end-0 z-[100] m-0 flex w-full max-w-[420px] list-none flex-col gap-2 p-4 outline-none",
          placement?.edge === "top" ? "top-0" : "bottom-0",
        )}
      />
    </Toast.Provider>
  );
}

const OPEN_DIALOG = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

function boxOf(element: Element): Box {
  const { left, top, right, bottom } = element.getBoundingClientRect();
  return { left, top, right, bottom };
}

/** Laid out, and at least partly on the screen. */
function onScreen(box: Box): boolean {
  return box.right > box.left && box.bottom > box.top && box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
}

/**
 * What the toast must keep clear, most to least ambitious: the open dialog;
 * its visible buttons and the focused control; the visible submit buttons;
 * the focused control alone.
 */
function boxesToKeepClear(toast: Element): { dialog: Box | null; levels: Box[][] } {
  const dialogElement = document.querySelector(OPEN_DIALOG);
  const focused = document.activeElement;
  const focusedBox = focused && focused !== document.body && !toast.contains(focused) ? boxOf(focused) : null;
  const scope = dialogElement ?? document;
  const visible = (selector: string) => Array.from(scope.querySelectorAll(selector), boxOf).filter(onScreen);
  const submits = visible('button[type="submit"]');
  const focusedOnly = focusedBox && onScreen(focusedBox) ? [focusedBox] : [];
  const levels: Box[][] = [];
  const dialog = dialogElement ? boxOf(dialogElement) : null;
  if (dialog) levels.push([dialog], [...visible('button, a[href], [role="button"]'), ...focusedOnly]);
  levels.push(submits, focusedOnly);
  return { dialog, levels };
}

/** The placement for the toast on screen, chosen when it opens and again when the page scrolls, resizes or focus moves. */
function useToastPlacement(toastId: number | null, toastRef: RefObject<HTMLElement | null>, dir: "ltr" | "rtl"): ToastPlacement | null {
  const [placement, setPlacement] = useState<ToastPlacement | null>(null);
  const current = useRef<ToastPlacement | null>(null);

  useEffect(() => {
    if (toastId === null) return;
    let frame = 0;
    const measure = () => {
      const toast = toastRef.current;
      if (!toast) {
        frame = requestAnimationFrame(measure);
        return;
      }
      const { dialog, levels } = boxesToKeepClear(toast);
      const next = chooseToastPlacement({
        viewport: { width: document.documentElement.clientWidth, height: window.innerHeight },
        dir,
        toastHeight: toast.getBoundingClientRect().height,
        dialog,
        avoid: levels,
        current: current.current,
      });
      if (current.current?.edge !== next.edge || current.current?.width !== next.width) {
        current.current = next;
        setPlacement(next);
      }
    };
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener("resize", schedule);
    window.addEventListener("scroll", schedule, { capture: true, passive: true });
    document.addEventListener("focusin", schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("resize", schedule);
      window.removeEventListener("scroll", schedule, { capture: true });
      document.removeEventListener("focusin", schedule);
    };
  }, [toastId, toastRef, dir]);

  return placement;
}
