import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { testimonials } from "#db/schema";
import { reorderIds } from "./testimonial";
import { displayOrder } from "./testimonial-columns.server";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Puts testimonial `id` at 1-based `position` (clamped) and numbers the
 * whole list 0, 1, 2, … so the order has no ties left. Runs inside the
 * caller's transaction. Answers its 1-based place before and after.
 */
export async function moveTestimonial(tx: Transaction, id: number, position: number): Promise<{ from: number; to: number }> {
  const rows = await tx.select({ id: testimonials.id, sortOrder: testimonials.sortOrder }).from(testimonials).orderBy(...displayOrder).for("update");
  const current = new Map(rows.map((row) => [row.id, row.sortOrder]));
  const order = reorderIds(rows.map((row) => row.id), id, position);
  for (const [index, rowId] of order.entries()) {
    if (current.get(rowId) !== index) await tx.update(testimonials).set({ sortOrder: index }).where(eq(testimonials.id, rowId));
  }
  return { from: rows.findIndex((row) => row.id === id) + 1, to: order.indexOf(id) + 1 };
}
