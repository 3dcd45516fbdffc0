import { count, desc, eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { uploadedImages, users } from "#db/schema";
import { offsetOf, type ListQuery } from "~/lib/list-query";
import { findImageUses } from "./image-usage.server";
import type { UploadedImagePage } from "./uploaded-image";

/**
 * The media library's page of uploaded images, newest first, each with the
 * places the site shows it (so a writer reuses a picture and sees what a
 * deletion would affect). The bytes are not read: the list shows each image
 * through its own address.
 */
export async function listUploadedImages(db: Database, query: Pick<ListQuery, "page" | "pageSize">): Promise<UploadedImagePage> {
  const [rows, [{ total }], uses] = await Promise.all([
    db
      .select({ id: uploadedImages.id, contentType: uploadedImages.contentType, byteSize: uploadedImages.byteSize, createdAt: uploadedImages.createdAt, uploadedBy: users.username })
      .from(uploadedImages)
      .leftJoin(users, eq(users.id, uploadedImages.uploadedBy))
      .orderBy(desc(uploadedImages.createdAt), desc(uploadedImages.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(uploadedImages),
    findImageUses(db),
  ]);
  return {
    images: rows.map((row) => ({ ...row, url: `/uploads/${row.id}`, createdAt: row.createdAt.toISOString(), uses: uses.get(row.id) ?? [] })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
