import { getTableColumns, getTableName, is, sql } from "drizzle-orm";
import { PgTable, type PgColumn } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "#db/client";
import * as schema from "#db/schema";
import { erasedValues, exportRows, mappedColumns, personalDataMap, type PersonalColumn } from "~/features/privacy/personal-data-map.server";
import { ERASED_MARKER } from "~/features/privacy/anonymise.server";
import { backends } from "../support/backends";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

/** The column types a person's words can be stored in (the same as privacy.test.ts searches after an erasure). */
const TEXT_TYPES = ["text", "character varying", "jsonb", "json", "character"];

const tables = Object.values(schema as Record<string, unknown>).flatMap((value) => (is(value, PgTable) ? [value] : []));
const columnsOf = (table: PgTable) => Object.entries(getTableColumns(table) as Record<string, PgColumn>);

/** `table.column` of every column in neither list, in both, or named by a list without existing. */
function compare(existing: string[]) {
  const { personal, nonPersonal } = mappedColumns();
  const mapped = [...personal, ...nonPersonal];
  return {
    unclassified: existing.filter((c) => !mapped.includes(c)),
    inBoth: personal.filter((c) => nonPersonal.includes(c)),
    listedTwice: mapped.filter((c, i) => mapped.indexOf(c) !== i),
    notInSchema: mapped.filter((c) => !existing.includes(c)),
  };
}

const NONE = { unclassified: [], inBoth: [], listedTwice: [], notInSchema: [] };

describe("the personal-data map", () => {
  it("classifies every text and jsonb column of the schema (db/schema) as personal or not, once", () => {
    const existing = tables.flatMap((table) =>
      columnsOf(table)
        .filter(([, column]) => /^(text|varchar|char|json|jsonb)\b/.test(column.getSQLType()))
        .map(([, column]) => `${getTableName(table)}.${column.name}`),
    );
    expect(existing.length).toBeGreaterThan(80);
    expect(compare(existing)).toEqual(NONE);
  });

  it("erases a required column to the marker, a nullable one to null, a JSON object to {}", () => {
    for (const entry of Object.values(personalDataMap)) {
      const columns = getTableColumns(entry.table) as Record<string, PgColumn>;
      for (const [name, rule] of Object.entries(entry.columns) as [string, PersonalColumn][]) {
        const column = columns[name];
        const where = `${getTableName(entry.table)}.${name}`;
        if (rule.erase === "marker") expect({ where, type: column.getSQLType(), notNull: column.notNull }).toEqual({ where, type: "text", notNull: true });
        if (rule.erase === "null") expect({ where, notNull: column.notNull }).toEqual({ where, notNull: false });
        if (rule.erase === "empty") expect({ where, type: column.getSQLType() }).toEqual({ where, type: "jsonb" });
        if (rule.erase === "strategy") expect({ where, strategy: entry.strategy }).toEqual({ where, strategy: expect.any(String) });
      }
      const written = Object.entries(entry.columns as Record<string, PersonalColumn>).flatMap(([name, rule]): [string, unknown][] =>
        rule.erase === "marker" ? [[name, ERASED_MARKER]] : rule.erase === "null" ? [[name, null]] : rule.erase === "empty" ? [[name, {}]] : [],
      );
      expect(erasedValues(entry as never)).toEqual(Object.fromEntries(written));
    }
  });

  it("every personal column of an exported table reaches its export section, unless its entry says why not", () => {
    for (const entry of Object.values(personalDataMap)) {
      if (entry.export.section === null) continue;
      const leaveOut: Record<string, string> = entry.export.leaveOut ?? {};
      expect(Object.keys(leaveOut).filter((name) => !Object.hasOwn(getTableColumns(entry.table), name))).toEqual([]);
      const probe = (name: string) => `probe-${getTableName(entry.table)}-${name}`;
      // One row with a recognisable value in each personal column, plain values elsewhere.
      const row = Object.fromEntries(
        columnsOf(entry.table).map(([name, column]) => {
          const personal = Object.hasOwn(entry.columns, name);
          if (column.dataType === "json") return [name, personal ? { value: probe(name) } : {}];
          if (column.dataType === "string") return [name, personal ? probe(name) : "x"];
          if (column.dataType === "date") return [name, new Date(0)];
          if (column.dataType === "number") return [name, 1];
          if (column.dataType === "boolean") return [name, false];
          return [name, null];
        }),
      );
      const exported = JSON.stringify(exportRows(entry as never, [row]));
      const missing = Object.keys(entry.columns).filter((name) => !Object.hasOwn(leaveOut, name) && !exported.includes(probe(name)));
      expect({ section: entry.export.section, missing }).toEqual({ section: entry.export.section, missing: [] });
      for (const name of Object.keys(leaveOut)) expect(exported, `${entry.export.section} leaves out ${name}`).not.toContain(probe(name));
    }
  });
});

describe.each(backends)("the personal-data map against the migrated database [$name]", (backend) => {
  let testDatabase: TestDatabase;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(backend.name);
    await testDatabase.database.migrate();
  });
  afterAll(async () => {
    await testDatabase?.close();
  });

  it("classifies every text, varchar and jsonb column the migrations made, once", async () => {
    const columns = rowsOf<{ table_name: string; column_name: string }>(
      await testDatabase.database.db.execute(sql`
        select c.table_name, c.column_name from information_schema.columns c
          join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
         where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
           and c.data_type in (${sql.join(
             TEXT_TYPES.map((type) => sql`${type}`),
             sql`, `,
           )})
         order by 1, 2`),
    );
    expect(columns.length).toBeGreaterThan(80);
    expect(compare(columns.map((c) => `${c.table_name}.${c.column_name}`))).toEqual(NONE);
  });
});
