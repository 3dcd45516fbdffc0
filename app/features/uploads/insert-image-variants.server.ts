import type { DatabaseExecutor } from "#db/client";
import { uploadedImageVariants } from "#db/schema";
import type { ConvertedVariant } from "./convert-image.server";

/** Stores an image's variants (decision 044); a variant already there (another instance converted it first) is left as it is. */
export async function insertImageVariants(executor: DatabaseExecutor, imageId: string, variants: ConvertedVariant[]): Promise<void> {
  if (variants.length === 0) return;
  await executor
    .insert(uploadedImageVariants)
    .values(variants.map((variant) => ({ imageId, width: variant.width, height: variant.height, contentType: variant.type, byteSize: variant.data.length, data: variant.data })))
    .onConflictDoNothing();
}
