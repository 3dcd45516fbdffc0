import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { uploadedImages } from "#db/schema";
import { type AuditContext, recordAudit } from "~/features/audit-log/record-audit.server";
import { AppError } from "~/lib/app-error";
import { findImageUses } from "./image-usage.server";
import { UPLOAD_ID_PATTERN } from "./save-uploaded-image.server";

/**
 * Deletes an uploaded image the site no longer shows, audited. One still
 * shown (a post's cover or text, a site text, the privacy notice) is
 * refused with where it is used, and nothing changes: the writer replaces
 * it there first.
 */
export async function deleteUploadedImage(db: Database, id: string, audit: AuditContext): Promise<void> {
  if (!UPLOAD_ID_PATTERN.test(id)) throw new AppError("NOT_FOUND", { message: "admin.media.error.notFound" });
  await db.transaction(async (tx) => {
    const uses = (await findImageUses(tx)).get(id) ?? [];
    if (uses.length > 0) throw new AppError("CONFLICT", { message: "admin.media.error.inUse" });
    const [deleted] = await tx.delete(uploadedImages).where(eq(uploadedImages.id, id)).returning({ contentType: uploadedImages.contentType, byteSize: uploadedImages.byteSize });
    if (!deleted) throw new AppError("NOT_FOUND", { message: "admin.media.error.notFound" });
    await recordAudit(tx, { actor: audit.actor, action: "upload.delete", target: { type: "upload", id }, address: audit.address, details: { contentType: deleted.contentType, bytes: deleted.byteSize } });
  });
}
