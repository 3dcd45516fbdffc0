import { and, count, eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { blogPosts, contactSubmissions, users } from "#db/schema";
import type { AdminStats } from "./admin-stats";

/** The dashboard's summary cards: live counts straight from the tables. The leads' figures are the day strip's (`getFirmDay`). */
export async function getAdminStats(db: Database): Promise<AdminStats> {
  const countOf = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);
  const [usersCount, publishedPosts, contacts, featuredPosts, pendingPosts] = await Promise.all([
    countOf(db.select({ n: count() }).from(users)),
    countOf(db.select({ n: count() }).from(blogPosts).where(eq(blogPosts.status, "published"))),
    countOf(db.select({ n: count() }).from(contactSubmissions)),
    countOf(db.select({ n: count() }).from(blogPosts).where(and(eq(blogPosts.status, "published"), eq(blogPosts.featured, true)))),
    countOf(db.select({ n: count() }).from(blogPosts).where(eq(blogPosts.status, "pending"))),
  ]);
  return { users: usersCount, publishedPosts, contactSubmissions: contacts, featuredPosts, pendingPosts };
}
