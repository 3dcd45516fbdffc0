import "~/lib/zod-jitless";
import { z } from "zod";

/** Tables start with this many rows a page; a caller may ask for up to `MAX_PAGE_SIZE`. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** Longer search text says nothing more and only slows the query down. */
export const MAX_SEARCH_LENGTH = 200;

/**
 * `?search=&page=&pageSize=` of every admin list. Out-of-range or garbled
 * values fall back to sensible ones instead of failing: these come from the
 * address bar as often as from our own code.
 */
export const listQuerySchema = z.object({
  search: z
    .string()
    .optional()
    .transform((value) => (value ?? "").trim().slice(0, MAX_SEARCH_LENGTH)),
  page: z
    .string()
    .optional()
    .transform((value) => clampInt(value, 1, 1, Number.MAX_SAFE_INTEGER)),
  pageSize: z
    .string()
    .optional()
    .transform((value) => clampInt(value, DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE)),
});

export type ListQuery = z.output<typeof listQuerySchema>;

/** Reads the list parameters of a query string object (Express `req.query`). */
export function parseListQuery(query: Record<string, unknown>): ListQuery {
  const pick = (name: string) => {
    const value = query[name];
    return typeof value === "string" ? value : undefined;
  };
  return listQuerySchema.parse({ search: pick("search"), page: pick("page"), pageSize: pick("pageSize") });
}

export function offsetOf(query: Pick<ListQuery, "page" | "pageSize">): number {
  return (query.page - 1) * query.pageSize;
}

/** A `LIKE` pattern that matches `text` anywhere, with the wildcard characters of `text` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function clampInt(value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || !/^\d+$/.test(value.trim())) return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n)) return fallback;
  return Math.min(max, Math.max(min, n));
}
