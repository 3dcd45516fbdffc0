import { desc, sql } from "drizzle-orm";
import { blogPosts } from "#db/schema";

/**
 * Newest first by the day an article went public: an article written long ago
 * and approved today comes first, not buried at the date its draft was begun.
 */
export const newestPublishedFirst = [desc(sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`), desc(blogPosts.id)] as const;
