import { inArray } from "drizzle-orm";
import type { Database } from "#db/client";
import { uploadedImageVariants } from "#db/schema";
import { uploadedImageId, variantTypes, type ResponsiveImages, type VariantType } from "~/lib/responsive-image";

/**
 * The stored variants of the uploaded images among `paths` (`/uploads/<id>`;
 * any other address is left out), in one query, for a page to offer them in
 * `srcset` (decision 044). An image without variants is absent: the page
 * shows it as a plain `<img>`.
 */
export async function findResponsiveImages(db: Database, paths: readonly string[]): Promise<ResponsiveImages> {
  const ids = [...new Set(paths.map(uploadedImageId).filter((id): id is string => id !== null))];
  if (ids.length === 0) return {};
  const rows = await db
    .select({ imageId: uploadedImageVariants.imageId, width: uploadedImageVariants.width, height: uploadedImageVariants.height, type: uploadedImageVariants.contentType })
    .from(uploadedImageVariants)
    .where(inArray(uploadedImageVariants.imageId, ids))
    .orderBy(uploadedImageVariants.imageId, uploadedImageVariants.contentType, uploadedImageVariants.width);
  const images: ResponsiveImages = {};
  for (const row of rows) {
    if (!(variantTypes as readonly string[]).includes(row.type)) continue;
    (images[`/uploads/${row.imageId}`] ??= { variants: [] }).variants.push({ width: row.width, height: row.height, type: row.type as VariantType });
  }
  return images;
}
