import { siteText, type Messages } from "~/i18n/translate";

/**
 * How the public pages' edit mode (decision 037) ties what is on the page to
 * its key without touching what the page renders: every text the page shows
 * comes from its messages, so a text node whose words are exactly an
 * editable key's text is that key. The index leaves out a text that another
 * key of the page also has (an editable or not): the outline would be a guess,
 * and an edit of the wrong key would not change what was clicked. Such texts,
 * and texts never shown as page text (a description for search engines),
 * stay reachable from the edit bar's list. Attributes, `<title>` and meta are
 * never read or written.
 */
export function editableTextIndex(messages: Messages, editableKeys: Iterable<string>): Map<string, string> {
  const editable = new Set(editableKeys);
  const keysByText = new Map<string, string[]>();
  for (const [key, value] of Object.entries(messages)) {
    const text = siteText(value);
    if (text === undefined) continue;
    keysByText.set(text, [...(keysByText.get(text) ?? []), key]);
  }
  const index = new Map<string, string>();
  for (const [text, keys] of keysByText) {
    if (keys.length === 1 && editable.has(keys[0])) index.set(text, keys[0]);
  }
  return index;
}

/** Where the edit mode never looks: code, the editor and the edit bar themselves, and the toasts. */
const SKIPPED = 'script, style, noscript, template, textarea, [data-text-edit-ui], [role="dialog"], [role="alertdialog"], [role="status"]';
export const TEXT_KEY_ATTRIBUTE = "data-text-key";
const ADDED_TAB_STOP = "data-text-key-tab-stop";
const ADDED_TITLE = "data-text-key-title";
/** The outline of an editable text (written out so Tailwind generates them). */
const MARK_CLASSES = ["outline-2", "outline-offset-2", "outline-dashed", "outline-sand-500", "cursor-pointer", "rounded-xs", "hover:outline-solid", "focus-visible:outline-solid"];

/**
 * Outlines the elements under `root` whose own text is an editable key's,
 * and takes the outline off any that no longer are; gives each a tab stop
 * (unless it is a link or a button already) and a tooltip. Returns the keys
 * found.
 */
export function markEditableTexts(root: HTMLElement, index: ReadonlyMap<string, string>, tooltip: (key: string) => string): Set<string> {
  const wanted = new Map<HTMLElement, string>();
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = siteText(node.nodeValue);
    if (!parent || text === undefined || parent.closest(SKIPPED)) continue;
    const key = index.get(text);
    if (key) wanted.set(parent, key);
  }
  for (const element of root.querySelectorAll<HTMLElement>(`[${TEXT_KEY_ATTRIBUTE}]`)) {
    if (wanted.get(element) !== element.getAttribute(TEXT_KEY_ATTRIBUTE)) unmark(element);
  }
  for (const [element, key] of wanted) {
    if (element.getAttribute(TEXT_KEY_ATTRIBUTE) === key) continue;
    element.setAttribute(TEXT_KEY_ATTRIBUTE, key);
    element.classList.add(...MARK_CLASSES);
    if (!element.hasAttribute("title") || element.hasAttribute(ADDED_TITLE)) {
      element.title = tooltip(key);
      element.setAttribute(ADDED_TITLE, "");
    }
    if (element.tabIndex < 0) {
      element.tabIndex = 0;
      element.setAttribute(ADDED_TAB_STOP, "");
    }
  }
  return new Set(wanted.values());
}

/** Takes every outline, tab stop and tooltip the edit mode added off the page. */
export function unmarkEditableTexts(root: HTMLElement): void {
  for (const element of root.querySelectorAll<HTMLElement>(`[${TEXT_KEY_ATTRIBUTE}]`)) unmark(element);
}

function unmark(element: HTMLElement): void {
  element.removeAttribute(TEXT_KEY_ATTRIBUTE);
  element.classList.remove(...MARK_CLASSES);
  if (element.hasAttribute(ADDED_TITLE)) {
    element.removeAttribute("title");
    element.removeAttribute(ADDED_TITLE);
  }
  if (element.hasAttribute(ADDED_TAB_STOP)) {
    element.removeAttribute("tabindex");
    element.removeAttribute(ADDED_TAB_STOP);
  }
}

/** The editable key of what was clicked or pressed, if it is an outlined text (and not part of the edit mode's own interface). */
export function editableKeyAt(target: EventTarget | null): string | null {
  if (!(target instanceof Element)) return null;
  const marked = target.closest(`[${TEXT_KEY_ATTRIBUTE}]`);
  return marked && !marked.closest(SKIPPED) ? marked.getAttribute(TEXT_KEY_ATTRIBUTE) : null;
}
