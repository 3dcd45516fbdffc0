import { AsyncLocalStorage } from "node:async_hooks";
import { existsSync, renameSync, rmSync } from "node:fs";
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock";
import { isStorageFailure } from "./errors";
import { EMBEDDED_PGLITE_OPTIONS, readPgliteTemplate, unpackPgliteTemplate } from "./pglite-cluster";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A database or an open transaction: what a write that may join its caller's transaction takes. */
export type DatabaseExecutor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * The rows of a raw `db.execute(sql\`…\`)`. Both drivers (node-postgres and
 * PGlite) answer `{ rows }`; Drizzle's type for the database they share does
 * not say so, hence this one cast instead of one per query.
 */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Applies the committed migrations (serialised across instances on PostgreSQL). */
  migrate(): Promise<void>;
  /**
   * Resolves when the database answers a trivial query and, once its storage
   * has refused a write (a full disk, an I/O error), only when a write probe
   * succeeds again: `/healthz` says 503 until writes work again.
   */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Bounds on every PostgreSQL wait, so a hung or unreachable server answers 503 instead of holding requests. */
export interface DatabaseTimeouts {
  /** Opening a connection. */
  connectMs: number;
  /** One statement, enforced by the server (statement_timeout) and by the client a second later (a frozen server). */
  statementMs: number;
  /** A transaction left open without a statement (idle_in_transaction_session_timeout). */
  idleInTransactionMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { connectMs: 5_000, statementMs: 5_000, idleInTransactionMs: 10_000 };

/** How much longer than the server's statement_timeout the client waits for an answer before it takes the server for hung. */
const CLIENT_TIMEOUT_MARGIN_MS = 500;

/** A request's database time: what is left of it, in ms, for all its statements and waits for a connection together. */
export interface DatabaseBudget {
  remainingMs: number;
}

const requestBudget = new AsyncLocalStorage<DatabaseBudget>();

/**
 * Runs `work` with one budget for all its PostgreSQL waits: a statement, or a
 * wait for a connection, started inside it gets only the time left and uses
 * it up as it waits; once it is spent, the next one fails at once (a
 * database-unavailable error). So a request meets a hung database once, not
 * once per statement and again for the rollback. Time spent outside the
 * database (rendering, hashing) does not count. Without a budget each wait
 * has its own bounds.
 */
export function withDatabaseBudget<T>(budget: DatabaseBudget, work: () => T): T {
  return requestBudget.run(budget, work);
}

/** Counts a wait that began at `started` against the current budget, if any. */
function spend(budget: DatabaseBudget | undefined, started: number): void {
  if (budget) budget.remainingMs -= Date.now() - started;
}

/** Matched by isDatabaseUnavailable (db/errors.ts), like the driver's own read timeout. */
function requestTimeSpent(): Error {
  return new Error("Query read timeout: the request's database time is spent");
}

export type DatabaseOptions =
  | { kind: "postgres"; url: string; poolSize?: number; timeouts?: Partial<DatabaseTimeouts> }
  | { kind: "pglite"; dataDir: string }
  | { kind: "memory" };

const migrationsFolder = path.resolve(process.cwd(), "drizzle");
/** Arbitrary constant shared by all instances so only one migrates at a time. */
const MIGRATION_LOCK_ID = 482_113_907;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") return openPostgres(options.url, options.poolSize ?? 10, { ...DEFAULT_DATABASE_TIMEOUTS, ...options.timeouts });
  return openPglite(options.kind === "pglite" ? options.dataDir : undefined);
}

/**
 * A new cluster is unpacked from the template when there is one
 * (db/pglite-cluster.ts), else initialised by PGlite; an existing folder is
 * opened as it is. A template that fails to load is set aside for this start.
 */
async function createPglite(folder: string | undefined): Promise<PGlite> {
  if (folder) {
    if (!existsSync(path.join(folder, "PG_VERSION"))) {
      // Unpacked on disk (not in memory, see unpackPgliteTemplate), beside the folder and then renamed into place,
      // so a start cut short never leaves half a cluster.
      const staging = `${folder}.new`;
      try {
        rmSync(staging, { recursive: true, force: true });
        if (await unpackPgliteTemplate(staging)) {
          rmSync(folder, { recursive: true, force: true });
          renameSync(staging, folder);
        }
      } catch (error) {
        templateFailed(error);
        rmSync(staging, { recursive: true, force: true });
      }
    }
    return PGlite.create(folder, EMBEDDED_PGLITE_OPTIONS);
  }
  // In memory (tests): PGlite unpacks the template itself.
  const template = readPgliteTemplate();
  if (template) {
    try {
      return await PGlite.create({ ...EMBEDDED_PGLITE_OPTIONS, loadDataDir: template });
    } catch (error) {
      templateFailed(error);
    }
  }
  return PGlite.create(EMBEDDED_PGLITE_OPTIONS);
}

