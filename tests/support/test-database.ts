import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "#db/client";
import { postgresTestUrl, type BackendName } from "./backends";

export interface ScratchPostgres {
  /** Connection URL of the new, empty database. */
  url: string;
  name: string;
  /** Drops the database (terminating any connection still open to it). */
  drop(): Promise<void>;
}

/**
 * Creates a uniquely named, empty database on the server `TEST_DATABASE_URL`
 * points at, so every test file works on its own schema and data.
 */
export async function createScratchPostgres(): Promise<ScratchPostgres> {
  if (!postgresTestUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  await withAdminClient((client) => client.query(`create database "${name}"`));
  const url = new URL(postgresTestUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      if (dropped) return;
      dropped = true;
      await withAdminClient((client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

async function withAdminClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresTestUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  database: DatabaseHandle;
  /** The scratch database's URL on PostgreSQL; null on PGlite. */
  url: string | null;
  /** Closes the handle and, on PostgreSQL, drops the scratch database. */
  close(): Promise<void>;
}

/** A fresh, empty (not yet migrated) database on the given back end. */
export async function createTestDatabase(backend: BackendName): Promise<TestDatabase> {
  if (backend === "pglite") {
    const database = await openDatabase({ kind: "memory" });
    return { database, url: null, close: () => database.close() };
  }
  const scratch = await createScratchPostgres();
  let database: DatabaseHandle;
  try {
    database = await openDatabase({ kind: "postgres", url: scratch.url, poolSize: 4 });
  } catch (error) {
    await scratch.drop();
    throw error;
  }
  return {
    database,
    url: scratch.url,
    close: async () => {
      try {
        await database.close();
      } finally {
        await scratch.drop();
      }
    },
  };
}
