import { and, eq } from "drizzle-orm";
import { deleteContentDrafts } from "~/features/content-drafts/delete-content-drafts.server";
import { memberArticleDraftId } from "~/features/content-drafts/content-draft";
import { recordRevision } from "~/features/content-revisions/record-revision.server";
import { hitRateLimit } from "~/features/security/rate-limit.server";
import { AppError } from "~/lib/app-error";
import type { Database } from "#db/client";
import { isUniqueViolation } from "#db/errors";
import { blogPosts } from "#db/schema";
import type { StoredLanguage } from "#db/schema/enums";
import type { MyArticleDetail, MyArticleRow } from "./blog-post";
import { DEFAULT_ARTICLE_IMAGE, type ArticleSubmissionValues } from "./blog-post.schema";
import { myArticleColumns, myArticleRowOf } from "./my-article-columns.server";
import { postItem, postLanguageFields, postSnapshot } from "./post-revision";
import { postSnapshotColumns } from "./post-snapshot-columns.server";
import { assertSlugFree, slugTakenError } from "./slug-availability.server";
import { SUBMISSIONS_PER_DAY } from "./submit-article.server";

const notYours = () => new AppError("NOT_FOUND", { message: "blogAdmin.error.notFound" });

/** One of the signed-in member's own articles, whole: what "Edit and send again" opens. Another account's article is a 404. */
export async function getMyArticle(db: Database, options: { userId: number; postId: number }): Promise<MyArticleDetail> {
  const [row] = await db
    .select({
      ...myArticleColumns,
      author: blogPosts.author,
      authorAr: blogPosts.authorAr,
      imageUrl: blogPosts.imageUrl,
      imageAltEn: blogPosts.imageAltEn,
      imageAltAr: blogPosts.imageAltAr,
      summaryEn: blogPosts.summaryEn,
      summaryAr: blogPosts.summaryAr,
      contentEn: blogPosts.contentEn,
      contentAr: blogPosts.contentAr,
    })
    .from(blogPosts)
    .where(and(eq(blogPosts.id, options.postId), eq(blogPosts.submittedBy, options.userId)))
    .limit(1);
  if (!row) throw notYours();
  // Sent without a picture, it has the firm's pattern: the form shows no address, as the member left it.
  return { ...row, ...myArticleRowOf(row), imageUrl: row.imageUrl === DEFAULT_ARTICLE_IMAGE ? "" : row.imageUrl };
}

/** Throws the 404 of another account's article (or none): a member's draft of an article is only of their own. */
export async function assertMyArticle(db: Database, options: { userId: number; postId: number }): Promise<void> {
  const [row] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.id, options.postId), eq(blogPosts.submittedBy, options.userId)))
    .limit(1);
  if (!row) throw notYours();
}

/**
 * The author sends an article back for review after the reviewer asked for
 * changes (decision 042): only from `changes_requested`, only their own, with
 * the submission's rules (the same schema, a free slug, the same daily
 * limit). It becomes pending again; the reviewer's comment stays on it so
 * the next review sees what was asked, and the resubmission is a revision
 * (cause `submission`), so the history compares the two submissions. The
 * language it is sent from is the language the next decision is mailed in.
 */
export async function resubmitMyArticle(
  db: Database,
  options: { userId: number; postId: number; values: ArticleSubmissionValues; lang: StoredLanguage; now?: Date },
): Promise<MyArticleRow> {
  const now = options.now ?? new Date();
  const [current] = await db
    .select(postSnapshotColumns)
    .from(blogPosts)
    .where(and(eq(blogPosts.id, options.postId), eq(blogPosts.submittedBy, options.userId)))
    .limit(1);
  if (!current) throw notYours();
  if (current.status !== "changes_requested") throw new AppError("CONFLICT", { message: "blogAdmin.articles.error.notEditable" });
  const limit = await hitRateLimit(db, { key: `article-submit:${options.userId}`, limit: SUBMISSIONS_PER_DAY, windowMs: 24 * 3_600_000, now });
  if (!limit.allowed) throw new AppError("RATE_LIMITED", { message: "blogAdmin.articles.error.tooMany", retryAfterSeconds: limit.retryAfterSeconds });

  const { imageUrl, ...values } = options.values;
  await assertSlugFree(db, values.slug, options.postId);
  try {
    const stored = { ...values, imageUrl: imageUrl || DEFAULT_ARTICLE_IMAGE, status: "pending" as const };
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(blogPosts)
        .set({ ...stored, authorLang: options.lang, updatedAt: now })
        // Only while it is still sent back: two tabs sending at once make one pending article.
        .where(and(eq(blogPosts.id, options.postId), eq(blogPosts.submittedBy, options.userId), eq(blogPosts.status, "changes_requested")))
        .returning(myArticleColumns);
      if (!updated) throw new AppError("CONFLICT", { message: "blogAdmin.articles.error.notEditable" });
      // A revision of its own, so the history shows what changed between the submissions (decision 042).
      await recordRevision(tx, {
        item: postItem(options.postId),
        before: postSnapshot(current),
        after: postSnapshot({ ...current, ...stored }),
        fields: postLanguageFields,
        authorId: options.userId,
        cause: "submission",
        now,
      });
      // The article is sent: the member's working draft of it ends with it (decision 042).
      await deleteContentDrafts(tx, { kind: "post", itemId: memberArticleDraftId(options.postId), userId: options.userId });
      return updated;
    });
    return myArticleRowOf(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTakenError();
    throw error;
  }
}
