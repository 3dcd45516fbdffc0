import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

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
  const html = marked.parse(markdown, { async: false });
  return sanitizeHtml(html, {
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
        const { target: _target, rel: _rel, ...rest } = attribs;
        if (rest.href && isOtherSite(rest.href, options.siteOrigin)) {
          return { tagName, attribs: { ...rest, target: "_blank", rel: "noopener noreferrer" } };
        }
        return { tagName, attribs: rest };
      },
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy", decoding: "async" } }),
    },
    exclusiveFilter: (frame) => frame.tag === "img" && !isAllowedImageSource(frame.attribs.src),
  });
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

/**
 * Images from this site only (uploads, /images): the pages' Content Security
 * Policy allows no other, so an article under review cannot load a tracking
 * pixel in the administrator's browser. No `data:`, no `//host`, no http(s).
 */
function isAllowedImageSource(src: string | undefined): boolean {
  if (!src) return false;
  const value = src.trim();
  return value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\");
}
