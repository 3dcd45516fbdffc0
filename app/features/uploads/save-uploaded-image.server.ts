import { randomBytes } from "node:crypto";
import { AppError } from "~/lib/app-error";
import { detectImageType, UPLOAD_MAX_BYTES } from "~/lib/image-type";
import type { Database } from "#db/client";
import { uploadedImages } from "#db/schema";

export const UPLOAD_ID_PATTERN = /^[a-f0-9]{32}$/;

/**
 * Keeps an image in the database (so every server instance can serve it)
 * under a random, unguessable id. The type stored is the one the bytes
 * prove, never the one the request claimed.
 */
export async function saveUploadedImage(db: Database, options: { bytes: Buffer; uploadedBy: number }): Promise<{ id: string; url: string }> {
  if (options.bytes.length === 0) throw new AppError("VALIDATION", { message: "admin.upload.error.empty" });
  if (options.bytes.length > UPLOAD_MAX_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", { message: "admin.upload.error.tooLarge" });
  const contentType = detectImageType(options.bytes);
  if (!contentType) throw new AppError("UNSUPPORTED_MEDIA_TYPE", { message: "admin.upload.error.notImage" });
  const id = randomBytes(16).toString("hex");
  await db.insert(uploadedImages).values({ id, contentType, byteSize: options.bytes.length, data: options.bytes, uploadedBy: options.uploadedBy });
  return { id, url: `/uploads/${id}` };
}
