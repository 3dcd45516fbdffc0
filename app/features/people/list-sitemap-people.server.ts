import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { people } from "#db/schema";
import { displayOrder } from "./person-columns.server";

/** Published people's addresses and last changes, for /sitemap.xml. */
export async function listSitemapPeople(db: Database): Promise<{ slug: string; updatedAt: Date }[]> {
  return db.select({ slug: people.slug, updatedAt: people.updatedAt }).from(people).where(eq(people.published, true)).orderBy(...displayOrder);
}
