/** Riyadh keeps UTC+3 all year (no daylight saving). */
const RIYADH_OFFSET_MS = 3 * 3_600_000;

/** The first `hour`:00 Riyadh time strictly after `now`: when the daily jobs (digest, retention) next run. */
export function nextDailyRunAt(now: Date, hour: number): Date {
  const riyadh = new Date(now.getTime() + RIYADH_OFFSET_MS);
  let run = Date.UTC(riyadh.getUTCFullYear(), riyadh.getUTCMonth(), riyadh.getUTCDate(), hour) - RIYADH_OFFSET_MS;
  if (run <= now.getTime()) run += 24 * 3_600_000;
  return new Date(run);
}
