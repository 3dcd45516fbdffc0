import { siteText } from "~/i18n/translate";

/** Spec: the Site Content table shows the first 50 characters of each text. */
export const CONTENT_PREVIEW_LENGTH = 50;

/**
 * A site text shortened for a table cell, as the site shows it (see
 * `siteText`): marks stay characters, whitespace is one space. Shown as
 * React text, so nothing in it can run.
 */
export function contentPreview(text: string | null | undefined, length = CONTENT_PREVIEW_LENGTH): string {
  const plain = siteText(text) ?? "";
  const chars = Array.from(plain);
  return chars.length > length ? `${chars.slice(0, length).join("").trimEnd()}…` : plain;
}

/**
 * Whether a text carries Markdown or HTML marks that the site will show as
 * typed (the editor warns about them: the site does not format its texts).
 */
export function hasMarkup(text: string): boolean {
  return /(\*\*|__|~~|`|^\s{0,3}#{1,6}\s|^\s{0,3}>\s|^\s{0,3}(?:[-*+]|\d+\.)\s|\[[^\]]*\]\([^)]*\)|<\/?[a-z][a-z0-9-]*(?:\s[^>]*)?\/?>|&(?:[a-z]+|#\d+);)/im.test(text);
}
