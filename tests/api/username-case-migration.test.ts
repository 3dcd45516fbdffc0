import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "#db/client";
import { isUniqueViolation } from "#db/errors";
import { users } from "#db/schema";
import { backends } from "../support/backends";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

/** Migration 0007 (decision 026): usernames become unique regardless of case. */
const MIGRATION_TAG = "0007_users-username-lower";

/** The committed migrations up to `tag` (excluded, or included), in a folder of their own. */
function migrationsUpTo(tag: string, { including }: { including: boolean }): { folder: string; remove(): void } {
  const folder = mkdtempSync(path.join(tmpdir(), "migrations-username-case-"));
  cpSync(path.resolve("drizzle"), folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at, "the migration is in the journal").toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, including ? at + 1 : at) }));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

describe.each(backends)("migration 0007: usernames unique regardless of case [$name]", (backend) => {
  let testDatabase: TestDatabase;

  const migrateTo = async (including: boolean) => {
    const { db } = testDatabase.database;
    const migrations = migrationsUpTo(MIGRATION_TAG, { including });
    try {
      if (backend.name === "pglite") await migratePglite(db as never, { migrationsFolder: migrations.folder });
      else await migratePg(db as never, { migrationsFolder: migrations.folder });
    } finally {
      migrations.remove();
    }
  };

  beforeAll(async () => {
    testDatabase = await createTestDatabase(backend.name);
    await migrateTo(false);
    // Names a database written before 0007 could hold: the same name in other cases, the protected admin not the oldest.
    await testDatabase.database.db.execute(sql`
      insert into users (id, username, password_hash, is_protected) values
        (1, 'sara', 'x', false), (2, 'Sara', 'x', false), (3, 'admin', 'x', false),
        (4, 'ADMIN', 'x', true), (5, 'SARA', 'x', false), (6, 'omar', 'x', false)`);
    await migrateTo(true);
  });
  afterAll(async () => {
    await testDatabase?.close();
  });

  it("keeps the protected admin's or the oldest account's name and appends ~id to the others", async () => {
    const rows = rowsOf<{ id: number; username: string }>(await testDatabase.database.db.execute(sql`select id, username from users order by id`));
    expect(rows).toEqual([
      { id: 1, username: "sara" },
      { id: 2, username: "Sara~2" },
      { id: 3, username: "admin~3" },
      { id: 4, username: "ADMIN" },
      { id: 5, username: "SARA~5" },
      { id: 6, username: "omar" },
    ]);
  });

  it("then refuses a name that differs from another only by case", async () => {
    await expect(testDatabase.database.db.insert(users).values({ id: 100, username: "OMAR", passwordHash: "x" })).rejects.toSatisfy(isUniqueViolation);
    await testDatabase.database.db.insert(users).values({ id: 101, username: "omar.h", passwordHash: "x" });
  });
});
