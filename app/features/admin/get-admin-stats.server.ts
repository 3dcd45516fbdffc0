import { and, count, eq, gte } from "drizzle-orm";
import type { Database } from "#db/client";
import { blogPosts, contactSubmissions, leads, users } from "#db/schema";
import { leadWhere } from "~/features/lead-pipeline/lead-query.server";
import { startOfRiyadhWeek } from "~/lib/riyadh-time";
import type { AdminStats } from "./admin-stats";

/** The dashboard's summary cards: live counts straight from the tables. `now` is the clock (a test's own). */
export async function getAdminStats(db: Database, now: Date = new Date()): Promise<AdminStats> {
  const countOf = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);
  const [usersCount, publishedPosts, contacts, featuredPosts, pendingPosts, newLeadsThisWeek, overdueFollowUps] = await Promise.all([
    countOf(db.select({ n: count() }).from(users)),
    countOf(db.select({ n: count() }).from(blogPosts).where(eq(blogPosts.status, "published"))),
    countOf(db.select({ n: count() }).from(contactSubmissions)),
    countOf(db.select({ n: count() }).from(blogPosts).where(and(eq(blogPosts.status, "published"), eq(blogPosts.featured, true)))),
    countOf(db.select({ n: count() }).from(blogPosts).where(eq(blogPosts.status, "pending"))),
    countOf(db.select({ n: count() }).from(leads).where(gte(leads.createdAt, startOfRiyadhWeek(now)))),
    countOf(db.select({ n: count() }).from(leads).where(leadWhere({ search: "", overdue: true }, now))),
  ]);
  return { users: usersCount, publishedPosts, contactSubmissions: contacts, featuredPosts, pendingPosts, newLeadsThisWeek, overdueFollowUps };
}
