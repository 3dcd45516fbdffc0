/**
 * What the site header does beyond its HTML, in plain DOM code run by the
 * boot script on every page (app/islands/boot.ts, decision 040): React may or
 * may not be on the page, so nothing here depends on it.
 *
 * The Ventures panel and the mobile menu are native popovers
 * (`popovertarget`): they open and close by mouse, touch and keyboard, close
 * on an outside click and on Escape (focus back on their button) with no
 * script at all. This adds what the HTML cannot say: `aria-expanded` and the
 * button's name kept in step, closing when a link inside is followed (an
 * in-page jump leaves the page where it is), and the header's shadow after
 * 20 px of scroll.
 */

/** Spec: the header gains a shadow after more than 20 px of scroll. */
export const HEADER_SHADOW_SCROLL_PX = 20;

/** Attributes the header's markup carries for this code. */
export const headerAttributes = {
  /** On `<header>`: the element whose shadow follows the scroll; this code sets `data-scrolled="true"|"false"` on it. */
  header: "data-site-header",
  /** On a popover's button: its name while the popover is open (the markup carries the closed name as `aria-label`). */
  openLabel: "data-open-label",
} as const;

export function wireHeader(doc: Document = document): void {
  const win = doc.defaultView!;

  for (const trigger of doc.querySelectorAll<HTMLElement>("[popovertarget]")) {
    const target = doc.getElementById(trigger.getAttribute("popovertarget") ?? "");
    reflect(trigger, Boolean(target?.matches(":popover-open")));
  }
  // `toggle` does not bubble: listened for while it goes down to the popover.
  doc.addEventListener(
    "toggle",
    (event) => {
      const popover = event.target;
      if (!(popover instanceof win.HTMLElement) || !popover.hasAttribute("popover") || !popover.id) return;
      const open = (event as ToggleEvent).newState === "open";
      for (const trigger of doc.querySelectorAll<HTMLElement>(`[popovertarget="${CSS.escape(popover.id)}"]`)) reflect(trigger, open);
    },
    true,
  );
  doc.addEventListener("click", (event) => {
    const link = (event.target as Element | null)?.closest?.("a[href]");
    const popover = link?.closest("[popover]");
    if (popover instanceof win.HTMLElement && popover.matches(":popover-open")) popover.hidePopover();
  });

  let header: Element | null = null;
  const onScroll = () => {
    // React may put a new header in place on a client navigation (full pages): look again once it is gone.
    if (!header?.isConnected) header = doc.querySelector(`[${headerAttributes.header}]`);
    header?.setAttribute("data-scrolled", String(win.scrollY > HEADER_SHADOW_SCROLL_PX));
  };
  win.addEventListener("scroll", onScroll, { passive: true });
  onScroll();
}

function reflect(trigger: HTMLElement, open: boolean): void {
  trigger.setAttribute("aria-expanded", String(open));
  const openLabel = trigger.getAttribute(headerAttributes.openLabel);
  if (!openLabel) return;
  // The closed name is the markup's own, kept aside the first time.
  if (!trigger.dataset.closedLabel) trigger.dataset.closedLabel = trigger.getAttribute("aria-label") ?? "";
  trigger.setAttribute("aria-label", open ? openLabel : trigger.dataset.closedLabel);
}
