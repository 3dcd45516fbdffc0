import type { Database } from "#db/client";
import { siteContent } from "#db/schema";
import { editableTexts, sectionNames } from "./editable-texts";

/**
 * Runs on every start: an editable text that has no row yet gets one, without
 * text (decision 027). The row only names the text for the dashboard; until an
 * admin words it differently, pages, e-mails and PDFs show the catalog's text,
 * so a correction in the code reaches every running site. Edits are never
 * overwritten.
 */
export async function addEditableTexts(db: Database): Promise<void> {
  await db
    .insert(siteContent)
    .values(
      editableTexts.map((item) => ({
        key: item.key,
        section: item.section,
        sectionEn: sectionNames[item.section].en,
        sectionAr: sectionNames[item.section].ar,
        labelEn: item.labelEn,
        labelAr: item.labelAr,
        contentEn: null,
        contentAr: null,
      })),
    )
    .onConflictDoNothing({ target: siteContent.key });
}
