import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import type { Database } from "#db/client";
import { listRedirectTable } from "~/features/blog/redirects/list-redirect-table.server";
import { locationOf, lookupAddress } from "~/features/blog/redirects/redirect-path";
import type { ContentVersion } from "../page-cache/content-version";
import type { RedirectHitCounter } from "./redirect-hits";

/** What the table says of a request: answered (a 301 went out), `removed` (its page answers 410), or nothing to do. */
export type RedirectOutcome = "answered" | "removed" | "none";

interface Entry {
  id: number;
  toPath: string | null;
}

/** How long a failed read of the table is not tried again: requests meanwhile use what was read before. */
const RETRY_MS = 1_000;

/**
 * The old addresses of the site in memory (decision 043), asked by the
 * server's request listener before the page cache, so a kept page of an old
 * address is never served once it redirects. The database holds the truth;
 * every change of public content (a redirect's own writes included: they are
 * API writes) marks the copy stale, on this instance at once and on the others
 * within the content version's poll. The next request then waits for one
 * fresh read, shared by all requests meanwhile, so the editor who renamed a
 * post finds the old address redirecting on their next look.
 */
export class RedirectTable {
  private entries = new Map<string, Entry>();
  /** Bumped on every change of public content; `loaded` is the one the entries reflect. */
  private generation = 0;
  private loaded = -1;
  private reading: Promise<void> | null = null;
  private failedAt: number | null = null;

  constructor(private readonly options: { db: Database; logger: Logger; hits: RedirectHitCounter; contentVersion?: ContentVersion; now?: () => number }) {
    options.contentVersion?.onChange(() => {
      this.generation++;
    });
  }

  /** Reads the table from the database now (at start, and after a change). */
  refresh(): Promise<void> {
    this.reading ??= (async () => {
      const generation = this.generation;
      try {
        const rows = await listRedirectTable(this.options.db);
        this.entries = new Map(rows.map((row) => [row.fromPath, { id: row.id, toPath: row.toPath }]));
        // A change while reading leaves the copy stale: the next request reads again.
        this.loaded = generation;
        this.failedAt = null;
      } catch (error) {
        this.failedAt = this.now();
        this.options.logger.warn({ err: error }, "could not read the redirects; using the copy read before");
      } finally {
        this.reading = null;
      }
    })();
    return this.reading;
  }

  /**
   * Answers a `GET`/`HEAD` of an old address with its 301 (the request's query
   * kept when the target has none) and counts the hit. Synchronous while the
   * copy is current; while the database cannot be read, answers from the copy
   * read before rather than holding every request up.
   */
  serve(req: IncomingMessage, res: ServerResponse): RedirectOutcome | Promise<RedirectOutcome> {
    if ((req.method !== "GET" && req.method !== "HEAD") || !req.url || req.url.startsWith("/api/") || req.url.startsWith("/assets/")) return "none";
    if (this.loaded === this.generation) return this.answer(req, res);
    if (this.failedAt !== null && this.now() - this.failedAt < RETRY_MS) return this.answer(req, res);
    if (this.failedAt !== null) {
      void this.refresh();
      return this.answer(req, res);
    }
    return this.refresh().then(() => this.answer(req, res));
  }

  private answer(req: IncomingMessage, res: ServerResponse): RedirectOutcome {
    const url = req.url!;
    const queryAt = url.indexOf("?");
    const address = lookupAddress(queryAt === -1 ? url : url.slice(0, queryAt));
    const entry = address === null ? undefined : this.entries.get(address);
    if (!entry) return "none";
    this.options.hits.count(entry.id);
    if (entry.toPath === null) return "removed";
    res.writeHead(301, {
      Location: withQuery(locationOf(entry.toPath), queryAt === -1 ? "" : url.slice(queryAt)),
      // Browsers keep a 301 without one for good; an address renamed back would then loop in them.
      "Cache-Control": "no-cache",
      "Content-Length": "0",
    });
    res.end();
    return "answered";
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }
}

/** The request's query on a target that has none of its own (before its fragment). */
function withQuery(location: string, query: string): string {
  if (!query || query === "?" || location.includes("?")) return location;
  const hashAt = location.indexOf("#");
  return hashAt === -1 ? location + query : location.slice(0, hashAt) + query + location.slice(hashAt);
}
