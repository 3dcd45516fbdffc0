import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";
import { markdownLimitProblem } from "./markdown-limits";
import { isSiteImagePath } from "./site-image-path";

/**
 * Markdown → safe HTML for content written in the admin (articles, long site
 * texts). Pure and isomorphic: the server renders pages with it and the admin
 * editor can reuse it for a live preview.
 *
 * Markdown may contain raw HTML, so marked's output is never trusted: it goes
 * through an allow-list that keeps document structure and drops everything
 * that can run code or change the page's look (scripts, event handlers,
 * styles, frames, `javascript:`/`data:` URLs).
 */
export interface RenderMarkdownOptions {
  /** The site's own origin (`https://example.sa`): absolute links to it stay in the same tab. */
  siteOrigin?: string;
}

const marked = new Marked({ gfm: true, breaks: false, async: false });

const ALLOWED_TAGS = [
  "h2", "h3", "h4", "h5", "h6",
  "p", "br", "hr",
  "ul", "ol", "li",
  "a", "strong", "b", "em", "i", "del", "s",
  "blockquote", "code", "pre",
  "table", "thead", "tbody", "tr", "th", "td",
  "img",
];

/**
 * Tags removed together with their content (any other disallowed tag is
 * removed and its text kept, escaped). Only the tags whose content is code:
 * dropping the content of `math`, `noscript`, `svg` and the like meant that
 * one left unclosed hid the rest of the article.
 */
const DROPPED_WITH_CONTENT = ["script", "style", "textarea", "option"];

const HTTP_URL = /^https?:\/\//i;

export function renderMarkdown(markdown: string, options: RenderMarkdownOptions = {}): string {
  // Content stored before the limits (markdown-limits.ts) would take seconds or overflow the stack: it is shown as plain text instead.
  if (markdownLimitProblem(markdown)) return plainTextHtml(markdown);
  try {
    return render(markdown, options).html;
  } catch {
    // Whatever else marked or the sanitizer cannot handle: the text, never a 500.
    return plainTextHtml(markdown);
  }
}

/**
 * The image addresses the renderer drops from `markdown` (Markdown images
 * and raw `<img>` alike): what an article's form refuses, so the author
 * learns it instead of seeing the image vanish.
 */
export function refusedImageSources(markdown: string): string[] {
  return render(markdown, {}).refusedImages;
}

function render(markdown: string, options: RenderMarkdownOptions): { html: string; refusedImages: string[] } {
  const refusedImages: string[] = [];
  const html = marked.parse(markdown, { async: false });
  const safe = sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    nonTextTags: DROPPED_WITH_CONTENT,
    allowedAttributes: {
      a: ["href", "title", "target", "rel"],
      img: ["src", "alt", "title", "width", "height", "loading", "decoding"],
      ol: ["start"],
      code: ["class"],
      th: ["scope"],
    },
    allowedClasses: { code: ["language-*"] },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowedSchemesByTag: { img: [] },
    allowedSchemesAppliedToAttributes: ["href", "src"],
    // `//host/x` would leave the site while looking like a path.
    allowProtocolRelative: false,
    transformTags: {
      // The page's title is its only h1.
      h1: "h2",
      a: (tagName, attribs) => {
        const { target: _target, rel: _rel, href, ...rest } = attribs;
        // A link into the site's API (an export) is not followed from an article: its text stays.
        if (href === undefined || isSiteApiAddress(href, options.siteOrigin)) return { tagName, attribs: rest };
        if (isOtherSite(href, options.siteOrigin)) return { tagName, attribs: { ...rest, href, target: "_blank", rel: "noopener noreferrer" } };
        return { tagName, attribs: { ...rest, href } };
      },
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy", decoding: "async" } }),
    },
    exclusiveFilter: (frame) => {
      if (frame.tag !== "img") return false;
      const src = frame.attribs.src?.trim() ?? "";
      if (isSiteImagePath(src)) return false;
      refusedImages.push(src);
      return true;
    },
  });
  return { html: safe, refusedImages };
}

function isOtherSite(href: string, siteOrigin: string | undefined): boolean {
  if (!HTTP_URL.test(href)) return false;
  if (!siteOrigin) return true;
  try {
    return new URL(href).origin !== new URL(siteOrigin).origin;
  } catch {
    return true;
  }
}

/** `/api/…` on this site, however it is written (`/blog/../api/x`, `https://<this site>/api/x`). */
function isSiteApiAddress(href: string, siteOrigin: string | undefined): boolean {
  const base = siteOrigin ?? "http://site.invalid";
  try {
    const url = new URL(href.trim(), base);
    return url.origin === new URL(base).origin && /^\/api(?:\/|$)/i.test(url.pathname);
  } catch {
    return false;
  }
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** The text itself, escaped, one paragraph per blank-line-separated block. */
function plainTextHtml(markdown: string): string {
  return markdown
    .split(/\n\s*\n/)
    .filter((block) => block.trim() !== "")
    .map((block) => `<p>${block.replace(/[&<>"']/g, (c) => ESCAPES[c])}</p>\n`)
    .join("");
}
