import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { people } from "#db/schema";
import { noPublicDataMemo, type PublicDataMemo } from "~/lib/public-data-memo";
import type { PublishedPerson } from "./person";
import { displayOrder, publishedPersonColumns } from "./person-columns.server";

/** The public-data memo's key for the published list (emptied with the page cache by every write). */
export const PUBLISHED_PEOPLE = "people:published";

/** Published people in display order, both languages. */
export async function listPublishedPeople(db: Database): Promise<(PublishedPerson & { id: number })[]> {
  return db.select(publishedPersonColumns).from(people).where(eq(people.published, true)).orderBy(...displayOrder);
}

/** The same list, read once per change of public content. */
export function readPublishedPeople(db: Database, publicData: PublicDataMemo = noPublicDataMemo): Promise<(PublishedPerson & { id: number })[]> {
  return publicData.memo(PUBLISHED_PEOPLE, () => listPublishedPeople(db));
}