function templateFailed(error: unknown): void {
  console.warn(`The embedded database template could not be loaded (${error instanceof Error ? error.message : String(error)}); initialising a new database instead.`);
}

async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  const release = dataDir ? lockDataDir(path.resolve(dataDir)) : () => {};
  let client: PGlite;
  try {
    client = await createPglite(dataDir ? path.join(path.resolve(dataDir), "pglite") : undefined);
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  const folder = dataDir ? path.resolve(dataDir) : undefined;
  const storage = watchStorage(async () => {
    // The data folder takes a file of some size again (PGlite's own small writes may fit in pages it already has)…
    if (folder) {
      const probe = path.join(folder, ".write-probe");
      try {
        await writeFile(probe, Buffer.alloc(STORAGE_PROBE_BYTES));
      } finally {
        await rm(probe, { force: true });
      }
    }
    // …and the database writes again.
    await writeProbe(db);
  });
  observeErrors(client, storage.observe);
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => {
      await client.query("select 1");
      await storage.check();
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

async function openPostgres(url: string, max: number, timeouts: DatabaseTimeouts): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + CLIENT_TIMEOUT_MARGIN_MS,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
  });
  // A connection lost to a restart, a failover or pg_terminate_backend must
  // not crash the process. The pool listens on idle clients only ("error"
  // below); a client checked out for a transaction emits its error with no
  // listener, which would be an uncaught exception, so every client gets one
  // of its own. The query in flight fails (503 DB_UNAVAILABLE), the broken
  // client is discarded on release, and the next query opens a new one.
  pool.on("error", () => {});
  const storage = watchStorage(() => writeProbe(db));
  pool.on("connect", (client) => {
    client.on("error", () => {});
    boundQueries(client, timeouts.statementMs + CLIENT_TIMEOUT_MARGIN_MS, storage.observe);
  });
  releaseBrokenClients(pool);
  boundConnectionWaits(pool);
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: "postgres",
    // Migrations (and waiting for another instance's) may take longer than a request's statement: their own connection, without the statement bounds.
    migrate: async () => {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeouts.connectMs });
      client.on("error", () => {});
      await client.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
        await client.end().catch(() => {});
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
      await storage.check();
    },
    close: () => pool.end(),
  };
}

/**
 * drizzle's node-postgres `transaction()` sends BEGIN before its try/finally,
 * so when BEGIN fails on a connection that was just cut, the client is never
 * released and the pool shrinks by one for good (four cuts and every request
 * waits for a connection, then answers 503 for ever). A client that loses its
 * connection while checked out is therefore released here, as broken, and a
 * later release of it by its user does nothing.
 */
function releaseBrokenClients(pool: pg.Pool): void {
  const watchers = new WeakMap<pg.PoolClient, (error: Error) => void>();
  pool.on("acquire", (client) => {
    const onError = (error: Error) => {
      client.removeListener("error", onError);
      watchers.delete(client);
      const release = client.release;
      client.release = () => {};
      release.call(client, error);
    };
    watchers.set(client, onError);
    client.on("error", onError);
  });
  pool.on("release", (_error, client) => {
    const onError = watchers.get(client);
    if (onError) client.removeListener("error", onError);
    watchers.delete(client);
  });
}

type QueryArgs = [config: unknown, values?: unknown, callback?: unknown];

/**
 * Every statement on `client` waits at most the time left to the request
 * (withDatabaseBudget) and fails at once when none is left. A statement the
 * server never answered leaves the connection unusable (the driver waits for
 * that answer before the next statement), so the client is reported broken:
 * checked out, it is released and closed at once (releaseBrokenClients), and
 * the transaction's ROLLBACK fails immediately instead of waiting again.
 */
