import type { Database } from "#db/client";
import { isUniqueViolation } from "#db/errors";
import { blogPosts } from "#db/schema";
import { type AuditContext, recordAudit } from "~/features/audit-log/record-audit.server";
import { deleteContentDrafts } from "~/features/content-drafts/delete-content-drafts.server";
import type { AdminPostDetail } from "./blog-post";
import type { BlogPostValues } from "./blog-post.schema";
import { findBlogPost } from "./find-blog-post.server";
import { scheduleDetails, storedSchedule } from "./post-schedule";
import { postItem, postLanguageFields, postSnapshot } from "./post-revision";
import { storedSearchFields } from "./post-search-fields";
import { recordRevision } from "~/features/content-revisions/record-revision.server";
import { assertSlugFree, slugTakenError } from "./slug-availability.server";
import { releasePostAddresses } from "./redirects/post-address-redirects.server";

/**
 * A post written by the firm: published (public at once) unless it is saved
 * as a draft or scheduled. A post created published is audited as
 * `post.publish`, and one created with a schedule (a publish or unpublish
 * time) as `post.schedule`, in the transaction of the insert, which also
 * keeps its first revision (decision 042).
 */
export async function createBlogPost(db: Database, input: BlogPostValues, audit: AuditContext, now = new Date()): Promise<AdminPostDetail> {
  // The spec's payload has no cover descriptions: the cover has none yet.
  const values = { ...input, imageAltEn: input.imageAltEn ?? "", imageAltAr: input.imageAltAr ?? "" };
  await assertSlugFree(db, values.slug);
  const schedule = storedSchedule(values.status, values.publishAt, values.unpublishAt);
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(blogPosts)
        .values({ ...values, ...storedSearchFields(values), ...schedule, createdAt: now, updatedAt: now, publishedAt: values.status === "published" ? now : null })
        .returning({ id: blogPosts.id });
      // The author's autosaved draft of a new post is now this post (decision 042).
      await deleteContentDrafts(tx, { kind: "post", itemId: "new", userId: audit.actor.id });
      await recordRevision(tx, { item: postItem(row.id), before: null, after: postSnapshot(values), fields: postLanguageFields, authorId: audit.actor.id, cause: "save", now });
      // The post's addresses are its own now: a redirect from them would hide it (decision 043).
      await releasePostAddresses(tx, { slug: values.slug, audit, now });
      if (values.status === "published") {
        await recordAudit(tx, { ...audit, action: "post.publish", target: { type: "post", id: row.id }, details: { slug: values.slug, from: null, to: "published" }, now });
      }
      if (schedule.publishAt || schedule.unpublishAt) {
        await recordAudit(tx, { ...audit, action: "post.schedule", target: { type: "post", id: row.id }, details: { slug: values.slug, ...scheduleDetails(schedule) }, now });
      }
      return row.id;
    });
  } catch (error) {
    // Another request took the slug between the check and the insert.
    if (isUniqueViolation(error)) throw slugTakenError();
    throw error;
  }
  return findBlogPost(db, id);
}
