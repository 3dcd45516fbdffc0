import { eq } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import type { Database } from "#db/client";
import { siteContent } from "#db/schema";
import { type AuditContext, recordAudit } from "~/features/audit-log/record-audit.server";
import type { RevisionComparison, RevisionRow } from "~/features/content-revisions/content-item";
import { compareRevisions } from "~/features/content-revisions/compare-revisions.server";
import { findRevisionSnapshot } from "~/features/content-revisions/find-revision.server";
import { listRevisions } from "~/features/content-revisions/list-revisions.server";
import type { SiteContentRow } from "./site-content-row";
import { siteTextItem, siteTextLanguageFields } from "./site-text-revision";
import { updateSiteContent } from "./update-site-content.server";

const siteTextFields = ["contentEn", "contentAr"] as const;

async function assertSiteText(db: Database, key: string): Promise<void> {
  const [row] = await db.select({ key: siteContent.key }).from(siteContent).where(eq(siteContent.key, key)).limit(1);
  if (!row) throw new AppError("NOT_FOUND", { message: "siteContent.error.notFound" });
}

/** A site text's history (decision 042): its revisions, newest first (404 for no such text). */
export async function listSiteTextRevisions(db: Database, key: string): Promise<{ revisions: RevisionRow[] }> {
  await assertSiteText(db, key);
  return { revisions: await listRevisions(db, siteTextItem(key)) };
}

/** Two revisions of a site text compared word by word, each language in its own direction. */
export async function compareSiteTextRevisions(db: Database, request: { key: string; from: number; to: number }): Promise<RevisionComparison> {
  await assertSiteText(db, request.key);
  return compareRevisions(db, { item: siteTextItem(request.key), from: request.from, to: request.to, order: siteTextFields, fields: siteTextLanguageFields });
}

/**
 * Makes an older revision of a site text the current words again: both
 * languages saved through the text's own save (a new revision, cause
 * `restore`; the built-in wording stays an absence of override), audited as
 * `site_content.revision_restore` in the same transaction.
 */
export async function restoreSiteTextRevision(db: Database, request: { key: string; revision: number; audit: AuditContext; now?: Date }): Promise<SiteContentRow> {
  const now = request.now ?? new Date();
  await assertSiteText(db, request.key);
  const snapshot = await findRevisionSnapshot(db, siteTextItem(request.key), request.revision);
  const values = { contentEn: String(snapshot.contentEn ?? ""), contentAr: String(snapshot.contentAr ?? "") };
  return updateSiteContent(db, request.key, values, request.audit, now, {
    cause: "restore",
    restoredFrom: request.revision,
    inSave: async (tx, number) => {
      await recordAudit(tx, { ...request.audit, action: "site_content.revision_restore", target: { type: "site_content", id: request.key }, details: { revision: request.revision, number }, now });
    },
  });
}
