import { lt } from "drizzle-orm";
import type { DatabaseExecutor } from "#db/client";
import { contentDrafts } from "#db/schema";

/** How long a working draft no one came back to is kept (decision 042). */
export const STALE_DRAFT_DAYS = 30;

/**
 * The daily job's purge of working drafts untouched for STALE_DRAFT_DAYS: a
 * draft is a safety net for an edit under way, not a second copy of the
 * item kept for ever (an account that left, a post edited elsewhere since).
 */
export async function purgeStaleContentDrafts(executor: DatabaseExecutor, { now }: { now: Date }): Promise<{ purged: number }> {
  const before = new Date(now.getTime() - STALE_DRAFT_DAYS * 24 * 60 * 60_000);
  const purged = await executor.delete(contentDrafts).where(lt(contentDrafts.savedAt, before)).returning({ id: contentDrafts.id });
  return { purged: purged.length };
}
