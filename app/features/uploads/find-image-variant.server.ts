import { and, eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { uploadedImageVariants } from "#db/schema";
import { parseVariantName } from "~/lib/responsive-image";
import { UPLOAD_ID_PATTERN } from "./save-uploaded-image.server";

/** A variant's bytes and type (`/uploads/<id>/800.avif`, decision 044); null for one that does not exist or a malformed name. */
export async function findImageVariant(db: Database, id: string, name: string): Promise<{ contentType: string; data: Buffer } | null> {
  const variant = parseVariantName(name);
  if (!UPLOAD_ID_PATTERN.test(id) || !variant) return null;
  const [row] = await db
    .select({ contentType: uploadedImageVariants.contentType, data: uploadedImageVariants.data })
    .from(uploadedImageVariants)
    .where(and(eq(uploadedImageVariants.imageId, id), eq(uploadedImageVariants.width, variant.width), eq(uploadedImageVariants.contentType, variant.type)))
    .limit(1);
  return row ?? null;
}
