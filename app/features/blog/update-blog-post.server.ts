import { eq } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import type { Database, DatabaseExecutor } from "#db/client";
import { isUniqueViolation } from "#db/errors";
import { blogPosts } from "#db/schema";
import { type AuditContext, recordAudit } from "~/features/audit-log/record-audit.server";
import { deleteContentDrafts } from "~/features/content-drafts/delete-content-drafts.server";
import type { AdminPostDetail } from "./blog-post";
import type { BlogPostUpdateValues } from "./blog-post.schema";
import { scheduleProblems } from "./blog-post.schema";
import { findBlogPost } from "./find-blog-post.server";
import { scheduleChanged, scheduleDetails, storedSchedule } from "./post-schedule";
import { postItem, postLanguageFields, postSnapshot } from "./post-revision";
import { postSearchFields, storedSearchFields } from "./post-search-fields";
import { postSnapshotColumns } from "./post-snapshot-columns.server";
import { recordRevision } from "~/features/content-revisions/record-revision.server";
import { assertSlugFree, slugTakenError } from "./slug-availability.server";
import { redirectRenamedPost, releasePostAddresses } from "./redirects/post-address-redirects.server";

/** What a save may change, in the form's order: the names `post.update` records (never the words). */
const auditedFields = ["slug", "author", "authorAr", "titleEn", "categoryEn", "summaryEn", "contentEn", "titleAr", "categoryAr", "summaryAr", "contentAr", "imageUrl", "imageAltEn", "imageAltAr", "featured", ...postSearchFields] as const;

/**
 * Saves the whole post (without a status it keeps its own); the first time
 * it becomes published it gets its publication date. Audited in the
 * transaction of the save: becoming published as `post.publish`, leaving it
 * as `post.unpublish` (with the status before and after), and an edit of a
 * post that is and stays published as `post.update` with the names of the
 * fields it changed (what the public reads changed); edits of drafts,
 * pending or rejected posts are not audited. Setting, moving or clearing a
 * schedule (the publish or unpublish time) is audited as `post.schedule`.
 * Without `publishAt` / `unpublishAt` (the spec's payload) the post keeps its
 * schedule, as far as its status uses it (post-schedule.ts).
 *
 * A new slug takes its addresses from any redirect that held them, and a
 * post published before and after the save keeps its old addresses working:
 * they redirect (301) to the new ones (decision 043).
 *
 * Every save keeps a revision in the same transaction and moves the pair of
 * languages on (decision 042); `noTranslationNeeded` keeps the other language
 * up to date. A restore passes its cause and its own step (`inSave`), run in
 * the transaction with the revision's number.
 */
export async function updateBlogPost(
  db: Database,
  id: number,
  input: BlogPostUpdateValues,
  audit: AuditContext,
  now = new Date(),
  revision: { cause: "save" | "restore" | "submission"; restoredFrom?: number; inSave?: (tx: DatabaseExecutor, number: number) => Promise<void> } = { cause: "save" },
): Promise<AdminPostDetail> {
  const [existing] = await db
    .select({
      ...postSnapshotColumns,
      publishedAt: blogPosts.publishedAt,
      publishAt: blogPosts.publishAt,
      unpublishAt: blogPosts.unpublishAt,
    } satisfies Record<(typeof auditedFields)[number] | "publishedAt" | "status" | "publishAt" | "unpublishAt", unknown>)
    .from(blogPosts)
    .where(eq(blogPosts.id, id))
    .limit(1);
  if (!existing) throw new AppError("NOT_FOUND", { message: "blogAdmin.error.notFound" });
  // Only a post that never had an Arabic name may be saved without one.
  if (input.authorAr === "" && existing.authorAr !== "") throw new AppError("VALIDATION", { fieldErrors: { authorAr: "admin.form.error.required" } });
  const { noTranslationNeeded, ...changes } = input;
  // Search and sharing fields left out are kept; emptied ones go back to their default (decision 045).
  const values = { ...changes, ...storedSearchFields(changes), status: changes.status ?? existing.status };
  const before = storedSchedule(existing.status, existing.publishAt, existing.unpublishAt);
  const publishAt = input.publishAt === undefined ? existing.publishAt : input.publishAt;
  const unpublishAt = input.unpublishAt === undefined ? existing.unpublishAt : input.unpublishAt;
  // The rules again on what the post will be: a save without a status or a time keeps the stored one.
  const problems = scheduleProblems({ status: values.status, publishAt: publishAt && new Date(publishAt).toISOString(), unpublishAt: unpublishAt && new Date(unpublishAt).toISOString() });
  if (problems.length > 0) throw new AppError("VALIDATION", { fieldErrors: Object.fromEntries(problems.map((problem) => [problem.field, problem.message])) });
  const schedule = storedSchedule(values.status, publishAt, unpublishAt);
  await assertSlugFree(db, values.slug, id);
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(blogPosts)
        .set({
          ...values,
          ...schedule,
          updatedAt: now,
          publishedAt: values.status === "published" && !existing.publishedAt ? now : existing.publishedAt,
        })
        .where(eq(blogPosts.id, id));
      // What the editor autosaved is saved now (decision 042).
      await deleteContentDrafts(tx, { kind: "post", itemId: id, userId: audit.actor.id });
      const snapshotBefore = postSnapshot(existing);
      const snapshotAfter = postSnapshot({ ...existing, ...values });
      const number = await recordRevision(tx, {
        item: postItem(id),
        before: snapshotBefore,
        after: snapshotAfter,
        fields: postLanguageFields,
        authorId: audit.actor.id,
        cause: revision.cause,
        restoredFrom: revision.restoredFrom,
        noTranslationNeeded,
        now,
      });
      await revision.inSave?.(tx, number);
      if (values.slug !== existing.slug) {
        await releasePostAddresses(tx, { slug: values.slug, audit, now });
        if (existing.status === "published" && values.status === "published") await redirectRenamedPost(tx, { from: existing.slug, to: values.slug, audit, now });
      }
      const published = values.status === "published";
      if (published !== (existing.status === "published")) {
        await recordAudit(tx, {
          ...audit,
          action: published ? "post.publish" : "post.unpublish",
          target: { type: "post", id },
          details: { slug: values.slug, from: existing.status, to: values.status },
          now,
        });
      } else if (published) {
        const fields = auditedFields.filter((field) => snapshotAfter[field] !== snapshotBefore[field]);
        if (fields.length > 0) await recordAudit(tx, { ...audit, action: "post.update", target: { type: "post", id }, details: { slug: values.slug, fields }, now });
      }
      if (scheduleChanged(before, schedule)) {
        await recordAudit(tx, { ...audit, action: "post.schedule", target: { type: "post", id }, details: { slug: values.slug, ...scheduleDetails(schedule) }, now });
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTakenError();
    throw error;
  }
  return findBlogPost(db, id);
}
