import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { blogPosts } from "#db/schema";
import { type AuditContext, recordAudit } from "~/features/audit-log/record-audit.server";
import { markLanguageReviewed } from "~/features/content-revisions/record-revision.server";
import type { ContentLanguage, TranslationState } from "~/features/content-revisions/translation-flags";
import { AppError } from "~/lib/app-error";
import { postItem } from "./post-revision";

/**
 * "Mark as up to date" in the side-by-side view (decision 042): the language
 * counts as reviewed against the other's latest change, without a new
 * revision (its words did not change). Audited as `post.translation_reviewed`.
 * A language with an empty required field stays "missing": only writing it
 * clears that.
 */
export async function markTranslationReviewed(db: Database, request: { postId: number; language: ContentLanguage; audit: AuditContext; now?: Date }): Promise<TranslationState> {
  const now = request.now ?? new Date();
  const item = postItem(request.postId);
  return db.transaction(async (tx) => {
    // Holding the post's row keeps a save from slipping in between the read and the write.
    const [post] = await tx.select({ slug: blogPosts.slug }).from(blogPosts).where(eq(blogPosts.id, request.postId)).for("update");
    if (!post) throw new AppError("NOT_FOUND", { message: "blogAdmin.error.notFound" });
    const next = await markLanguageReviewed(tx, item, request.language);
    await recordAudit(tx, { ...request.audit, action: "post.translation_reviewed", target: { type: "post", id: request.postId }, details: { slug: post.slug, language: request.language }, now });
    return next;
  });
}
