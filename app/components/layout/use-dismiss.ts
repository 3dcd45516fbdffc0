import { type RefObject, useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Closes a header popup (the Ventures panel, the account menu) on a pointer
 * press outside `root`, on Escape (focus goes back to `trigger`) and when the
 * page changes. Dependency-free, so public pages stay light (decision 015).
 */
export function useDismiss({
  open,
  close,
  root,
  trigger,
}: {
  open: boolean;
  close: () => void;
  root: RefObject<HTMLElement | null>;
  trigger: RefObject<HTMLElement | null>;
}): void {
  const { pathname } = useLocation();

  useEffect(() => close(), [pathname, close]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      close();
      trigger.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open, close, root, trigger]);
}
