import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { uploadedImages } from "#db/schema";
import { UPLOAD_ID_PATTERN } from "./save-uploaded-image.server";

/** An uploaded image's bytes and type; null for an id that does not exist (or could not). */
export async function findUploadedImage(db: Database, id: string): Promise<{ contentType: string; data: Buffer } | null> {
  if (!UPLOAD_ID_PATTERN.test(id)) return null;
  const [row] = await db
    .select({ contentType: uploadedImages.contentType, data: uploadedImages.data })
    .from(uploadedImages)
    .where(eq(uploadedImages.id, id))
    .limit(1);
  return row ?? null;
}
