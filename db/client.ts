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
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Applies the committed migrations (serialised across instances on PostgreSQL). */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: "postgres"; url: string; poolSize?: number }
  | { kind: "pglite"; dataDir: string }
  | { kind: "memory" };

const migrationsFolder = path.resolve(process.cwd(), "drizzle");
/** Arbitrary constant shared by all instances so only one migrates at a time. */
const MIGRATION_LOCK_ID = 482_113_907;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") return openPostgres(options.url, options.poolSize ?? 10);
  return openPglite(options.kind === "pglite" ? options.dataDir : undefined);
}

async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  const release = dataDir ? lockDataDir(path.resolve(dataDir)) : () => {};
  let client: PGlite;
  try {
    client = dataDir ? await PGlite.create(path.join(path.resolve(dataDir), "pglite")) : await PGlite.create();
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

async function openPostgres(url: string, max: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000 });
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
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
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
