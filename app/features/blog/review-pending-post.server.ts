import { and, eq } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import type { Database } from "#db/client";
import { blogPosts, users } from "#db/schema";
import { type AuditContext, recordAudit } from "~/features/audit-log/record-audit.server";
import { enqueueMail } from "~/features/mail/enqueue-mail.server";
import { getTranslators } from "~/i18n/server-translator.server";
import { localizePath } from "~/i18n/locales";
import { composeReviewDecisionMail, POST_REVIEW_MAIL_KIND } from "./review-decision-mail";
import { releasePostAddresses } from "./redirects/post-address-redirects.server";

/** What a reviewer can do with a pending article (decision 042): publish it, send it back for changes, or refuse it. */
export type ReviewDecision = { kind: "approve" } | { kind: "reject"; comment?: string } | { kind: "request_changes"; comment: string };

/**
 * Moves a pending article on: approved ones are published (and appear in the
 * blog); rejected ones stay visible to their author as rejected; sent back
 * ones (`changes_requested`) wait for their author to edit and send them
 * again. Only a pending article can be reviewed, so two reviewers clicking
 * at once cannot publish a rejected one. A rejection may carry a comment, a
 * request for changes must: it is kept on the post and mailed to the author
 * (when the account has an address) in the language they sent the article
 * in, in the same transaction. Audited there too: an approval publishes, as
 * `post.publish` (from pending); a rejection as `post.reject`; a request as
 * `post.request_changes`.
 */
export async function reviewPendingPost(
  db: Database,
  id: number,
  decision: ReviewDecision,
  options: { audit: AuditContext; publicUrl: string; now?: Date },
): Promise<void> {
  const now = options.now ?? new Date();
  const { audit } = options;
  const comment = decision.kind === "approve" ? null : decision.comment?.trim() || null;
  const changes =
    decision.kind === "approve"
      ? { status: "published" as const, publishedAt: now, updatedAt: now, reviewComment: null }
      : { status: decision.kind === "reject" ? ("rejected" as const) : ("changes_requested" as const), updatedAt: now, reviewComment: comment };
  // Read before the transaction: the firm's wording (with an administrator's overrides) of the mail to the author.
  const translators = decision.kind === "approve" ? null : await getTranslators(db);
  const updated = await db.transaction(async (tx) => {
    const rows = await tx
      .update(blogPosts)
      .set(changes)
      .where(and(eq(blogPosts.id, id), eq(blogPosts.status, "pending")))
      .returning({ id: blogPosts.id, slug: blogPosts.slug, titleEn: blogPosts.titleEn, titleAr: blogPosts.titleAr, submittedBy: blogPosts.submittedBy, authorLang: blogPosts.authorLang });
    const [row] = rows;
    if (!row) return rows;
    const target = { type: "post" as const, id };
    if (decision.kind === "approve") {
      await recordAudit(tx, { ...audit, action: "post.publish", target, details: { slug: row.slug, from: "pending", to: "published" }, now });
      // Published under its address: a redirect from it (made since the article was sent) would hide it (decision 043).
      await releasePostAddresses(tx, { slug: row.slug, audit, now });
      return rows;
    }
    const action = decision.kind === "reject" ? ("post.reject" as const) : ("post.request_changes" as const);
    await recordAudit(tx, { ...audit, action, target, details: { slug: row.slug, commented: comment !== null }, now });
    if (row.submittedBy !== null) {
      const [author] = await tx.select({ email: users.email, fullName: users.fullName, username: users.username }).from(users).where(eq(users.id, row.submittedBy)).limit(1);
      if (author?.email && translators) {
        const lang = row.authorLang ?? "en";
        const t = translators[lang];
        const mail = composeReviewDecisionMail({
          t,
          lang,
          decision: decision.kind,
          name: author.fullName?.trim() || author.username,
          title: lang === "ar" ? row.titleAr : row.titleEn,
          comment,
          link: `${options.publicUrl}${localizePath("/profile", lang)}#my-articles`,
        });
        await enqueueMail(tx, { to: author.email, ...mail, reference: `${POST_REVIEW_MAIL_KIND}:${id}` }, now);
      }
    }
    return rows;
  });
  if (updated.length > 0) return;
  const [exists] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  if (!exists) throw new AppError("NOT_FOUND", { message: "blogAdmin.error.notFound" });
  throw new AppError("CONFLICT", { message: "blogAdmin.pending.error.notPending" });
}
