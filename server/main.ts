import type { Server } from "node:http";
import { createRequestHandler } from "@react-router/express";
import type { RequestHandler } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { openDatabase, type DatabaseHandle } from "#db/client";
import { DataDirLockedError } from "#db/data-dir-lock";
import { purgeExpiredSessions } from "~/features/auth/end-session.server";
import { expireResetMail, PASSWORD_RESET_MAIL_KIND, removeResetLink } from "~/features/auth/password-reset-mail-retention.server";
import { PASSWORD_RESET_TTL_MS } from "~/features/auth/send-password-reset.server";
import { purgeForgottenDevices } from "~/features/auth/purge-forgotten-devices.server";
import { purgeRefusedSignIns } from "~/features/auth/purge-refused-sign-ins.server";
import { purgeExpiredSignInChallenges } from "~/features/auth/second-factor/purge-expired-sign-in-challenges.server";
import { LEADERSHIP_MAIL_KIND } from "~/features/leadership-assessment/leadership-mail-kinds";
import { markLeadershipResultsDelivered } from "~/features/leadership-assessment/mark-leadership-results-delivered.server";
import { purgeExpiredRateLimits } from "~/features/security/rate-limit.server";
import { startOutboxWorker } from "~/features/mail/outbox-worker.server";
import { getSigningSecret } from "~/features/security/get-signing-secret.server";
import { createPublicDataMemo } from "~/lib/public-data-memo";
import { provideCatalogs } from "~/i18n/built-in-catalogs";
import { defaultLang } from "~/i18n/locales";
import { requestContext } from "~/lib/request-context";
import { ConfigError, loadConfig, type Config } from "~/lib/config.server";
import { catalogs } from "~/message-catalogs";
import { createApp, requestListener } from "./app";
import { ContentVersion } from "./page-cache/content-version";
import { PageCache } from "./page-cache/page-cache";
import { RedirectHitCounter } from "./redirects/redirect-hits";
import { RedirectTable } from "./redirects/redirect-table";
import { bindPort, type BoundServer } from "./bind-port";
import { createDrain } from "./graceful-shutdown";
import { contentDailyJobs, imageDailyJobs, leadDailyJobs, startDailyJobs } from "./daily-jobs";
import { startPostScheduler } from "./post-scheduler";
import { createLogger } from "./logger";
import { prepareDatabase } from "./prepare-database";

export interface StartOptions {
  /** Built client files (production). */
  staticRoot?: string;
  /** Vite's middleware (development). */
  devMiddleware?: RequestHandler;
  loadBuild?: () => Promise<ServerBuild>;
}

const SHUTDOWN_GRACE_MS = 10_000;
const CONTENT_VERSION_POLL_MS = 1_000;
/** How often the redirects' hits counted in memory are added to the database. */
const REDIRECT_HITS_FLUSH_MS = 5_000;

