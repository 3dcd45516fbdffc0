import { createHash } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { RequestHandler } from "express";
import type { Logger } from "pino";
import { contentSecurityPolicy, type CspOptions } from "../middleware/security-headers";
import { isAnonymousPageRequest, isCacheablePagePath } from "./cacheable-page";
import type { ContentVersion } from "./content-version";
import { inlineScriptHashes } from "./inline-script-hashes";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const gunzip = promisify(zlib.gunzip);

/**
 * What anonymous public pages tell browsers and shared caches: always ask
 * again (the ETag makes that a 304), and a CDN may keep the page a minute and
 * serve it a few minutes more while it fetches a fresh copy.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

/** Headers of the rendered response that belong to that one response, not to the kept page. */
const PER_RESPONSE_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "set-cookie", "date", "connection", "keep-alive", "etag", "vary", "cache-control", "x-page-cache"]);

interface Entry {
  createdAt: number;
  etag: string;
  headers: OutgoingHttpHeaders;
  gzip: Buffer;
  br: Buffer;
  /** The page unpacked, kept from the first request that takes no compression on (counted in `bytes`). */
  plain?: Promise<Buffer>;
  bytes: number;
}

export interface PageCacheOptions {
  contentVersion: ContentVersion;
  logger: Logger;
  csp: CspOptions;
  /** Kept pages are rendered anew after this long, whatever happens (default five minutes). */
  maxAgeMs?: number;
  /** Bytes kept in all (default 32 MB), compressed copies and unpacked ones; the least recently used pages go first. */
  maxBytes?: number;
  now?: () => number;
}

