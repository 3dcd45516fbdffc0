import { lt, sql } from "drizzle-orm";
import { rowsOf, type Database, type DatabaseExecutor } from "#db/client";
import { rateLimits } from "#db/schema";

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

/**
 * Counts one hit against `key` in a fixed window. The counter lives in the
 * database, so every server instance shares it; the upsert is atomic.
 */
export async function hitRateLimit(
  db: DatabaseExecutor,
  options: { key: string; limit: number; windowMs: number; now?: Date },
): Promise<RateLimitResult> {
  const now = options.now ?? new Date();
  const resetAt = new Date(now.getTime() + options.windowMs);
  const result = await db.execute(sql`
    insert into rate_limits (key, count, reset_at) values (${options.key}, 1, ${resetAt.toISOString()})
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= ${now.toISOString()} then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= ${now.toISOString()} then excluded.reset_at else rate_limits.reset_at end
    returning count, reset_at`);
  const [row] = rowsOf<{ count: number; reset_at: string | Date }>(result);
  const count = Number(row.count);
  const reset = new Date(row.reset_at).getTime();
  return {
    allowed: count <= options.limit,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((reset - now.getTime()) / 1000)),
  };
}

/** Reads a counter without counting a hit. */
export async function peekRateLimit(db: Database, options: { key: string; limit: number; now?: Date }): Promise<RateLimitResult> {
  const now = options.now ?? new Date();
  const result = await db.execute(
    sql`select count, reset_at from rate_limits where key = ${options.key} and reset_at > ${now.toISOString()}`,
  );
  const [row] = rowsOf<{ count: number; reset_at: string | Date }>(result);
  if (!row) return { allowed: true, count: 0, retryAfterSeconds: 0 };
  const count = Number(row.count);
  return {
    allowed: count < options.limit,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((new Date(row.reset_at).getTime() - now.getTime()) / 1000)),
  };
}

export async function clearRateLimit(db: Database, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

/** Removes counters whose window has ended (each key is written again on its next hit). */
export async function purgeExpiredRateLimits(db: Database, now: Date = new Date()): Promise<number> {
  const removed = await db.delete(rateLimits).where(lt(rateLimits.resetAt, now)).returning({ key: rateLimits.key });
  return removed.length;
}
