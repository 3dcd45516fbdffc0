/**
 * The share bar's "Copy link" (decision 040), plain DOM code run by the boot
 * script: articles carry no React. The button is in the markup but hidden
 * until this runs (without script it could do nothing); what happened is said
 * next to it, in the page's language, in a status region that belongs to the
 * page and leaves with it.
 */
export const copyLinkAttributes = {
  /** On the button: the address to copy. */
  url: "data-copy-link",
  /** On the button: the texts for success and failure. */
  copied: "data-copied",
  failed: "data-copy-failed",
  /** On the element kept hidden until script can make the button work. */
  needsScript: "data-copy-link-item",
  /** On the status region beside the button. */
  status: "data-copy-status",
} as const;

export function wireCopyLinks(doc: Document = document): void {
  for (const item of doc.querySelectorAll<HTMLElement>(`[${copyLinkAttributes.needsScript}]`)) item.hidden = false;
  doc.addEventListener("click", (event) => {
    const button = (event.target as Element | null)?.closest?.(`button[${copyLinkAttributes.url}]`);
    if (!(button instanceof HTMLButtonElement)) return;
    const status = button.closest("[data-share-bar]")?.querySelector<HTMLElement>(`[${copyLinkAttributes.status}]`) ?? null;
    const say = (text: string | null) => {
      if (!status) return;
      // Emptied first, so the same words said twice are announced twice.
      status.textContent = "";
      requestAnimationFrame(() => (status.textContent = text ?? ""));
    };
    const url = button.getAttribute(copyLinkAttributes.url) ?? "";
    void copyText(url).then(
      () => say(button.getAttribute(copyLinkAttributes.copied)),
      () => say(button.getAttribute(copyLinkAttributes.failed)),
    );
  });
}

function copyText(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) return Promise.reject(new Error("no clipboard"));
  return navigator.clipboard.writeText(text);
}
