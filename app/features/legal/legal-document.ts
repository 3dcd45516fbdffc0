/**
 * The legal pages' texts are long, so they live in typed content modules (one
 * per page and language, read only by the server) instead of the catalog that
 * every page sends to the browser.
 *
 * Texts may contain `{brand}` (the firm's name, from site content) and links
 * to the site's own pages written as `[words](/path)`; the path is localized
 * when the page is shown.
 */
export type LegalBlock =
  | { type: "paragraph"; text: string }
  | { type: "list"; items: string[] }
  | { type: "definitions"; items: { term: string; text: string }[] }
  | { type: "table"; caption: string; columns: string[]; rows: string[][] }
  /** A published privacy-notice version's section: Markdown already rendered by the site's sanitizer (decision 032). */
  | { type: "html"; html: string };

export interface LegalSection {
  /** The anchor of the section; the same in both languages so links survive a language switch. */
  id: string;
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /** The page's meta description. */
  description: string;
  /** The lead paragraph under the title. */
  summary: string;
  sections: LegalSection[];
}

export const legalPages = ["privacy-policy", "terms-of-service", "cookie-policy"] as const;
export type LegalPageId = (typeof legalPages)[number];

/** Spec: all three pages were last updated on April 14, 2025. */
export const LEGAL_LAST_UPDATED = "2025-04-14";
