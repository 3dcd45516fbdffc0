import { eq } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import type { Database } from "#db/client";
import { blogPosts, users } from "#db/schema";
import { adminPostColumns, toAdminPostRow } from "./admin-post-columns.server";
import type { AdminPostDetail } from "./blog-post";

/** One post of any status with its full texts; 404 when there is none. */
export async function findBlogPost(db: Database, id: number): Promise<AdminPostDetail> {
  const [row] = await db
    .select({
      ...adminPostColumns,
      summaryEn: blogPosts.summaryEn,
      summaryAr: blogPosts.summaryAr,
      contentEn: blogPosts.contentEn,
      contentAr: blogPosts.contentAr,
    })
    .from(blogPosts)
    .leftJoin(users, eq(users.id, blogPosts.submittedBy))
    .where(eq(blogPosts.id, id))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", { message: "blogAdmin.error.notFound" });
  return toAdminPostRow(row);
}
