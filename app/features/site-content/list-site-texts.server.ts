import { asc } from "drizzle-orm";
import type { Database } from "#db/client";
import { siteContent } from "#db/schema";
import { siteContentColumns, siteTextStates, toSiteContentRow } from "./list-site-content-items.server";
import type { SiteContentRow } from "./site-content-row";
import { isSiteDetailKey } from "./site-details";

/**
 * Every editable text (not the contact details or the photo, which are data:
 * decision 022), with its built-in wording: what the public pages' edit mode
 * needs to find the texts on the page and open one in the editor (decision 037).
 */
export async function listSiteTexts(db: Database): Promise<SiteContentRow[]> {
  const [rows, states] = await Promise.all([db.select(siteContentColumns).from(siteContent).orderBy(asc(siteContent.key)), siteTextStates(db)]);
  return rows.filter((row) => !isSiteDetailKey(row.key)).map((row) => toSiteContentRow(row, states.get(row.key)));
}
