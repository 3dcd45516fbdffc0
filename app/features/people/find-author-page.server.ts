import type { Database } from "#db/client";
import type { Lang } from "~/i18n/locales";
import { noPublicDataMemo, type PublicDataMemo } from "~/lib/public-data-memo";
import { readPublishedPeople } from "./list-published-people.server";
import { sameName } from "./person";

/**
 * The address of the team member an article's byline names in its language
 * (`/team/<slug>`, unlocalised), or null: no published person of that name,
 * or the team unavailable (the byline then stays plain text).
 */
export async function findAuthorPage(db: Database, options: { name: string; lang: Lang; publicData?: PublicDataMemo }): Promise<string | null> {
  try {
    const published = await readPublishedPeople(db, options.publicData ?? noPublicDataMemo);
    const found = published.find((person) => sameName(options.lang === "ar" ? person.nameAr : person.nameEn, options.name));
    return found ? `/team/${found.slug}` : null;
  } catch {
    return null;
  }
}
