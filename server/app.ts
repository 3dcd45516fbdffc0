import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import path from "node:path";
import compression from "compression";
import express, { type RequestHandler } from "express";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import type { DatabaseHandle } from "#db/client";
import { DB_RETRY_AFTER_SECONDS } from "#db/errors";
import { LANGUAGE_CHOICE_PATH } from "~/i18n/language-choice";
import type { Config } from "~/lib/config.server";
import { apiRouter } from "./api";
import { redactUrl, serializeError } from "./log-redaction";
import type { ContentVersion } from "./page-cache/content-version";
import type { PageCache } from "./page-cache/page-cache";
import type { RedirectOutcome, RedirectTable } from "./redirects/redirect-table";
import { boundDatabaseTime } from "./middleware/database-budget";
import { apiErrorHandler } from "./middleware/error-handler";
import { personalPagesUncached } from "./middleware/personal-pages";
import { rejectBadPageAddress } from "./middleware/hostile-input";
import { chooseLanguage, languageRedirect } from "./middleware/language-redirect";
import { securityHeaders } from "./middleware/security-headers";
import { loadSession } from "./middleware/session";

export interface AppDeps {
  database: DatabaseHandle;
  config: Config;
  logger: Logger;
  signingSecret: string;
  /** Renders pages; absent in API tests. */
  pages?: RequestHandler;
  /** Serves `build/client` in production. */
  staticRoot?: string;
  /** Vite's middleware in development. */
  devMiddleware?: RequestHandler;
  /** Runs first on every request (the shutdown drain: `Connection: close` while stopping). */
  first?: RequestHandler;
  /** Changes when public content changes; API writes bump it. */
  contentVersion?: ContentVersion;
  /** The anonymous page cache; its hits are answered before Express by `requestListener`. */
  pageCache?: PageCache;
}

export function createApp(deps: AppDeps): express.Express {
  const { database, config, logger } = deps;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY ? 1 : false);
  if (deps.first) app.use(deps.first);

  app.use(
    pinoHttp({
      logger,
      autoLogging: { ignore: (req) => req.url?.startsWith("/assets/") === true },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info"),
      serializers: {
        req: (req: { method: string; url: string; id: unknown }) => ({ id: req.id, method: req.method, url: redactUrl(req.url) }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
        err: serializeError,
      },
    }),
  );
  app.use(securityHeaders({ https: config.PUBLIC_URL.startsWith("https:"), development: config.NODE_ENV === "development" }));
  app.use(compression());

  app.get("/healthz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    try {
      await withTimeout(database.ping(), 2_000);
      res.json({ status: "ok", database: "up", databaseKind: database.kind });
    } catch {
      res.set("Retry-After", String(DB_RETRY_AFTER_SECONDS));
      res.status(503).json({ status: "error", database: "down", databaseKind: database.kind });
    }
  });

  if (deps.devMiddleware) app.use(deps.devMiddleware);
  if (deps.staticRoot) {
    app.use("/assets", express.static(path.join(deps.staticRoot, "assets"), { immutable: true, maxAge: "1y", index: false }));
    // Only addresses that name a file (favicon.svg, images/…): a page address never does, and looking for it on disk costs every page a file-system miss.
    const files = express.static(deps.staticRoot, { maxAge: "1h", index: false });
    app.use((req, res, next) => (looksLikeFile(req.path) ? files(req, res, next) : next()));
  }

  // Below here a hung PostgreSQL costs a request one statement's bound in all (issue 21 item 10).
  app.use(boundDatabaseTime(config.DB_STATEMENT_TIMEOUT_MS));
  const limits = { idleMinutes: config.SESSION_IDLE_MINUTES, maxAgeHours: config.SESSION_MAX_AGE_HOURS };
  app.use(loadSession({ db: database.db, limits, logger, publicUrl: config.PUBLIC_URL }));
  const bump = deps.contentVersion ? () => deps.contentVersion!.bump() : undefined;
  app.use("/api", apiRouter({ db: database.db, config, logger, signingSecret: deps.signingSecret, onPublicContentChange: bump }));
  // Errors raised before the API router (e.g. the session lookup) still answer JSON.
  app.use("/api", apiErrorHandler());

  if (deps.pages) {
    app.get(`${LANGUAGE_CHOICE_PATH}/:lang`, chooseLanguage({ https: config.PUBLIC_URL.startsWith("https:") }));
    app.use(rejectBadPageAddress);
    app.use(languageRedirect);
    app.use(personalPagesUncached);
    if (deps.pageCache) app.use(deps.pageCache.capture());
    app.use(deps.pages);
  }
  return app;
}

/**
 * The server's request handler: an old address is answered from the redirect
 * table first (a 301, or on to its "removed" page past the cache; decision
 * 043), then a page kept by the anonymous page cache from memory, both before
 * any middleware runs (no logging, session or rendering work); everything
 * else goes to the Express app. `bypass` (the shutdown drain) sends every
 * other request to the app.
 */
export function requestListener(app: express.Express, pageCache?: PageCache, options: { bypass?: () => boolean; redirects?: RedirectTable } = {}): RequestListener {
  const { bypass, redirects } = options;
  if (!pageCache && !redirects) return app;
  const next = (req: IncomingMessage, res: ServerResponse, outcome: RedirectOutcome, draining: boolean) => {
    if (outcome === "answered") return;
    if (draining || outcome === "removed" || !pageCache?.serve(req, res)) void app(req, res);
  };
  return (req, res) => {
    const draining = bypass?.() === true;
    // An old address still redirects while the server stops (a deploy), and its socket closes after.
    if (draining) res.setHeader("Connection", "close");
    const outcome = redirects ? redirects.serve(req, res) : "none";
    if (typeof outcome === "string") return next(req, res, outcome, draining);
    outcome.then(
      (settled) => next(req, res, settled, draining),
      () => next(req, res, "none", draining),
    );
  };
}

function looksLikeFile(pathname: string): boolean {
  return pathname.slice(pathname.lastIndexOf("/") + 1).includes(".");
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("timeout")), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
