import type { Database } from "../client";
import { appSettings, blogPosts } from "../schema";
import { seedBlogPosts } from "./blog-posts";

/**
 * Runs on every start; the demo articles are added only on the very first
 * start, so articles the firm deletes stay deleted. (The dashboard's editable
 * texts are the site-content feature's: features/site-content/add-editable-texts.server.ts.)
 */
export async function seedDemoContent(db: Database): Promise<{ blogPostsAdded: number }> {
  const firstStart = await db
    .insert(appSettings)
    .values({ key: "demo_content_seeded", value: new Date().toISOString() })
    .onConflictDoNothing()
    .returning({ key: appSettings.key });
  if (firstStart.length === 0) return { blogPostsAdded: 0 };

  const added = await db
    .insert(blogPosts)
    .values(
      seedBlogPosts.map((post) => {
        const { publishedAt, ...fields } = post;
        const date = new Date(publishedAt);
        return { ...fields, status: "published" as const, createdAt: date, updatedAt: date, publishedAt: date };
      }),
    )
    .onConflictDoNothing({ target: blogPosts.slug })
    .returning({ id: blogPosts.id });
  return { blogPostsAdded: added.length };
}
