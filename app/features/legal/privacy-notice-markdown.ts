import { localizePath, type Lang } from "~/i18n/locales";
import type { LegalBlock, LegalDocument } from "./legal-document";

/**
 * The privacy policy as the dashboard edits it: one Markdown text per
 * language (decision 032).
 *
 * ```
 * The summary under the page's title (everything before the first heading).
 *
 * ## Who we are {#who-we-are}
 *
 * Paragraphs, `- ` lists, **bold**, [links](/cookie-policy) …
 * ```
 *
 * Each `## ` heading starts a section of the page and its table of
 * contents; `{#anchor}` keeps the section's address (`/privacy-policy#anchor`)
 * the same in both languages and across versions. `{brand}` stands for the
 * firm's name. The sections' bodies are rendered by the site's Markdown
 * sanitizer (app/lib/markdown.ts).
 */
export interface PrivacyNoticeSection {
  id: string;
  heading: string;
  /** Markdown. */
  body: string;
}

export interface ParsedPrivacyNotice {
  summary: string;
  sections: PrivacyNoticeSection[];
}

export type PrivacyNoticeProblem = "empty" | "summaryMissing" | "noSections" | "emptySection" | "emptyHeading";

/** At most this many characters per language (the built-in policy is about 14,000). */
export const PRIVACY_NOTICE_MAX_LENGTH = 60_000;

const HEADING = /^##(?!#)\s*(.*?)\s*$/;
const ANCHOR = /\s*\{#([a-z][a-z0-9-]{0,60})\}$/;

/** Line endings, trailing spaces and blank runs do not make a new version. */
export function normalizePrivacyNotice(markdown: string): string {
  return markdown
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.replace(/[ \t]+$/, ""))
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

function slugOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/^[^a-z]+/, "");
}

/** Reads the dashboard's Markdown into the page's summary and sections, or says what is missing. */
export function parsePrivacyNotice(markdown: string): { ok: true; notice: ParsedPrivacyNotice } | { ok: false; problem: PrivacyNoticeProblem } {
  const text = normalizePrivacyNotice(markdown);
  if (!text) return { ok: false, problem: "empty" };
  const summaryLines: string[] = [];
  const sections: { heading: string; anchor?: string; lines: string[] }[] = [];
  let fence = false;
  for (const line of text.split("\n")) {
    if (/^(```|~~~)/.test(line)) fence = !fence;
    const heading = fence ? null : HEADING.exec(line);
    if (heading) {
      const anchor = ANCHOR.exec(heading[1]);
      sections.push({ heading: anchor ? heading[1].slice(0, anchor.index).trim() : heading[1], anchor: anchor?.[1], lines: [] });
    } else if (sections.length) {
      sections[sections.length - 1].lines.push(line);
    } else {
      summaryLines.push(line);
    }
  }
  const summary = summaryLines.join("\n").trim();
  if (!summary) return { ok: false, problem: "summaryMissing" };
  if (!sections.length) return { ok: false, problem: "noSections" };
  const used = new Set<string>();
  const result: PrivacyNoticeSection[] = [];
  for (const [index, section] of sections.entries()) {
    if (!section.heading) return { ok: false, problem: "emptyHeading" };
    const body = section.lines.join("\n").trim();
    if (!body) return { ok: false, problem: "emptySection" };
    // A heading without an anchor gets one from its words (or its place), unique on the page.
    let id = section.anchor ?? (slugOf(section.heading) || `section-${index + 1}`);
    for (let n = 2; used.has(id); n++) id = `${section.anchor ?? (slugOf(section.heading) || `section-${index + 1}`)}-${n}`;
    used.add(id);
    result.push({ id, heading: section.heading, body });
  }
  return { ok: true, notice: { summary, sections: result } };
}

function blockToMarkdown(block: LegalBlock): string {
  switch (block.type) {
    case "paragraph":
      return block.text;
    case "list":
      return block.items.map((item) => `- ${item}`).join("\n");
    case "definitions":
      return block.items.map((item) => `- **${item.term}**: ${item.text}`).join("\n");
    case "table": {
      const row = (cells: string[]) => `| ${cells.map((cell) => cell.replaceAll("|", "\\|")).join(" | ")} |`;
      return [row(block.columns), row(block.columns.map(() => "---")), ...block.rows.map(row)].join("\n");
    }
    case "html":
      return "";
  }
}

/** A built-in document as the dashboard's Markdown (the editor's starting text while version 1 is current). */
export function legalDocumentToMarkdown(document: LegalDocument): string {
  const parts = [document.summary];
  for (const section of document.sections) {
    parts.push(`## ${section.heading} {#${section.id}}`, ...section.blocks.map(blockToMarkdown).filter(Boolean));
  }
  return parts.join("\n\n");
}

/** The site's own links written `[words](/path)` point to the page's language (`/ar/path` on Arabic pages). */
export function localizeMarkdownLinks(markdown: string, lang: Lang): string {
  return markdown.replace(/\]\((\/(?!\/)[^)\s]*)\)/g, (_match, path: string) => `](${localizePath(path, lang)})`);
}