/** Boots the whole site: configuration, database, API and pages, and graceful shutdown. */
export async function start(options: StartOptions = {}): Promise<Server> {
  // The texts every feature owns, merged above the features and handed down once (decision 025).
  provideCatalogs(catalogs);
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.LOG_LEVEL);

  // The port first: a taken port or a wrong HOST is reported before anything else starts.
  let bound: BoundServer;
  try {
    bound = await bindPort(config.PORT, config.HOST);
  } catch (error) {
    const message = (error as Error).message;
    logger.fatal(message);
    console.error(message);
    process.exit(1);
  }
  const { server } = bound;

  let database: DatabaseHandle;
  try {
    database = await openDatabase(
      config.DATABASE_URL
        ? {
            kind: "postgres",
            url: config.DATABASE_URL,
            timeouts: { connectMs: config.DB_CONNECT_TIMEOUT_MS, statementMs: config.DB_STATEMENT_TIMEOUT_MS, idleInTransactionMs: config.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS },
          }
        : { kind: "pglite", dataDir: config.DATA_DIR },
    );
    await prepareDatabase(database, config, logger);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      logger.fatal(error.message);
      console.error(error.message);
      process.exit(1);
    }
    logger.fatal({ err: error }, "could not open the database");
    process.exit(1);
  }
  const signingSecret = await getSigningSecret(database.db);

  // Public content changes made by any instance reach this one's caches within a second.
  const contentVersion = new ContentVersion(database.db, logger);
  await contentVersion.refresh().catch((error: unknown) => logger.warn({ err: error }, "could not read the public content version"));
  const stopPolling = contentVersion.startPolling(CONTENT_VERSION_POLL_MS);
  const publicData = createPublicDataMemo();
  contentVersion.onChange(() => publicData.clear());

  const loadBuild = options.loadBuild ?? (() => import("virtual:react-router/server-build") as Promise<ServerBuild>);
  const pages = createRequestHandler({
    build: loadBuild,
    mode: config.NODE_ENV,
    getLoadContext: (req, res) => {
      const context = new RouterContextProvider();
      context.set(requestContext, {
        db: database.db,
        config,
        logger,
        user: req.user,
        sessionId: req.sessionId,
        nonce: res.locals.nonce as string,
        signingSecret,
        publicData,
        clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown",
        // The `:lang?` layout's middleware sets the page's language (app/routes/site-layout.tsx).
        lang: defaultLang,
      });
      return context;
    },
  });

  const pageCache =
    config.PAGE_CACHE && config.NODE_ENV !== "development"
      ? new PageCache({ contentVersion, logger, csp: { https: config.PUBLIC_URL.startsWith("https:") } })
      : undefined;

  // Old addresses answered before the page cache, from a copy every change of public content renews (decision 043).
  const redirectHits = new RedirectHitCounter({ db: database.db, logger });
  const stopRedirectHits = redirectHits.start(REDIRECT_HITS_FLUSH_MS);
  const redirects = new RedirectTable({ db: database.db, logger, hits: redirectHits, contentVersion });
  await redirects.refresh();

  const drain = createDrain({ graceMs: SHUTDOWN_GRACE_MS });
  const app = createApp({ database, config, logger, signingSecret, pages, staticRoot: options.staticRoot, devMiddleware: options.devMiddleware, first: drain.middleware, contentVersion, pageCache });
  bound.serve(requestListener(app, pageCache, { bypass: () => drain.draining, redirects }));
  logger.info({ url: config.PUBLIC_URL, port: config.PORT, database: database.kind }, "server listening");

  const outbox = startOutboxWorker({
    db: database.db,
    config,
    logger,
    onDelivered: {
      [LEADERSHIP_MAIL_KIND]: markLeadershipResultsDelivered,
      [PASSWORD_RESET_MAIL_KIND]: removeResetLink,
    },
  });
  const tidy = () => {
    purgeExpiredSessions(database.db, config.SESSION_IDLE_MINUTES).catch((error: unknown) => logger.warn({ err: error }, "session purge failed"));
    purgeExpiredRateLimits(database.db).catch((error: unknown) => logger.warn({ err: error }, "rate-limit purge failed"));
    purgeExpiredSignInChallenges(database.db).catch((error: unknown) => logger.warn({ err: error }, "sign-in challenge purge failed"));
    expireResetMail(database.db, { ttlMs: PASSWORD_RESET_TTL_MS }).catch((error: unknown) => logger.warn({ err: error }, "reset-mail expiry failed"));
    purgeRefusedSignIns(database.db).catch((error: unknown) => logger.warn({ err: error }, "refused sign-in purge failed"));
    purgeForgottenDevices(database.db).catch((error: unknown) => logger.warn({ err: error }, "forgotten device purge failed"));
  };
  tidy();
  const housekeeping = setInterval(tidy, 60 * 60_000);
  housekeeping.unref();
  // The lead digest and retention, once a day after LEAD_DIGEST_HOUR (Riyadh), by one instance (decision 031).
  // Images uploaded before their variants existed get them at the same time (decision 044).
  const dailyJobs = startDailyJobs({
    db: database.db,
    logger,
    hour: config.LEAD_DIGEST_HOUR,
    jobs: [...leadDailyJobs({ db: database.db, config, logger }), ...contentDailyJobs({ db: database.db }), ...imageDailyJobs({ db: database.db, onPublicContentChange: () => contentVersion.bump() })],
  });
  // Scheduled posts published and unpublished at their times, each by one instance (decision 042).
  const postScheduler = startPostScheduler({ db: database.db, logger, intervalMs: config.POST_SCHEDULE_CHECK_SECONDS * 1000, onPublicContentChange: () => contentVersion.bump() });

  const shutdown = (signal: string) => {
    if (drain.draining) return;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    clearInterval(housekeeping);
    stopPolling();
    // The outbox stops at once, beside the drain: it waits for the one mail in progress at most its grace, and leaves the rest queued.
    const outboxStopped = outbox.stop();
    void drain
      .begin(server, () =>
        Promise.all([outboxStopped, dailyJobs.stop(), postScheduler.stop(), stopRedirectHits()])
          .then(() => database.close())
          .then(() => logger.info("database closed; bye"))
          .catch((error: unknown) => logger.error({ err: error }, "database close failed")),
      )
      .finally(() => process.exit(0));
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
  return server;
}
