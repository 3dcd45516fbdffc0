/**
 * True when a write failed on a unique index (PostgreSQL code 23505). Drizzle
 * wraps driver errors, so the cause chain is searched.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (e.code === "23505") return true;
  }
  return false;
}
