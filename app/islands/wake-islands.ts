import { dialogOpenerAttributes } from "~/components/forms/dialog-opener-attributes";
import { islandAttributes } from "./island-attributes";

/**
 * On a page of islands (decision 040), the boot script has the islands'
 * entry imported and run once, the first time one of these happens:
 * - an island comes near the viewport (after the first paint: an
 *   IntersectionObserver reports only then);
 * - the visitor touches, clicks, focuses or types in an island;
 * - the visitor presses a button that opens a dialog (`DialogOpener`): that
 *   click is held, and passed on once the dialogs are live. Should the entry
 *   fail to load, the button does what it does without script.
 * Until then every form of the page still posts as plain HTML.
 */
export function wakeIslands(entryUrl: string, doc: Document = document): void {
  const root = doc.documentElement;
  let waking: Promise<void> | null = null;
  const wake = (): Promise<void> => {
    // A failed load (the network dropped it) leaves the page as working HTML; the next touch tries again.
    waking ??= (import(/* @vite-ignore */ entryUrl) as Promise<{ hydrateIslands: () => Promise<void> }>).then(
      (entry) => entry.hydrateIslands(),
      (error: unknown) => {
        waking = null;
        throw error;
      },
    );
    observer?.disconnect();
    return waking;
  };
  const wakeQuietly = () => void wake().catch(() => {});

  const islands = doc.querySelectorAll(`[${islandAttributes.island}]`);
  const observer =
    islands.length > 0 && "IntersectionObserver" in window
      ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wakeQuietly(), { rootMargin: "300px 0px" })
      : null;
  islands.forEach((island) => observer?.observe(island));

  const inIsland = (event: Event) => (event.target as Element | null)?.closest?.(`[${islandAttributes.island}]`);
  for (const type of ["pointerdown", "focusin", "keydown"]) doc.addEventListener(type, (event) => void (inIsland(event) && wakeQuietly()), { capture: true, passive: true });

  doc.addEventListener("click", (event) => {
    if (root.hasAttribute(islandAttributes.pageLive) || event.defaultPrevented) return;
    const opener = (event.target as Element | null)?.closest?.(`[${dialogOpenerAttributes.dialog}]`);
    if (!(opener instanceof HTMLElement)) return;
    if (event instanceof MouseEvent && (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) return;
    event.preventDefault();
    wake().then(
      () => opener.click(),
      () => (opener.closest("form") as HTMLFormElement | null)?.submit(),
    );
  });
}
