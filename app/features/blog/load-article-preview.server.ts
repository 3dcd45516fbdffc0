import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "#db/client";
import { postPreviewLinks } from "#db/schema";
import type { Lang } from "~/i18n/locales";
import type { ArticlePage } from "./blog-post";
import { findPostForPreview } from "./find-published-post.server";
import { articlePageOf } from "./load-article.server";
import { readPreviewToken } from "./preview-token.server";

/**
 * The page a private preview link shows (decision 042): the post, whatever
 * its status, exactly as its public page would, and until when the link
 * works; null for a forged, expired or revoked link, or a deleted post.
 */
export async function loadArticlePreview(
  db: Database,
  options: { token: string; secret: string; lang: Lang; siteOrigin: string; now?: Date },
): Promise<(ArticlePage & { expiresAt: string }) | null> {
  const linkId = readPreviewToken(options.secret, options.token);
  if (linkId === null) return null;
  const [link] = await db
    .select({ postId: postPreviewLinks.postId, expiresAt: postPreviewLinks.expiresAt })
    .from(postPreviewLinks)
    .where(and(eq(postPreviewLinks.id, linkId), isNull(postPreviewLinks.revokedAt), gt(postPreviewLinks.expiresAt, options.now ?? new Date())))
    .limit(1);
  if (!link) return null;
  const post = await findPostForPreview(db, link.postId);
  if (!post) return null;
  return { ...(await articlePageOf(db, post, options)), expiresAt: link.expiresAt.toISOString() };
}
