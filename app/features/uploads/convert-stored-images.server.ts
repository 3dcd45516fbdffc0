import { and, asc, eq, isNull } from "drizzle-orm";
import type { Database } from "#db/client";
import { uploadedImages } from "#db/schema";
import { convertImage } from "./convert-image.server";
import { insertImageVariants } from "./insert-image-variants.server";

/** Images converted in one run at most; the rest wait for the next day's run. */
export const STORED_IMAGES_PER_RUN = 200;

/**
 * The daily job that gives images uploaded before variants existed their
 * variants (decision 044): each image without its size recorded
 * (`uploaded_images.width` null), oldest first, read and converted one at a
 * time through the same queue as uploads. An image that cannot be converted
 * (sharp cannot read it) keeps being served as it is, without `srcset`, and
 * is tried again the next day; its id is in the run's result. Until then
 * pages show every such image as a plain `<img>`, as before.
 */
export async function convertStoredImages(db: Database, options: { limit?: number } = {}): Promise<{ converted: number; failed: string[] }> {
  const pending = await db
    .select({ id: uploadedImages.id })
    .from(uploadedImages)
    .where(isNull(uploadedImages.width))
    .orderBy(asc(uploadedImages.createdAt), asc(uploadedImages.id))
    .limit(options.limit ?? STORED_IMAGES_PER_RUN);
  let converted = 0;
  const failed: string[] = [];
  for (const { id } of pending) {
    const [image] = await db.select({ contentType: uploadedImages.contentType, data: uploadedImages.data }).from(uploadedImages).where(eq(uploadedImages.id, id));
    if (!image) continue;
    let result;
    try {
      result = await convertImage(image.data, image.contentType);
    } catch {
      failed.push(id);
      continue;
    }
    await db.transaction(async (tx) => {
      await insertImageVariants(tx, id, result.variants);
      await tx
        .update(uploadedImages)
        .set({ width: result.width, height: result.height })
        .where(and(eq(uploadedImages.id, id), isNull(uploadedImages.width)));
    });
    converted += 1;
  }
  return { converted, failed };
}
