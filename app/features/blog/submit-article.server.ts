import { hitRateLimit } from "~/features/security/rate-limit.server";
import { AppError } from "~/lib/app-error";
import type { Database } from "#db/client";
import { isUniqueViolation } from "#db/errors";
import { blogPosts } from "#db/schema";
import type { StoredLanguage } from "#db/schema/enums";
import type { MyArticleRow } from "./blog-post";
import { DEFAULT_ARTICLE_IMAGE, type ArticleSubmissionValues } from "./blog-post.schema";
import { myArticleColumns, myArticleRowOf } from "./my-article-columns.server";
import { assertSlugFree, slugTakenError } from "./slug-availability.server";
import { postItem, postLanguageFields, postSnapshot } from "./post-revision";
import { recordRevision } from "~/features/content-revisions/record-revision.server";
import { deleteContentDrafts } from "~/features/content-drafts/delete-content-drafts.server";
import { memberArticleDraftId } from "~/features/content-drafts/content-draft";

/** Enough for a prolific author, too few to flood the review queue. */
export const SUBMISSIONS_PER_DAY = 10;

/** A signed-in user's article, pending until an administrator reviews it; its first revision is the submission (decision 042). */
export async function submitArticle(
  db: Database,
  options: { userId: number; values: ArticleSubmissionValues; lang: StoredLanguage; now?: Date },
): Promise<MyArticleRow> {
  const now = options.now ?? new Date();
  const limit = await hitRateLimit(db, { key: `article-submit:${options.userId}`, limit: SUBMISSIONS_PER_DAY, windowMs: 24 * 3_600_000, now });
  if (!limit.allowed) throw new AppError("RATE_LIMITED", { message: "blogAdmin.articles.error.tooMany", retryAfterSeconds: limit.retryAfterSeconds });

  const { imageUrl, ...values } = options.values;
  await assertSlugFree(db, values.slug);
  try {
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(blogPosts)
        .values({
          ...values,
          imageUrl: imageUrl || DEFAULT_ARTICLE_IMAGE,
          featured: false,
          status: "pending",
          submittedBy: options.userId,
          // The reviewer's decision is mailed to the author in the language they wrote from.
          authorLang: options.lang,
          createdAt: now,
          updatedAt: now,
        })
        .returning(myArticleColumns);
      const stored = { ...values, imageUrl: imageUrl || DEFAULT_ARTICLE_IMAGE, imageAltEn: values.imageAltEn ?? "", imageAltAr: values.imageAltAr ?? "", featured: false, status: "pending" };
      await recordRevision(tx, { item: postItem(inserted.id), before: null, after: postSnapshot(stored), fields: postLanguageFields, authorId: options.userId, cause: "submission", now });
      // The article is sent: the member's working draft of a new article ends with it (decision 042).
      await deleteContentDrafts(tx, { kind: "post", itemId: memberArticleDraftId("new"), userId: options.userId });
      return inserted;
    });
    return myArticleRowOf(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTakenError();
    throw error;
  }
}
