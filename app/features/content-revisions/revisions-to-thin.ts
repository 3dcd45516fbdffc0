import { riyadhDay, riyadhMonth } from "~/lib/riyadh-time";

/** The newest revisions of an item kept whole (issue 26: at least 50). */
export const KEEP_WHOLE = 50;
/** Past the newest 50, one a day for this long, then one a month. */
export const DAILY_DAYS = 90;

export interface ThinnableRevision {
  id: number;
  number: number;
  createdAt: Date;
}

/**
 * The revisions of one item that thinning removes (decision 042): the newest
 * 50 are kept whole; of the older ones, the last of each Riyadh day for 90
 * days, then the last of each Riyadh month; a revision in `kept` (one a
 * restore brought back, or one a language was last reviewed against) stays.
 */
export function revisionsToThin(revisions: readonly ThinnableRevision[], kept: ReadonlySet<number>, now: Date): number[] {
  const newestFirst = [...revisions].sort((a, b) => b.number - a.number);
  const dailySince = now.getTime() - DAILY_DAYS * 24 * 60 * 60_000;
  const seen = new Set<string>();
  const removed: number[] = [];
  for (const [index, revision] of newestFirst.entries()) {
    const period = revision.createdAt.getTime() >= dailySince ? `d${riyadhDay(revision.createdAt)}` : `m${riyadhMonth(revision.createdAt)}`;
    // Newest first, so the first of a period met is its last revision.
    const lastOfPeriod = !seen.has(period);
    seen.add(period);
    if (index < KEEP_WHOLE || lastOfPeriod || kept.has(revision.number)) continue;
    removed.push(revision.id);
  }
  return removed;
}
