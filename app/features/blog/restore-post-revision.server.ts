import type { Database } from "#db/client";
import { type AuditContext, recordAudit } from "~/features/audit-log/record-audit.server";
import { findRevisionSnapshot } from "~/features/content-revisions/find-revision.server";
import type { AdminPostDetail } from "./blog-post";
import { findBlogPost } from "./find-blog-post.server";
import { postItem, restoredPostFields } from "./post-revision";
import { updateBlogPost } from "./update-blog-post.server";

/**
 * Makes an older revision the current text again (decision 042): its words,
 * bylines, cover and featured mark are saved as a new revision (cause
 * `restore`), through the post's own save, so the pair of languages and the
 * publishing audit follow as for any save; the address and the status stay.
 * Audited as `post.revision_restore` in the same transaction.
 */
export async function restorePostRevision(db: Database, request: { postId: number; revision: number; audit: AuditContext; now?: Date }): Promise<AdminPostDetail> {
  const now = request.now ?? new Date();
  const current = await findBlogPost(db, request.postId);
  const snapshot = await findRevisionSnapshot(db, postItem(request.postId), request.revision);
  const restored = Object.fromEntries(restoredPostFields.map((field) => [field, snapshot[field] ?? current[field]]));
  // A revision from before Arabic bylines has none; a name given since is kept (it cannot be emptied, decision 023).
  const values = { ...restored, authorAr: restored.authorAr || current.authorAr, slug: current.slug, status: current.status } as Parameters<typeof updateBlogPost>[2];
  return updateBlogPost(db, request.postId, values, request.audit, now, {
    cause: "restore",
    restoredFrom: request.revision,
    inSave: async (tx, number) => {
      await recordAudit(tx, { ...request.audit, action: "post.revision_restore", target: { type: "post", id: request.postId }, details: { slug: current.slug, revision: request.revision, number }, now });
    },
  });
}
