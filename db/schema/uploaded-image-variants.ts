import { integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { uploadedImages } from "./blog-posts";
import { bytea } from "./column-types";

/**
 * The smaller copies of an uploaded image that pages offer in `srcset`
 * (decision 044): made once, when the image is uploaded, at a few widths in
 * AVIF, WebP and the original's own format, never wider than the original.
 * Served at `/uploads/<id>/<width>.<avif|webp|jpg|png>`; gone with their image.
 */
export const uploadedImageVariants = pgTable(
  "uploaded_image_variants",
  {
    imageId: text("image_id")
      .notNull()
      .references(() => uploadedImages.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    contentType: text("content_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    data: bytea("data").notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.width, t.contentType] })],
);
