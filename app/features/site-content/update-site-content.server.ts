import { eq } from "drizzle-orm";
import { siteDetailSchemas } from "~/features/site-content/site-detail.schema";
import { isPerLanguageDetail, isSiteDetailKey, siteDetailKeys, type SiteDetailKey } from "~/features/site-content/site-details";
import { findUploadedImage } from "~/features/uploads/find-uploaded-image.server";
import { type AuditContext, recordAudit } from "~/features/audit-log/record-audit.server";
import { deleteContentDrafts } from "~/features/content-drafts/delete-content-drafts.server";
import { AppError } from "~/lib/app-error";
import type { Database, DatabaseExecutor } from "#db/client";
import { siteContent } from "#db/schema";
import { isBuiltInText } from "./built-in-text";
import { siteContentColumns, toSiteContentRow } from "./list-site-content-items.server";
import type { SiteContentRow } from "./site-content-row";
import type { UpdateSiteContentValues } from "./site-content.schema";
import { recordRevision, readTranslationState } from "~/features/content-revisions/record-revision.server";
import { siteTextItem, siteTextLanguageFields, siteTextSnapshot } from "./site-text-revision";

/**
 * Saves only the language that was sent, exactly as typed (or null when it
 * is the built-in text); the other one is untouched. Pages read the texts on every request, so the change is live at
 * the next page load. Each save is audited as `site_content.update` in its
 * transaction: the key, the language(s) written, whether it went back to the
 * built-in text, and the saved text's length (never the text: a contact
 * detail is a phone number or an address). Every save keeps a revision of
 * the words both languages show and moves the pair on (decision 042); a
 * restore passes its cause and its own step (`inSave`), run in the
 * transaction with the revision's number.
 */
export async function updateSiteContent(
  db: Database,
  key: string,
  sent: UpdateSiteContentValues,
  audit: AuditContext,
  now = new Date(),
  revision: { cause: "save" | "restore"; restoredFrom?: number; inSave?: (tx: DatabaseExecutor, number: number) => Promise<void> } = { cause: "save" },
): Promise<SiteContentRow> {
  const values = isSiteDetailKey(key) ? await checkSiteDetail(db, key, sent) : sent;
  const changes: Partial<typeof siteContent.$inferInsert> = { updatedAt: now };
  // The built-in text saved back (or a reset to it) is no override: null lets a later correction in the code through (decision 027).
  if (values.contentEn !== undefined) changes.contentEn = isBuiltInText(key, "en", values.contentEn) ? null : values.contentEn;
  if (values.contentAr !== undefined) changes.contentAr = isBuiltInText(key, "ar", values.contentAr) ? null : values.contentAr;
  const written = (["en", "ar"] as const).filter((lang) => changes[lang === "en" ? "contentEn" : "contentAr"] !== undefined);
  const texts = written.map((lang) => changes[lang === "en" ? "contentEn" : "contentAr"] ?? null);
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ key: siteContent.key, contentEn: siteContent.contentEn, contentAr: siteContent.contentAr }).from(siteContent).where(eq(siteContent.key, key)).for("update");
    const [row] = await tx.update(siteContent).set(changes).where(eq(siteContent.key, key)).returning(siteContentColumns);
    if (!row || !before) throw new AppError("NOT_FOUND", { message: "siteContent.error.notFound" });
    // What the editor autosaved is saved now (decision 042).
    await deleteContentDrafts(tx, { kind: "site_text", itemId: key, userId: audit.actor.id });
    const item = siteTextItem(key);
    const number = await recordRevision(tx, {
      item,
      before: siteTextSnapshot(before),
      after: siteTextSnapshot(row),
      fields: siteTextLanguageFields,
      authorId: audit.actor.id,
      cause: revision.cause,
      restoredFrom: revision.restoredFrom,
      noTranslationNeeded: sent.noTranslationNeeded,
      now,
    });
    await revision.inSave?.(tx, number);
    await recordAudit(tx, {
      ...audit,
      action: "site_content.update",
      target: { type: "site_content", id: key },
      details: {
        language: written.length === 2 ? "both" : written[0],
        reset: texts.every((text) => text === null),
        length: Math.max(0, ...texts.map((text) => text?.length ?? 0)),
      },
      now,
    });
    return toSiteContentRow(row, await readTranslationState(tx, item));
  });
}

/**
 * Contact details and the advisor's photo are checked by kind (decision 022)
 * and saved trimmed. A detail that is not per language is one value: whichever
 * language sent it, both columns get it, so both pages and both dashboard
 * previews show the same thing.
 */
async function checkSiteDetail(db: Database, key: SiteDetailKey, values: UpdateSiteContentValues): Promise<UpdateSiteContentValues> {
  const schema = siteDetailSchemas[key];
  const checked: UpdateSiteContentValues = {};
  const fieldErrors: Record<string, string> = {};
  for (const field of ["contentEn", "contentAr"] as const) {
    const value = values[field];
    if (value === undefined) continue;
    const parsed = schema.safeParse(value ?? "");
    if (parsed.success) checked[field] = parsed.data;
    else fieldErrors[field] = parsed.error.issues[0]?.message ?? "admin.form.error.invalid";
  }
  if (Object.keys(fieldErrors).length > 0) throw new AppError("VALIDATION", { fieldErrors });
  if (key === siteDetailKeys.advisorPhoto) {
    for (const path of [checked.contentEn, checked.contentAr]) {
      if (path && !(await findUploadedImage(db, path.slice("/uploads/".length)))) {
        throw new AppError("VALIDATION", { fieldErrors: { [values.contentEn !== undefined ? "contentEn" : "contentAr"]: "siteContent.error.photo" } });
      }
    }
  }
  if (isPerLanguageDetail(key)) return checked;
  const one = checked.contentEn ?? checked.contentAr ?? "";
  return { contentEn: one, contentAr: one };
}
