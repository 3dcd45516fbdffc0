import { sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { redirects } from "#db/schema";

export interface RedirectHits {
  id: number;
  count: number;
  lastHitAt: Date;
}

/**
 * Adds an instance's counted hits in one statement: added to what other
 * instances counted, never overwritten. A redirect removed meanwhile simply
 * matches no row.
 */
export async function addRedirectHits(db: Database, hits: readonly RedirectHits[]): Promise<void> {
  if (hits.length === 0) return;
  const rows = sql.join(
    hits.map((hit) => sql`(${hit.id}::integer, ${hit.count}::integer, ${hit.lastHitAt.toISOString()}::timestamptz)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${redirects} set
      hits = ${redirects.hits} + counted.n,
      last_hit_at = greatest(${redirects.lastHitAt}, counted.at)
    from (values ${rows}) as counted(id, n, at)
    where ${redirects.id} = counted.id`);
}
