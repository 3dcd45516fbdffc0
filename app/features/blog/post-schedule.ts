import type { PostStatus } from "./post-status";

/** A post's schedule as stored: each time kept only where its status uses it. */
export interface StoredSchedule {
  publishAt: Date | null;
  unpublishAt: Date | null;
}

/**
 * The schedule a save stores (decision 042): a publish time only on a
 * scheduled post, an unpublish time only on a published or scheduled one.
 * A time that does not apply to the status is dropped, so a draft never
 * carries a forgotten time that a later status change would bring back.
 */
export function storedSchedule(status: PostStatus, publishAt: string | Date | null | undefined, unpublishAt: string | Date | null | undefined): StoredSchedule {
  const instant = (value: string | Date | null | undefined) => (value ? new Date(value) : null);
  return {
    publishAt: status === "scheduled" ? instant(publishAt) : null,
    unpublishAt: status === "scheduled" || status === "published" ? instant(unpublishAt) : null,
  };
}

/** Whether two stored schedules differ (to the millisecond). */
export function scheduleChanged(before: StoredSchedule, after: StoredSchedule): boolean {
  const same = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);
  return !same(before.publishAt, after.publishAt) || !same(before.unpublishAt, after.unpublishAt);
}

/** The schedule as an audit entry's details record it: ISO instants, null for none. */
export function scheduleDetails(schedule: StoredSchedule): { publishAt: string | null; unpublishAt: string | null } {
  return { publishAt: schedule.publishAt?.toISOString() ?? null, unpublishAt: schedule.unpublishAt?.toISOString() ?? null };
}
