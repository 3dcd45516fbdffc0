import { renderMarkdown } from "~/lib/markdown";

/** Layout whitespace between tags is not something a reader sees. */
const normalise = (html: string) => html.replace(/>\s+</g, "><").trim();

/**
 * Whether two Markdown texts show the same article: both rendered by the
 * site's own renderer and sanitizer, as the public pages render them. The
 * visual editor rewrites Markdown in its own spelling (`*x*` for `_x_`), so
 * the texts may differ; what a visitor sees must not.
 */
export function sameRendering(a: string, b: string): boolean {
  return a === b || normalise(renderMarkdown(a)) === normalise(renderMarkdown(b));
}
