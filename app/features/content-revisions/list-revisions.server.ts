import { and, desc, eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { contentRevisions, users } from "#db/schema";
import type { ContentItem, RevisionRow } from "./content-item";

/** The item's revisions, newest first: who, when, and what made each. */
export async function listRevisions(db: Database, item: ContentItem): Promise<RevisionRow[]> {
  const rows = await db
    .select({
      number: contentRevisions.number,
      createdAt: contentRevisions.createdAt,
      cause: contentRevisions.cause,
      restoredFrom: contentRevisions.restoredFrom,
      fullName: users.fullName,
      username: users.username,
    })
    .from(contentRevisions)
    .leftJoin(users, eq(users.id, contentRevisions.authorId))
    .where(and(eq(contentRevisions.itemKind, item.kind), eq(contentRevisions.itemKey, item.key)))
    .orderBy(desc(contentRevisions.number));
  return rows.map((row) => ({
    number: row.number,
    createdAt: row.createdAt.toISOString(),
    author: row.fullName || row.username || null,
    cause: row.cause,
    restoredFrom: row.restoredFrom,
  }));
}
