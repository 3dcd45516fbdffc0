import { AppError } from "~/lib/app-error";

/** The largest value of a PostgreSQL `integer` (serial) column. */
const MAX_ID = 2_147_483_647;

/**
 * A row id from the path (`/…/:id`): a positive whole number that fits an `integer`
 * column. Anything else names no row, so it answers 404 like a missing one, with
 * `notFoundMessage` (a catalog key) when the router has a more specific text.
 */
export function parseIdParam(value: unknown, notFoundMessage?: string): number {
  const id = typeof value === "string" && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : NaN;
  if (!(id <= MAX_ID)) throw new AppError("NOT_FOUND", { message: notFoundMessage });
  return id;
}
