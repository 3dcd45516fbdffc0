/**
 * A date chosen as three lists (day, month, year; components/day-month-year-input)
 * as the ISO date the API expects: "" when nothing is chosen, and a partly
 * chosen date with zeros for the missing parts ("2026-00-05"), which the
 * schema refuses as not a calendar date, so the visitor is told.
 */
export function joinDateParts(parts: { year?: string; month?: string; day?: string }): string {
  const { year = "", month = "", day = "" } = parts;
  if (!year && !month && !day) return "";
  return `${year || "0000"}-${month || "00"}-${day || "00"}`;
}

/** The lists' names in a form sent without script: `preferredDate-day` and so on. */
export const datePartName = (field: string, part: "day" | "month" | "year") => `${field}-${part}`;
