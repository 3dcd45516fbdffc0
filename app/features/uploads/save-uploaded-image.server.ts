import { randomBytes } from "node:crypto";
import { type AuditContext, recordAudit } from "~/features/audit-log/record-audit.server";
import { AppError } from "~/lib/app-error";
import { detectImageType, isImageSizeAllowed, readImageSize, UPLOAD_MAX_BYTES } from "~/lib/image-type";
import type { Database } from "#db/client";
import { uploadedImages } from "#db/schema";
import { convertImage } from "./convert-image.server";
import { insertImageVariants } from "./insert-image-variants.server";

export const UPLOAD_ID_PATTERN = /^[a-f0-9]{32}$/;

/**
 * Keeps an image in the database (so every server instance can serve it)
 * under a random, unguessable id. The type stored is the one the bytes
 * prove, never the one the request claimed; the pixel size its header
 * declares must be within IMAGE_MAX_SIDE and IMAGE_MAX_PIXELS, checked before
 * anything decodes it. Its variants (decision 044) are made before anything
 * is stored and stored with it, so a refused image leaves nothing. Every upload
 * (article covers and images, the advisor's photo) is audited: who, the
 * format, the size and the pixels, never the contents.
 */
export async function saveUploadedImage(db: Database, options: { bytes: Buffer; audit: AuditContext }): Promise<{ id: string; url: string }> {
  if (options.bytes.length === 0) throw new AppError("VALIDATION", { message: "admin.upload.error.empty" });
  if (options.bytes.length > UPLOAD_MAX_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", { message: "admin.upload.error.tooLarge" });
  const contentType = detectImageType(options.bytes);
  if (!contentType) throw new AppError("UNSUPPORTED_MEDIA_TYPE", { message: "admin.upload.error.notImage" });
  const size = readImageSize(options.bytes, contentType);
  if (!size) throw new AppError("UNSUPPORTED_MEDIA_TYPE", { message: "admin.upload.error.notImage" });
  if (!isImageSizeAllowed(size)) throw new AppError("VALIDATION", { message: "admin.upload.error.tooManyPixels" });
  const converted = await convertImage(options.bytes, contentType);
  const id = randomBytes(16).toString("hex");
  await db.transaction(async (tx) => {
    await tx.insert(uploadedImages).values({
      id,
      contentType,
      byteSize: options.bytes.length,
      data: options.bytes,
      width: converted.width,
      height: converted.height,
      uploadedBy: options.audit.actor.id,
    });
    await insertImageVariants(tx, id, converted.variants);
    await recordAudit(tx, {
      actor: options.audit.actor,
      action: "upload.create",
      target: { type: "upload", id },
      address: options.audit.address,
      details: { contentType, bytes: options.bytes.length, width: size.width, height: size.height },
    });
  });
  return { id, url: `/uploads/${id}` };
}