function boundQueries(client: pg.PoolClient, clientTimeoutMs: number, observe: (error: unknown) => void): void {
  const query = client.query.bind(client) as (...args: QueryArgs) => unknown;
  const bounded = (...[config, values, callback]: QueryArgs): unknown => {
    const budget = requestBudget.getStore();
    if (budget && budget.remainingMs <= 0) {
      // Nothing is sent; a transaction left open on this connection must not go back to the pool.
      client.emit("error", requestTimeSpent());
      const done = typeof values === "function" ? values : callback;
      if (typeof done !== "function") return Promise.reject(requestTimeSpent());
      process.nextTick(() => (done as (error: Error) => void)(requestTimeSpent()));
      return undefined;
    }
    let bound = config;
    if (budget && budget.remainingMs < clientTimeoutMs) {
      const queryTimeout = Math.ceil(budget.remainingMs);
      if (typeof config === "string") bound = { text: config, query_timeout: queryTimeout };
      else if (config && typeof config === "object" && typeof (config as { submit?: unknown }).submit !== "function") bound = { ...config, query_timeout: queryTimeout };
    }
    const started = Date.now();
    const counted = (done: unknown) =>
      typeof done === "function"
        ? (...args: unknown[]) => {
            spend(budget, started);
            if (args[0]) observe(args[0]);
            return (done as (...a: unknown[]) => unknown)(...args);
          }
        : done;
    const result = typeof values === "function" ? query(bound, counted(values)) : query(bound, values, counted(callback));
    if (result instanceof Promise) {
      result.then(
        () => spend(budget, started),
        (error: unknown) => {
          spend(budget, started);
          observe(error);
          if (error instanceof Error && error.message === "Query read timeout") client.emit("error", error);
        },
      );
    }
    return result;
  };
  (client as unknown as { query: typeof bounded }).query = bounded;
}

/** Waiting for a connection (a free one from the pool, or a new one) also uses up the request's budget. */
function boundConnectionWaits(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  const bounded = (callback?: (error: Error | undefined, client?: pg.PoolClient, done?: (error?: Error) => void) => void): Promise<pg.PoolClient> | undefined => {
    const budget = requestBudget.getStore();
    const started = Date.now();
    const client = !budget
      ? connect()
      : new Promise<pg.PoolClient>((resolve, reject) => {
          if (budget.remainingMs <= 0) return reject(requestTimeSpent());
          let late = false;
          const timer = setTimeout(() => {
            late = true;
            spend(budget, started);
            reject(requestTimeSpent());
          }, budget.remainingMs);
          connect().then(
            (c) => {
              clearTimeout(timer);
              if (late) return c.release();
              spend(budget, started);
              resolve(c);
            },
            (error: unknown) => {
              clearTimeout(timer);
              if (!late) spend(budget, started);
              reject(error instanceof Error ? error : new Error(String(error)));
            },
          );
        });
    if (!callback) return client;
    client.then(
      (c) => callback(undefined, c, (error) => c.release(error)),
      (error: Error) => callback(error),
    );
    return undefined;
  };
  (pool as unknown as { connect: typeof bounded }).connect = bounded;
}

/** The size of the file the embedded database's folder must take again after a storage failure. */
const STORAGE_PROBE_BYTES = 1024 * 1024;

/**
 * Remembers that the storage refused a write (isStorageFailure) and, from
 * then on, `check` runs `probe` (a real write) until one succeeds. Until the
 * first failure `check` costs nothing, so `/healthz` stays a trivial query.
 */
function watchStorage(probe: () => Promise<void>): { observe: (error: unknown) => void; check: () => Promise<void> } {
  let failing = false;
  return {
    observe: (error) => {
      if (isStorageFailure(error)) failing = true;
    },
    check: async () => {
      if (!failing) return;
      await probe();
      failing = false;
    },
  };
}

/** A write that goes through the database's log and tables, and leaves nothing behind. */
async function writeProbe(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into rate_limits (key, count, reset_at) values ('healthz:write-probe', 1, now()) on conflict (key) do update set count = rate_limits.count + 1`);
    await tx.execute(sql`delete from rate_limits where key = 'healthz:write-probe'`);
  });
}

/** Lets `observe` see every error the embedded database answers, whichever way it was asked. */
function observeErrors(client: PGlite, observe: (error: unknown) => void): void {
  for (const method of ["query", "exec", "transaction"] as const) {
    const original = (client[method] as (...args: unknown[]) => Promise<unknown>).bind(client);
    (client as unknown as Record<string, unknown>)[method] = (...args: unknown[]) =>
      original(...args).catch((error: unknown) => {
        observe(error);
        throw error;
      });
  }
}
