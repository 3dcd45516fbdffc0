/** Spec: the Site Content table shows the first 50 characters of each text. */
export const CONTENT_PREVIEW_LENGTH = 50;

/**
 * The readable words of a Markdown or HTML text, shortened for a table cell:
 * tags, Markdown marks and link targets removed, whitespace collapsed.
 * Shown as React text, so nothing in it can run.
 */
export function plainPreview(text: string | null | undefined, length = CONTENT_PREVIEW_LENGTH): string {
  if (!text) return "";
  const plain = text
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, "")
    .replace(/(\*\*|__|\*|_|~~|`)/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
  const chars = Array.from(plain);
  return chars.length > length ? `${chars.slice(0, length).join("").trimEnd()}…` : plain;
}
