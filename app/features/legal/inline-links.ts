export type InlineSegment = { kind: "text"; text: string } | { kind: "link"; text: string; path: string };

const linkPattern = /\[([^\]]+)\]\((\/(?!\/)[^)\s]*)\)/g;

/**
 * Splits `See our [Cookie Policy](/cookie-policy).` into text and link
 * segments. Only site-relative paths count as links, so a stray bracket in a
 * text can never become a link to another site.
 */
export function parseInlineLinks(text: string): InlineSegment[] {
  const segments: InlineSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(linkPattern)) {
    const start = match.index;
    if (start > last) segments.push({ kind: "text", text: text.slice(last, start) });
    segments.push({ kind: "link", text: match[1], path: match[2] });
    last = start + match[0].length;
  }
  if (last < text.length) segments.push({ kind: "text", text: text.slice(last) });
  return segments;
}

/** The link targets a text contains, in order. */
export function linkTargets(text: string): string[] {
  return parseInlineLinks(text).flatMap((segment) => (segment.kind === "link" ? [segment.path] : []));
}
