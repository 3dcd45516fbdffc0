import type { Logger } from "pino";
import type { Database } from "#db/client";
import { addRedirectHits } from "~/features/blog/redirects/add-redirect-hits.server";

/**
 * Hits of redirects counted in memory and added to the database in one
 * statement every few seconds, off the request path: a redirect answered from
 * memory costs no write, and a burst of visitors to an old link costs one
 * update, not one each. A failed write keeps the counts for the next one; a
 * crash loses at most one interval's counts.
 */
export class RedirectHitCounter {
  private pending = new Map<number, { count: number; lastHitAt: Date }>();
  private flushing: Promise<void> | null = null;

  constructor(private readonly options: { db: Database; logger: Logger; now?: () => Date }) {}

  count(id: number): void {
    const now = (this.options.now ?? (() => new Date()))();
    const seen = this.pending.get(id);
    this.pending.set(id, { count: (seen?.count ?? 0) + 1, lastHitAt: now });
  }

  /** Writes what was counted since the last write (one at a time). */
  flush(): Promise<void> {
    this.flushing ??= this.write().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  /** Writes every `intervalMs`; the returned function stops and writes what is left. */
  start(intervalMs: number): () => Promise<void> {
    const timer = setInterval(() => void this.flush(), intervalMs);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await this.flushing;
      await this.flush();
    };
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    try {
      await addRedirectHits(this.options.db, [...batch].map(([id, hit]) => ({ id, ...hit })));
    } catch (error) {
      this.options.logger.warn({ err: error }, "could not record redirect hits; keeping them for the next try");
      for (const [id, hit] of batch) {
        const later = this.pending.get(id);
        this.pending.set(id, { count: hit.count + (later?.count ?? 0), lastHitAt: later?.lastHitAt ?? hit.lastHitAt });
      }
    }
  }
}
