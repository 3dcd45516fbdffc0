import { desc, eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { privacyNoticeVersions, users } from "#db/schema";
import { riyadhDay } from "~/lib/riyadh-time";
import { currentPrivacyNotice, builtInPrivacyNotice, publisherColumns, publisherOf } from "./current-privacy-notice.server";
import { legalDocuments } from "./legal-documents.server";
import type { PrivacyNoticeAdminView } from "./privacy-notice";
import { legalDocumentToMarkdown } from "./privacy-notice-markdown";

/**
 * The dashboard's privacy-notice card: the version in force with its text in
 * both languages (version 1's built-in document as Markdown, so the editor
 * starts from what visitors read) and the list of versions, newest first.
 */
export async function getPrivacyNoticeAdmin(db: Database): Promise<PrivacyNoticeAdminView> {
  const [current, rows] = await Promise.all([
    currentPrivacyNotice(db),
    db
      .select({
        version: privacyNoticeVersions.version,
        publishedAt: privacyNoticeVersions.publishedAt,
        ...publisherColumns,
        note: privacyNoticeVersions.note,
      })
      .from(privacyNoticeVersions)
      .leftJoin(users, eq(users.id, privacyNoticeVersions.publishedBy))
      .orderBy(desc(privacyNoticeVersions.version)),
  ]);
  const { content, ...summary } = current;
  const builtIn = legalDocuments["privacy-policy"];
  return {
    current: { ...summary, content: content ?? { en: legalDocumentToMarkdown(builtIn.en), ar: legalDocumentToMarkdown(builtIn.ar) } },
    versions: [
      ...rows.map((row) => ({ version: row.version, publishedOn: riyadhDay(row.publishedAt), publishedBy: publisherOf(row), note: row.note, builtIn: false })),
      (({ content: _content, ...rest }) => rest)(builtInPrivacyNotice),
    ],
  };
}
