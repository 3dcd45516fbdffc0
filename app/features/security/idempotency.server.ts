import { isUniqueViolation } from "#db/errors";
import { IDEMPOTENCY_KEY_PATTERN } from "./idempotency-key";

/** The key a request carries, if it is well formed (read before validation, so a replay skips the limits). */
export function idempotencyKeyOf(input: unknown): string | undefined {
  const key = (input as { idempotencyKey?: unknown } | null)?.idempotencyKey;
  return typeof key === "string" && IDEMPOTENCY_KEY_PATTERN.test(key) ? key : undefined;
}

/**
 * Stores a submission once per key. `store` inserts it with its key (a
 * unique column); when the same submission arrived twice at once, the
 * second insert meets the constraint and gets the first one's row.
 */
export async function storeOnce<T>(key: string | undefined, store: () => Promise<T>, find: (key: string) => Promise<T | undefined>): Promise<T> {
  try {
    return await store();
  } catch (error) {
    const earlier = key && isUniqueViolation(error) ? await find(key) : undefined;
    if (earlier === undefined) throw error;
    return earlier;
  }
}
