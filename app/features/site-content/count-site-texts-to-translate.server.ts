import type { Database } from "#db/client";
import { siteContent } from "#db/schema";
import { needsTranslation, siteContentColumns, siteTextStates, toSiteContentRow } from "./list-site-content-items.server";

/** Site texts with a language missing or behind the other (decision 042): the dashboard's "Translations to update". A few hundred rows at most, read whole as the tab does. */
export async function countSiteTextsToTranslate(db: Database): Promise<number> {
  const [rows, states] = await Promise.all([db.select(siteContentColumns).from(siteContent), siteTextStates(db)]);
  return rows.map((row) => toSiteContentRow(row, states.get(row.key))).filter(needsTranslation).length;
}
