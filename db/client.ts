import { existsSync, rmSync } from "node:fs";
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
import { EMBEDDED_PGLITE_OPTIONS, readPgliteTemplate } from "./pglite-cluster";
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
  /** Resolves when the database answers a trivial query. */
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
  const isNew = !folder || !existsSync(path.join(folder, "PG_VERSION"));
  const template = isNew ? readPgliteTemplate() : undefined;
  if (template) {
    try {
      return await PGlite.create({ ...EMBEDDED_PGLITE_OPTIONS, ...(folder && { dataDir: folder }), loadDataDir: template });
    } catch (error) {
      console.warn(`The embedded database template could not be loaded (${error instanceof Error ? error.message : String(error)}); initialising a new database instead.`);
      if (folder) rmSync(folder, { recursive: true, force: true });
    }
  }
  return folder ? PGlite.create(folder, EMBEDDED_PGLITE_OPTIONS) : PGlite.create(EMBEDDED_PGLITE_OPTIONS);
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
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => {
      await client.query("select 1");
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
    query_timeout: timeouts.statementMs + 1_000,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
  });
  // A connection lost to a restart, a failover or pg_terminate_backend must
  // not crash the process. The pool listens on idle clients only ("error"
  // below); a client checked out for a transaction emits its error with no
  // listener, which would be an uncaught exception, so every client gets one
  // of its own. The query in flight fails (503 DB_UNAVAILABLE), the broken
  // client is discarded on release, and the next query opens a new one.
  pool.on("error", () => {});
  pool.on("connect", (client) => {
    client.on("error", () => {});
  });
  releaseBrokenClients(pool);
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
