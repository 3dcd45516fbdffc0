import { AppError } from "~/lib/app-error";
import type { Database } from "#db/client";
import { isUniqueViolation } from "#db/errors";
import { siteContent } from "#db/schema";
import { contentSections, type ContentSection } from "./content-sections";
import { sectionNames } from "./editable-texts";
import { siteContentColumns, toSiteContentRow } from "./list-site-content-items.server";
import type { SiteContentRow } from "./site-content-row";
import type { CreateSiteContentValues } from "./site-content.schema";

/**
 * A new editable text. The section's display names always come from the
 * section itself, so the filter and the table stay consistent.
 */
export async function createSiteContent(db: Database, values: CreateSiteContentValues, now = new Date()): Promise<SiteContentRow> {
  const section = values.section ?? sectionFromNames(values.sectionEn, values.sectionAr);
  if (!section) throw new AppError("VALIDATION", { fieldErrors: { section: "siteContent.error.section" } });
  try {
    const [row] = await db
      .insert(siteContent)
      .values({
        key: values.key,
        section,
        sectionEn: sectionNames[section].en,
        sectionAr: sectionNames[section].ar,
        labelEn: values.labelEn,
        labelAr: values.labelAr,
        contentEn: values.contentEn ?? null,
        contentAr: values.contentAr ?? null,
        updatedAt: now,
      })
      .returning(siteContentColumns);
    return toSiteContentRow(row);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError("CONFLICT", { message: "siteContent.error.keyTaken", fieldErrors: { key: "siteContent.error.keyTaken" } });
    }
    throw error;
  }
}

function sectionFromNames(en: string | undefined, ar: string | undefined): ContentSection | undefined {
  const norm = (s: string | undefined) => s?.trim().toLowerCase() ?? "";
  return contentSections.find(
    (s) => (en && (norm(en) === s || norm(en) === norm(sectionNames[s].en))) || (ar && norm(ar) === norm(sectionNames[s].ar)),
  );
}
