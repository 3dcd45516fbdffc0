import type { DatabaseExecutor } from "#db/client";
import { formatLongDate } from "~/i18n/format";
import type { Lang } from "~/i18n/locales";
import { renderMarkdown } from "~/lib/markdown";
import { currentPrivacyNotice, type CurrentPrivacyNotice } from "./current-privacy-notice.server";
import type { LegalDocument } from "./legal-document";
import { legalDocuments } from "./legal-documents.server";
import type { LegalPageData } from "./load-legal-page.server";
import { localizeMarkdownLinks, parsePrivacyNotice } from "./privacy-notice-markdown";

/**
 * The privacy policy page: the version in force, its date in the page's
 * language, and its text — version 1's built-in document, or a published
 * version's Markdown read into sections (anchors and table of contents as
 * before) whose bodies go through the site's Markdown sanitizer.
 */
export async function loadPrivacyPage(db: DatabaseExecutor, options: { lang: Lang; siteOrigin: string }): Promise<LegalPageData> {
  return privacyPageOf(await currentPrivacyNotice(db), options);
}

export function privacyPageOf(notice: CurrentPrivacyNotice, { lang, siteOrigin }: { lang: Lang; siteOrigin: string }): LegalPageData {
  const builtIn = legalDocuments["privacy-policy"][lang];
  let document: LegalDocument = builtIn;
  const parsed = notice.content ? parsePrivacyNotice(notice.content[lang]) : null;
  if (parsed?.ok) {
    document = {
      title: builtIn.title,
      description: builtIn.description,
      summary: parsed.notice.summary,
      sections: parsed.notice.sections.map((section) => ({
        id: section.id,
        heading: section.heading,
        // `{brand}` stays for the page to fill with the firm's name (escaped), like the built-in texts.
        blocks: [{ type: "html", html: renderMarkdown(localizeMarkdownLinks(section.body, lang), { siteOrigin }) }],
      })),
    };
  }
  return {
    page: "privacy-policy",
    document,
    lastUpdated: { iso: notice.publishedOn, text: formatLongDate(notice.publishedOn, lang) },
    version: notice.version,
  };
}
