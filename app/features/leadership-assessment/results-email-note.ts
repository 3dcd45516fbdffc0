import type { ResultsEmailStatus } from "./leadership-assessment-row";

/** Where the background save of a shown result stands. */
export type SaveState = { status: "saving" } | { status: "saved"; resultsEmail: ResultsEmailStatus } | { status: "failed"; message: string };

/**
 * What the results page may say about the taker's copy by e-mail:
 * - `onItsWay` only once the save has answered that the e-mail is queued on a
 *   server that can send it;
 * - `mailUnavailable` when it was saved but no e-mail was queued (this server
 *   cannot send e-mail, or the address had its copies for the day);
 * - `saveFailed` when the save failed (nothing reached the firm, nothing was e-mailed);
 * - nothing while saving, or when no address was given.
 */
export type ResultsEmailNote = "onItsWay" | "mailUnavailable" | "saveFailed" | null;

export function resultsEmailNote(save: SaveState, email: string | null | undefined): ResultsEmailNote {
  if (save.status === "failed") return "saveFailed";
  if (save.status === "saving" || !email) return null;
  if (save.resultsEmail === "queued") return "onItsWay";
  if (save.resultsEmail === "notConfigured" || save.resultsEmail === "limited") return "mailUnavailable";
  return null;
}
