import { eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "#db/client";
import { appSettings } from "#db/schema";

const KEY = "public_content_version";

/**
 * A number in the database that changes whenever something a public page
 * shows changes (a post, a site text, a byline). Every server instance on the
 * same database reads it every `pollMs`, so an edit made through one instance
 * empties the page caches of all of them within that time; the instance that
 * made the edit empties its own before answering the edit.
 */
export class ContentVersion {
  /** Increases on every change this instance learns of (its own or another's). */
  generation = 0;
  private known: string | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
  ) {}

  /** Calls `listener` whenever public content changes. Returns the unsubscribe. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Public content was changed here: forget it at once, then tell the other instances through the database. */
  async bump(): Promise<void> {
    this.changed();
    try {
      const [row] = await this.db
        .insert(appSettings)
        .values({ key: KEY, value: "1" })
        .onConflictDoUpdate({ target: appSettings.key, set: { value: sql`(${appSettings.value}::bigint + 1)::text` } })
        .returning({ value: appSettings.value });
      this.known = row.value;
    } catch (error) {
      // This instance has already forgotten; the others learn at their next successful poll of a later change.
      this.logger.warn({ err: error }, "could not record the public content change in the database");
    }
  }

  /** Reads the database's number; a change made by another instance empties what this one keeps. */
  async refresh(): Promise<void> {
    const [row] = await this.db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, KEY));
    const value = row?.value ?? "0";
    if (this.known !== null && value !== this.known) this.changed();
    this.known = value;
  }

  /** Polls the database every `pollMs` until the returned function is called. */
  startPolling(pollMs: number): () => void {
    let busy = false;
    const timer = setInterval(() => {
      if (busy) return;
      busy = true;
      this.refresh()
        .catch((error: unknown) => this.logger.warn({ err: error }, "could not read the public content version"))
        .finally(() => {
          busy = false;
        });
    }, pollMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  private changed(): void {
    this.generation++;
    for (const listener of this.listeners) listener();
  }
}
