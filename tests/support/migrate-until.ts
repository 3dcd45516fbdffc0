import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { DatabaseHandle } from "#db/client";

interface Journal {
  entries: { idx: number; tag: string }[];
}

/**
 * Applies the committed migrations up to and including `lastTag` (e.g.
 * `0005_service-ids-and-arabic-author-names`), so a test can store rows as an
 * older version of the site did and then run `database.migrate()` for the rest.
 */
export async function migrateUntil(database: DatabaseHandle, lastTag: string): Promise<void> {
  const source = path.resolve(process.cwd(), "drizzle");
  const journal = JSON.parse(readFileSync(path.join(source, "meta/_journal.json"), "utf8")) as Journal;
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  const folder = mkdtempSync(path.join(tmpdir(), "migrate-until-"));
  try {
    cpSync(path.join(source, "meta"), path.join(folder, "meta"), { recursive: true });
    const entries = journal.entries.slice(0, last + 1);
    writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify({ ...journal, entries }));
    for (const { tag } of entries) cpSync(path.join(source, `${tag}.sql`), path.join(folder, `${tag}.sql`));
    if (database.kind === "pglite") await migratePglite(database.db as never, { migrationsFolder: folder });
    else await migratePg(database.db as never, { migrationsFolder: folder });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
