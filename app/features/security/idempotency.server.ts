import { sql } from "drizzle-orm";
import type { Database, DatabaseExecutor } from "#db/client";
import { isUniqueViolation } from "#db/errors";
import { IDEMPOTENCY_KEY_PATTERN } from "./idempotency-key";

/** The key a request carries, if it is well formed (read before validation, so a replay skips the limits). */
export function idempotencyKeyOf(input: unknown): string | undefined {
  const key = (input as { idempotencyKey?: unknown } | null)?.idempotencyKey;
  return typeof key === "string" && IDEMPOTENCY_KEY_PATTERN.test(key) ? key : undefined;
}

/** The advisory-lock class of idempotency keys (the second number is the key's hash). */
const IDEMPOTENCY_LOCK_CLASS = 482_113_908;

/**
 * Stores a submission once per key, and lets only its first arrival count
 * against the limits. In one transaction: the key is locked (a transaction
 * advisory lock, so resends that arrive while the first is still in flight
 * wait for it instead of racing it), a submission already stored under the key
 * is answered as it is, and only then `check` runs (rate limit, spam guard,
 * validation) and `store` inserts the submission with its key (a unique
 * column). A refusal from `check` is thrown after the transaction commits, so
 * what it counted stays counted. Should the insert still meet the unique
 * constraint, the stored row is the answer. `resent` says whether the answer
 * is a submission stored before under the key.
 */
export async function storeOnce<Checked, Stored>(
  db: Database,
  key: string | undefined,
  steps: {
    find: (executor: DatabaseExecutor, key: string) => Promise<Stored | undefined>;
    check: (tx: DatabaseExecutor) => Promise<Checked>;
    store: (tx: DatabaseExecutor, checked: Checked) => Promise<Stored>;
  },
): Promise<{ stored: Stored; resent: boolean }> {
  let refusal: { error: unknown } | undefined;
  let stored: Stored | undefined;
  let resent = false;
  const find = async (executor: DatabaseExecutor, k: string) => {
    const earlier = await steps.find(executor, k);
    resent = earlier !== undefined;
    return earlier;
  };
  try {
    stored = await db.transaction(async (tx) => {
      if (key) {
        await tx.execute(sql`select pg_advisory_xact_lock(${IDEMPOTENCY_LOCK_CLASS}, hashtext(${key}))`);
        const earlier = await find(tx, key);
        if (earlier !== undefined) return earlier;
      }
      let checked: Checked;
      try {
        checked = await steps.check(tx);
      } catch (error) {
        refusal = { error };
        return undefined;
      }
      return steps.store(tx, checked);
    });
  } catch (error) {
    const earlier = key && isUniqueViolation(error) ? await find(db, key) : undefined;
    if (earlier === undefined) throw error;
    return { stored: earlier, resent };
  }
  if (refusal) throw refusal.error;
  return { stored: stored as Stored, resent };
}
