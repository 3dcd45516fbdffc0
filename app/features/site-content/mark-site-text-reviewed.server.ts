import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { siteContent } from "#db/schema";
import { type AuditContext, recordAudit } from "~/features/audit-log/record-audit.server";
import { markLanguageReviewed } from "~/features/content-revisions/record-revision.server";
import type { ContentLanguage } from "~/features/content-revisions/translation-flags";
import { AppError } from "~/lib/app-error";
import type { SiteContentRow } from "./site-content-row";
import { siteContentColumns, toSiteContentRow } from "./list-site-content-items.server";
import { siteTextItem } from "./site-text-revision";

/**
 * "Mark as up to date" for a site text (decision 042): the language counts as
 * reviewed against the other's latest change, without a save. Audited as
 * `site_content.translation_reviewed`.
 */
export async function markSiteTextReviewed(db: Database, request: { key: string; language: ContentLanguage; audit: AuditContext; now?: Date }): Promise<SiteContentRow> {
  const now = request.now ?? new Date();
  return db.transaction(async (tx) => {
    // Holding the text's row keeps a save from slipping in between.
    const [row] = await tx.select(siteContentColumns).from(siteContent).where(eq(siteContent.key, request.key)).for("update");
    if (!row) throw new AppError("NOT_FOUND", { message: "siteContent.error.notFound" });
    const state = await markLanguageReviewed(tx, siteTextItem(request.key), request.language);
    await recordAudit(tx, { ...request.audit, action: "site_content.translation_reviewed", target: { type: "site_content", id: request.key }, details: { language: request.language }, now });
    return toSiteContentRow(row, state);
  });
}
