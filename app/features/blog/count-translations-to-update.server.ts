import { count } from "drizzle-orm";
import type { Database } from "#db/client";
import { blogPosts, translationStates } from "#db/schema";
import { translationStateOfPost, translationToUpdate } from "./post-translation-sql.server";

/** Posts with a language missing or behind the other (decision 042): the dashboard's "Translations to update". */
export async function countTranslationsToUpdate(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(blogPosts).leftJoin(translationStates, translationStateOfPost).where(translationToUpdate);
  return Number(row?.n ?? 0);
}