/**
 * The anonymous page cache (docs/decisions/020-speed-and-page-cache.md).
 * `capture()` sits in front of the page renderer: an anonymous request for a
 * public page is rendered without a nonce, its inline scripts hashed into
 * its Content-Security-Policy, and the page kept compressed. `serve()` runs
 * on the raw request before Express: a kept page goes out as stored bytes.
 * Any change to public content empties the cache (ContentVersion).
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private readonly maxAgeMs: number;
  private readonly maxBytes: number;
  private readonly now: () => number;
  /** `unpacked`: kept pages decompressed for a client that takes no compression. */
  readonly stats = { hits: 0, stored: 0, cleared: 0, unpacked: 0 };

  constructor(private readonly options: PageCacheOptions) {
    this.maxAgeMs = options.maxAgeMs ?? 5 * 60_000;
    this.maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
    this.now = options.now ?? Date.now;
    options.contentVersion.onChange(() => this.clear());
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    if (this.entries.size) this.stats.cleared++;
    this.entries.clear();
    this.bytes = 0;
  }

  /** Answers a kept page and returns true, or returns false to let the site handle the request. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if ((req.method !== "GET" && req.method !== "HEAD") || !req.url) return false;
    const entry = this.entries.get(req.url);
    if (!entry) return false;
    const queryAt = req.url.indexOf("?");
    if (!isAnonymousPageRequest(req.headers, queryAt === -1 ? req.url : req.url.slice(0, queryAt))) return false;
    if (this.now() - entry.createdAt > this.maxAgeMs) {
      this.drop(req.url, entry);
      return false;
    }
    // Most recently used last.
    this.entries.delete(req.url);
    this.entries.set(req.url, entry);
    this.stats.hits++;

    const headers: OutgoingHttpHeaders = { ...entry.headers, etag: entry.etag, vary: "Accept-Encoding, Cookie", "cache-control": PUBLIC_PAGE_CACHE_CONTROL, "x-page-cache": "hit" };
    if (req.headers["if-none-match"] === entry.etag) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    const accept = req.headers["accept-encoding"] ?? "";
    if (/\bbr\b/.test(accept)) return send(res, req.method, headers, "br", entry.br);
    if (/\bgzip\b/.test(accept)) return send(res, req.method, headers, "gzip", entry.gzip);
    // A client that takes no compression (rare: scripts, old proxies, monitors) gets the page unpacked,
    // once per kept page: unpacking on every such hit cost time and, under load, a lot of memory.
    this.plain(req.url, entry).then(
      (body) => send(res, req.method, headers, null, body),
      () => res.destroy(),
    );
    return true;
  }

  /**
   * Express middleware placed just before the page renderer. For an
   * anonymous request of a public page it renders without a nonce, buffers
   * the page, gives it a hash-based policy, and keeps it when it is a plain
   * 200 page that sets no cookie and was not overtaken by a content change.
   */
  capture(): RequestHandler {
    return (req, res, next) => {
      if ((req.method !== "GET" && req.method !== "HEAD") || req.user || !isCacheablePagePath(req.path) || !isAnonymousPageRequest(req.headers, req.path)) {
        return next();
      }
      const key = req.originalUrl;
      const generation = this.options.contentVersion.generation;
      // Rendered for everyone: no nonce; the policy lists the inline scripts' hashes instead.
      res.locals.nonce = "";
      const chunks: Buffer[] = [];
      const write = res.write.bind(res);
      const end = res.end.bind(res);
      const collect = (chunk: unknown, encoding?: unknown) => {
        if (chunk === undefined || chunk === null || typeof chunk === "function") return;
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
      };
      res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
        collect(chunk, encoding);
        const done = typeof encoding === "function" ? encoding : callback;
        if (typeof done === "function") process.nextTick(done as () => void);
        return true;
      }) as typeof res.write;
      res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
        collect(chunk, encoding);
        const done = [chunk, encoding, callback].find((value) => typeof value === "function") as (() => void) | undefined;
        const body = Buffer.concat(chunks);
        const html = /^text\/html/i.test(String(res.getHeader("content-type") ?? ""));
        if (html) res.setHeader("Content-Security-Policy", contentSecurityPolicy(inlineScriptHashes(body.toString("utf8")), this.options.csp));
        const keep = req.method === "GET" && html && res.statusCode === 200 && res.getHeader("set-cookie") === undefined && res.getHeader("cache-control") === undefined && body.length > 0;
        if (keep) {
          const etag = `W/"${createHash("sha1").update(body).digest("base64url")}"`;
          res.setHeader("Cache-Control", PUBLIC_PAGE_CACHE_CONTROL);
          res.setHeader("ETag", etag);
          res.setHeader("X-Page-Cache", "miss");
          const headers = keptHeaders(res.getHeaders());
          void this.store(key, generation, etag, headers, body);
        }
        if (body.length) write(body);
        return end(done);
      }) as typeof res.end;
      next();
    };
  }

  private async store(key: string, generation: number, etag: string, headers: OutgoingHttpHeaders, body: Buffer): Promise<void> {
    try {
      const [gz, br] = await Promise.all([
        gzip(body, { level: 9 }),
        // Quality 6: about 12 ms for the home page and 15% larger than quality 11, which takes half a
        // second of a thread-pool thread per page kept; after every content change that starved file
        // reads and other compression on a busy server.
        brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      ]);
      // Content changed while the page was being rendered or packed: this copy may be stale.
      if (generation !== this.options.contentVersion.generation) return;
      const previous = this.entries.get(key);
      if (previous) this.drop(key, previous);
      const entry: Entry = { createdAt: this.now(), etag, headers, gzip: gz, br, bytes: gz.length + br.length };
      this.entries.set(key, entry);
      this.bytes += entry.bytes;
      this.stats.stored++;
      this.trim();
    } catch (error) {
      this.options.logger.warn({ err: error, key }, "could not keep a page in the cache");
    }
  }

  private plain(key: string, entry: Entry): Promise<Buffer> {
    entry.plain ??= gunzip(entry.gzip).then(
      (body) => {
        this.stats.unpacked++;
        if (this.entries.get(key) === entry) {
          entry.bytes += body.length;
          this.bytes += body.length;
          this.trim();
        }
        return body;
      },
      (error: unknown) => {
        entry.plain = undefined;
        throw error;
      },
    );
    return entry.plain;
  }

  /** Drops the least recently used pages until the kept bytes fit. */
  private trim(): void {
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest, old);
    }
  }

  private drop(key: string, entry: Entry): void {
    if (this.entries.get(key) === entry) {
      this.entries.delete(key);
      this.bytes -= entry.bytes;
    }
  }
}

function keptHeaders(all: OutgoingHttpHeaders): OutgoingHttpHeaders {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(all)) if (!PER_RESPONSE_HEADERS.has(name.toLowerCase()) && value !== undefined) kept[name] = value;
  return kept;
}

function send(res: ServerResponse, method: string | undefined, headers: OutgoingHttpHeaders, encoding: "br" | "gzip" | null, body: Buffer): true {
  res.writeHead(200, { ...headers, ...(encoding ? { "content-encoding": encoding } : {}), "content-length": body.length });
  res.end(method === "HEAD" ? undefined : body);
  return true;
}
