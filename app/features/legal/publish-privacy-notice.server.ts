import type { Database } from "#db/client";
import { isUniqueViolation } from "#db/errors";
import { privacyNoticeVersions } from "#db/schema";
import { recordAudit, type AuditContext } from "~/features/audit-log/record-audit.server";
import { AppError, type FieldErrors } from "~/lib/app-error";
import { currentPrivacyNotice } from "./current-privacy-notice.server";
import { legalDocuments } from "./legal-documents.server";
import type { PublishedPrivacyNotice } from "./privacy-notice";
import { legalDocumentToMarkdown, normalizePrivacyNotice, parsePrivacyNotice } from "./privacy-notice-markdown";
import type { PublishPrivacyNoticeInput } from "./privacy-notice.schema";

/**
 * Publishes the privacy policy's text as a new version (number + 1, today):
 * each language must read as a summary and at least one `## ` section; a
 * text the same as the version in force (line endings and trailing spaces
 * aside) is refused with a clear message and makes no version. The version
 * and its audit entry are stored together; the API then empties the page
 * caches, so the policy page and every form name the new version.
 */
export async function publishPrivacyNotice(
  db: Database,
  request: { input: PublishPrivacyNoticeInput; now?: Date } & AuditContext,
): Promise<PublishedPrivacyNotice> {
  const en = normalizePrivacyNotice(request.input.en);
  const ar = normalizePrivacyNotice(request.input.ar);
  const errors: FieldErrors = {};
  for (const [lang, text] of [["en", en], ["ar", ar]] as const) {
    const parsed = parsePrivacyNotice(text);
    if (!parsed.ok) errors[lang] = `legalAdmin.error.${parsed.problem}`;
  }
  if (Object.keys(errors).length) throw new AppError("VALIDATION", { fieldErrors: errors });
  const now = request.now ?? new Date();
  const note = request.input.note?.trim() || null;

  try {
    return await db.transaction(async (tx) => {
      const current = await currentPrivacyNotice(tx);
      const builtIn = legalDocuments["privacy-policy"];
      const currentText = current.content ?? { en: legalDocumentToMarkdown(builtIn.en), ar: legalDocumentToMarkdown(builtIn.ar) };
      if (normalizePrivacyNotice(currentText.en) === en && normalizePrivacyNotice(currentText.ar) === ar) {
        throw new AppError("CONFLICT", { message: "legalAdmin.error.unchanged" });
      }
      const version = current.version + 1;
      await tx.insert(privacyNoticeVersions).values({ version, publishedAt: now, publishedBy: request.actor.id, note, contentEn: en, contentAr: ar });
      await recordAudit(tx, {
        actor: request.actor,
        action: "privacy_notice.publish",
        target: { type: "privacy_notice", id: version },
        address: request.address,
        details: { version, previous: current.version },
        now,
      });
      // As the dashboard lists it (the publisher named by its account), from the one "which version is in force" query.
      const { content: _content, ...published } = await currentPrivacyNotice(tx);
      return { version: published };
    });
  } catch (error) {
    // Two administrators publishing at once: the second finds its number taken and is asked to look again.
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", { message: "legalAdmin.error.concurrent" });
    throw error;
  }
}
