import { and, eq } from "drizzle-orm";
import type { DatabaseExecutor } from "#db/client";
import { contentRevisions } from "#db/schema";
import { AppError } from "~/lib/app-error";
import type { ContentItem } from "./content-item";

/** One revision's snapshot; 404 when the item has no such revision (never made, or thinned). */
export async function findRevisionSnapshot(executor: DatabaseExecutor, item: ContentItem, number: number): Promise<Record<string, unknown>> {
  const [row] = await executor
    .select({ snapshot: contentRevisions.snapshot })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.itemKind, item.kind), eq(contentRevisions.itemKey, item.key), eq(contentRevisions.number, number)))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND");
  return row.snapshot;
}
