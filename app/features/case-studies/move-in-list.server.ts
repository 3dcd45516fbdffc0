import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { caseStudies, clients, sectors } from "#db/schema";
import { reorderIds } from "./proof";
import { caseStudyOrder, clientOrder, sectorOrder } from "./proof-columns.server";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

const lists = {
  sector: { table: sectors, order: sectorOrder },
  caseStudy: { table: caseStudies, order: caseStudyOrder },
  client: { table: clients, order: clientOrder },
};

/**
 * Puts row `id` of a hand-ordered list at 1-based `position` (clamped) and
 * numbers the whole list 0, 1, 2, … so no ties are left. Inside the caller's
 * transaction; answers the row's place before and after.
 */
export async function moveInList(tx: Transaction, list: keyof typeof lists, id: number, position: number): Promise<{ from: number; to: number }> {
  const { table, order } = lists[list];
  const rows = await tx.select({ id: table.id, sortOrder: table.sortOrder }).from(table).orderBy(...order).for("update");
  const current = new Map(rows.map((row) => [row.id, row.sortOrder]));
  const ids = reorderIds(rows.map((row) => row.id), id, position);
  for (const [index, rowId] of ids.entries()) {
    if (current.get(rowId) !== index) await tx.update(table).set({ sortOrder: index }).where(eq(table.id, rowId));
  }
  return { from: rows.findIndex((row) => row.id === id) + 1, to: ids.indexOf(id) + 1 };
}
