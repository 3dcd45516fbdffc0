import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "#db/client";
import { blogPosts, postPreviewLinks, users } from "#db/schema";
import { type AuditContext, recordAudit } from "~/features/audit-log/record-audit.server";
import { AppError } from "~/lib/app-error";
import type { PreviewLink } from "./preview-link";
import { previewToken } from "./preview-token.server";

/** How long a preview link works (issue 26 item 6). */
export const PREVIEW_LINK_DAYS = 7;


async function postSlug(db: Database, postId: number): Promise<string> {
  const [post] = await db.select({ slug: blogPosts.slug }).from(blogPosts).where(eq(blogPosts.id, postId)).limit(1);
  if (!post) throw new AppError("NOT_FOUND", { message: "blogAdmin.error.notFound" });
  return post.slug;
}

/** A new link to the post, working for 7 days; audited as `post.preview_link_create`. */
export async function createPreviewLink(
  db: Database,
  request: { postId: number; secret: string; audit: AuditContext; now?: Date },
): Promise<PreviewLink> {
  const now = request.now ?? new Date();
  const slug = await postSlug(db, request.postId);
  const expiresAt = new Date(now.getTime() + PREVIEW_LINK_DAYS * 24 * 60 * 60_000);
  const row = await db.transaction(async (tx) => {
    const [link] = await tx
      .insert(postPreviewLinks)
      .values({ postId: request.postId, createdBy: request.audit.actor.id, createdAt: now, expiresAt })
      .returning({ id: postPreviewLinks.id, createdAt: postPreviewLinks.createdAt, expiresAt: postPreviewLinks.expiresAt });
    await recordAudit(tx, { ...request.audit, action: "post.preview_link_create", target: { type: "post", id: request.postId }, details: { slug, link: link.id }, now });
    return link;
  });
  return { id: row.id, token: previewToken(request.secret, row.id), createdAt: row.createdAt.toISOString(), expiresAt: row.expiresAt.toISOString(), createdBy: request.audit.actor.username };
}

/** The post's links that still work, newest first. */
export async function listPreviewLinks(db: Database, request: { postId: number; secret: string; now?: Date }): Promise<PreviewLink[]> {
  await postSlug(db, request.postId);
  const rows = await db
    .select({ id: postPreviewLinks.id, createdAt: postPreviewLinks.createdAt, expiresAt: postPreviewLinks.expiresAt, fullName: users.fullName, username: users.username })
    .from(postPreviewLinks)
    .leftJoin(users, eq(users.id, postPreviewLinks.createdBy))
    .where(and(eq(postPreviewLinks.postId, request.postId), isNull(postPreviewLinks.revokedAt), gt(postPreviewLinks.expiresAt, request.now ?? new Date())))
    .orderBy(desc(postPreviewLinks.id));
  return rows.map((row) => ({
    id: row.id,
    token: previewToken(request.secret, row.id),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    createdBy: row.fullName || row.username || null,
  }));
}

/** Ends a link at once; audited as `post.preview_link_revoke`. A link already ended, or of another post, is a 404. */
export async function revokePreviewLink(db: Database, request: { postId: number; linkId: number; audit: AuditContext; now?: Date }): Promise<void> {
  const now = request.now ?? new Date();
  const slug = await postSlug(db, request.postId);
  await db.transaction(async (tx) => {
    const revoked = await tx
      .update(postPreviewLinks)
      .set({ revokedAt: now })
      .where(and(eq(postPreviewLinks.id, request.linkId), eq(postPreviewLinks.postId, request.postId), isNull(postPreviewLinks.revokedAt)))
      .returning({ id: postPreviewLinks.id });
    if (revoked.length === 0) throw new AppError("NOT_FOUND", { message: "blogAdmin.preview.error.notFound" });
    await recordAudit(tx, { ...request.audit, action: "post.preview_link_revoke", target: { type: "post", id: request.postId }, details: { slug, link: request.linkId }, now });
  });
}
