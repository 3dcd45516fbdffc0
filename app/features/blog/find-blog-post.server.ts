import { eq } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import type { Database } from "#db/client";
import { blogPosts, translationStates, users } from "#db/schema";
import { adminPostColumns, toAdminPostRow } from "./admin-post-columns.server";
import { translationStateOfPost } from "./post-translation-sql.server";
import type { AdminPostDetail } from "./blog-post";
import { listStaffNames } from "./list-staff-names.server";
import { postSearchColumns } from "./post-search-columns.server";
import { readSearchFields } from "./post-search-fields";
import { findStaffLookalike } from "./staff-lookalike";

/**
 * One post of any status with its full texts; 404 when there is none. A
 * member's article whose byline looks like staff (an administrator, the
 * firm, an author the firm publishes under) says whose: the reviewer is told,
 * nothing is blocked (issue 21 item 6i).
 */
export async function findBlogPost(db: Database, id: number): Promise<AdminPostDetail> {
  const [found] = await db
    .select({
      ...adminPostColumns,
      submitterRole: users.role,
      summaryEn: blogPosts.summaryEn,
      summaryAr: blogPosts.summaryAr,
      contentEn: blogPosts.contentEn,
      contentAr: blogPosts.contentAr,
      ...postSearchColumns,
    })
    .from(blogPosts)
    .leftJoin(users, eq(users.id, blogPosts.submittedBy))
    .leftJoin(translationStates, translationStateOfPost)
    .where(eq(blogPosts.id, id))
    .limit(1);
  if (!found) throw new AppError("NOT_FOUND", { message: "blogAdmin.error.notFound" });
  const { submitterRole, searchTitleEn, searchTitleAr, searchDescriptionEn, searchDescriptionAr, socialImageEn, socialImageAr, ...row } = found;
  const search = readSearchFields({ searchTitleEn, searchTitleAr, searchDescriptionEn, searchDescriptionAr, socialImageEn, socialImageAr });
  const byMember = row.submittedBy !== null && submitterRole !== "admin";
  const authorLookalike = byMember ? findStaffLookalike([row.author, row.authorAr], await listStaffNames(db)) : null;
  return { ...toAdminPostRow(row), ...search, authorLookalike };
}
