import { type AuditContext, recordAudit } from "~/features/audit-log/record-audit.server";
import { AppError } from "~/lib/app-error";
import type { Database } from "#db/client";
import { isUniqueViolation } from "#db/errors";
import { siteContent } from "#db/schema";
import { contentSections, type ContentSection } from "./content-sections";
import { sectionNames } from "./editable-texts";
import { siteContentColumns, toSiteContentRow } from "./list-site-content-items.server";
import type { SiteContentRow } from "./site-content-row";
import type { CreateSiteContentValues } from "./site-content.schema";
import { recordRevision, readTranslationState } from "~/features/content-revisions/record-revision.server";
import { siteTextItem, siteTextLanguageFields, siteTextSnapshot } from "./site-text-revision";

/**
 * A new editable text. The section's display names always come from the
 * section itself, so the filter and the table stay consistent. Audited as
 * `site_content.create` (key, section, which languages have a text) in the
 * transaction of the insert, which also keeps its first revision (decision 042).
 */
export async function createSiteContent(db: Database, values: CreateSiteContentValues, audit: AuditContext, now = new Date()): Promise<SiteContentRow> {
  const section = values.section ?? sectionFromNames(values.sectionEn, values.sectionAr);
  if (!section) throw new AppError("VALIDATION", { fieldErrors: { section: "siteContent.error.section" } });
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
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
      await recordAudit(tx, {
        ...audit,
        action: "site_content.create",
        target: { type: "site_content", id: values.key },
        details: { section, languages: (["en", "ar"] as const).filter((lang) => Boolean(lang === "en" ? values.contentEn : values.contentAr)) },
        now,
      });
      const item = siteTextItem(values.key);
      await recordRevision(tx, { item, before: null, after: siteTextSnapshot(row), fields: siteTextLanguageFields, authorId: audit.actor.id, cause: "save", now });
      return toSiteContentRow(row, await readTranslationState(tx, item));
    });
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
