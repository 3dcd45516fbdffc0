import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { people } from "#db/schema";
import { reorderIds } from "~/lib/reorder-ids";
import { displayOrder } from "./person-columns.server";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Puts person `id` at 1-based `position` (clamped) and numbers the whole list
 * 0, 1, 2, … so the order has no ties. Runs inside the caller's transaction;
 * answers the 1-based place before and after.
 */
export async function movePerson(tx: Transaction, id: number, position: number): Promise<{ from: number; to: number }> {
  const rows = await tx.select({ id: people.id, sortOrder: people.sortOrder }).from(people).orderBy(...displayOrder).for("update");
  const current = new Map(rows.map((row) => [row.id, row.sortOrder]));
  const order = reorderIds(rows.map((row) => row.id), id, position);
  for (const [index, rowId] of order.entries()) {
    if (current.get(rowId) !== index) await tx.update(people).set({ sortOrder: index }).where(eq(people.id, rowId));
  }
  return { from: rows.findIndex((row) => row.id === id) + 1, to: order.indexOf(id) + 1 };
}
