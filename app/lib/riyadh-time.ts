/*
 * The firm's time: Riyadh (UTC+3 all year, no daylight saving) and the Saudi
 * working week, Sunday to Thursday. The one place that knows it: formatting
 * (app/i18n/format.ts) takes its time zone from here, and the digest, the
 * summary cards, the chart, the daily jobs, the policy's dates, the lead
 * dialog's follow-up day and the audit view count and place days with these
 * pure functions on instants, so a test can hand them any clock (decision 031).
 */

/** The firm's time zone, for Intl: every time a person at the firm reads is Riyadh time. */
export const FIRM_TIME_ZONE = "Asia/Riyadh";

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
/** Riyadh is UTC+3 all year. */
const RIYADH_OFFSET_MS = 3 * HOUR_MS;

const FRIDAY = 5;
const SATURDAY = 6;

/** The instant shifted so that its UTC fields read as Riyadh's wall clock. */
function wallClock(instant: Date): Date {
  return new Date(instant.getTime() + RIYADH_OFFSET_MS);
}

function fromWallClock(wall: number): Date {
  return new Date(wall - RIYADH_OFFSET_MS);
}

/** The Riyadh day of an instant: `2026-11-25`. */
export function riyadhDay(instant: Date): string {
  return wallClock(instant).toISOString().slice(0, 10);
}

/** The Riyadh hour of the day (0–23). */
export function riyadhHour(instant: Date): number {
  return wallClock(instant).getUTCHours();
}

/** The instant it is `hour`:00 Riyadh time on the Riyadh day `2026-11-25`. */
export function atRiyadhHour(day: string, hour: number): Date {
  return fromWallClock(Date.parse(`${day}T00:00:00Z`) + hour * HOUR_MS);
}

/** Midnight in Riyadh starting the instant's day. */
export function startOfRiyadhDay(instant: Date): Date {
  const wall = wallClock(instant).getTime();
  return fromWallClock(wall - (wall % DAY_MS));
}

/** Sunday 00:00 Riyadh time of the instant's working week (the Saudi week starts on Sunday). */
export function startOfRiyadhWeek(instant: Date): Date {
  const day = startOfRiyadhDay(instant);
  return new Date(day.getTime() - wallClock(day).getUTCDay() * DAY_MS);
}

/** The first day, 00:00 Riyadh time, of the month `monthsBack` months before the instant's (0: its own month). */
export function startOfRiyadhMonth(instant: Date, monthsBack = 0): Date {
  const wall = wallClock(instant);
  return fromWallClock(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth() - monthsBack, 1));
}

/** `2026-11`: the Riyadh month of an instant. */
export function riyadhMonth(instant: Date): string {
  return riyadhDay(instant).slice(0, 7);
}

/** Sunday to Thursday; Friday and Saturday are the weekend. */
export function isRiyadhWorkingDay(instant: Date): boolean {
  const weekday = wallClock(instant).getUTCDay();
  return weekday !== FRIDAY && weekday !== SATURDAY;
}

/**
 * The instant `days` working days after `start`, counting working time only:
 * a day is 24 hours of a Sunday–Thursday, Friday and Saturday do not pass.
 * Wednesday 20:00 + 2 → Sunday 20:00 (Thursday, then Sunday); Thursday 10:00
 * + 2 → Monday 10:00; anything sent on Friday or Saturday starts counting on
 * Sunday 00:00, so + 2 → Tuesday 00:00 (the end of Monday).
 */
export function addRiyadhWorkingDays(start: Date, days: number): Date {
  let wall = wallClock(start).getTime();
  const skipWeekend = () => {
    while (!isRiyadhWorkingDay(fromWallClock(wall))) wall = wall - (wall % DAY_MS) + DAY_MS;
  };
  skipWeekend();
  for (let i = 0; i < days; i += 1) {
    wall += DAY_MS;
    // Landing on a weekend day moves on by whole days, keeping the time of day.
    while (!isRiyadhWorkingDay(fromWallClock(wall))) wall += DAY_MS;
  }
  return fromWallClock(wall);
}

/** Whole working days from `start` to `end` (0 when less than one has passed), as addRiyadhWorkingDays counts them. */
export function riyadhWorkingDaysBetween(start: Date, end: Date, max = 999): number {
  let days = 0;
  while (days < max && addRiyadhWorkingDays(start, days + 1).getTime() <= end.getTime()) days += 1;
  return days;
}

const WALL_MINUTE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The instant's Riyadh wall clock as an `<input type="datetime-local">` reads it: `2026-11-29T09:00` (seconds only when not zero). */
export function riyadhDateTimeInput(instant: Date): string {
  const wall = wallClock(instant).toISOString();
  const seconds = wall.slice(17, 19);
  return seconds === "00" ? wall.slice(0, 16) : wall.slice(0, 19);
}

/** The instant a Riyadh wall-clock time `2026-11-29T09:00` (or `…:30` with seconds) names; null for anything else. */
export function fromRiyadhDateTimeInput(value: string): Date | null {
  const match = WALL_MINUTE.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wall);
  // 2026-02-30 or 25:00 are refused rather than rolled over.
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || check.getUTCHours() !== hour || check.getUTCMinutes() !== minute) return null;
  return fromWallClock(wall);
}
