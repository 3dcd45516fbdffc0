import { formatSortableDateTime } from "~/i18n/format";

/**
 * CSV for spreadsheets: every cell quoted, CRLF line ends, and a UTF-8 byte
 * order mark so Excel reads Arabic correctly.
 */
export const CSV_BOM = "\uFEFF";

/**
 * A cell a spreadsheet would run as a formula (`=HYPERLINK(…)`, `+1+1`,
 * `-2+3`, `@SUM(…)`, or one hidden behind a tab or carriage return) is
 * prefixed with a quote so it stays text (OWASP "CSV injection").
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? "" : neutraliseFormula(String(value));
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(","));
  return CSV_BOM + lines.join("\r\n") + "\r\n";
}

/** `2026-03-05 14:07` in Riyadh time: sortable, and what the firm's staff expect to read. */
export function csvDateTime(date: Date): string {
  return formatSortableDateTime(date);
}
