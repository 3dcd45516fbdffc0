import { atRiyadhHour, riyadhDay } from "~/lib/riyadh-time";

/** The first `hour`:00 Riyadh time strictly after `now`: when the daily jobs (digest, retention) next run. */
export function nextDailyRunAt(now: Date, hour: number): Date {
  const today = atRiyadhHour(riyadhDay(now), hour);
  return today.getTime() > now.getTime() ? today : atRiyadhHour(riyadhDay(new Date(now.getTime() + 24 * 3_600_000)), hour);
}
