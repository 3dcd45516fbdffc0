import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { siteContent } from "#db/schema";
import { AppError } from "~/lib/app-error";
import type { SiteContentRow } from "./admin-api";
import { siteContentColumns, toSiteContentRow } from "./list-site-content-items.server";
import type { UpdateSiteContentValues } from "./site-content.schema";

/**
 * Saves only the language that was sent, exactly as typed; the other one is
 * untouched. Pages read the texts on every request, so the change is live at
 * the next page load.
 */
export async function updateSiteContent(db: Database, key: string, values: UpdateSiteContentValues, now = new Date()): Promise<SiteContentRow> {
  const changes: Partial<typeof siteContent.$inferInsert> = { updatedAt: now };
  if (values.contentEn !== undefined) changes.contentEn = values.contentEn;
  if (values.contentAr !== undefined) changes.contentAr = values.contentAr;
  const [row] = await db.update(siteContent).set(changes).where(eq(siteContent.key, key)).returning(siteContentColumns);
  if (!row) throw new AppError("NOT_FOUND", { message: "admin.content.error.notFound" });
  return toSiteContentRow(row);
}
