import { z } from "zod";
import { contentSections } from "./content-sections";

/** Dot notation, as the catalog keys it overrides: `home.hero.title`, `footer.about`. */
export const CONTENT_KEY_PATTERN = /^[a-z][a-zA-Z0-9_-]*(?:\.[a-zA-Z0-9_-]+)+$/;
export const CONTENT_KEY_MAX = 120;
export const CONTENT_LABEL_MAX = 120;
export const CONTENT_SECTION_NAME_MAX = 80;
export const CONTENT_TEXT_MAX = 20_000;

/** Stored exactly as typed (Markdown or HTML); it is only ever shown as text or through the sanitizer. */
const contentText = z.string({ error: "admin.form.error.invalid" }).max(CONTENT_TEXT_MAX, { error: "admin.form.error.tooLong" });

const requiredText = (max: number) =>
  z
    .string({ error: "admin.form.error.required" })
    .trim()
    .min(1, { error: "admin.form.error.required" })
    .max(max, { error: "admin.form.error.tooLong" });

const optionalName = z.string().trim().max(CONTENT_SECTION_NAME_MAX, { error: "admin.form.error.tooLong" }).optional();

/**
 * `POST /api/admin/site-content`. The dashboard sends `section` with its
 * names; a caller that follows the spec's payload may send only
 * `sectionEn`/`sectionAr`, and the server finds the section by name.
 */
export const createSiteContentSchema = z
  .object({
    key: z
      .string({ error: "admin.form.error.required" })
      .trim()
      .min(1, { error: "admin.form.error.required" })
      .max(CONTENT_KEY_MAX, { error: "admin.form.error.tooLong" })
      .regex(CONTENT_KEY_PATTERN, { error: "siteContent.error.keyFormat" }),
    section: z.enum(contentSections, { error: "siteContent.error.section" }).optional(),
    sectionEn: optionalName,
    sectionAr: optionalName,
    labelEn: requiredText(CONTENT_LABEL_MAX),
    labelAr: requiredText(CONTENT_LABEL_MAX),
    contentEn: contentText.nullish(),
    contentAr: contentText.nullish(),
    /** "This change needs no translation": the other language stays up to date (decision 042). */
    noTranslationNeeded: z.boolean({ error: "admin.form.error.invalid" }).optional(),
  })
  .refine((value) => value.section !== undefined || Boolean(value.sectionEn || value.sectionAr), {
    error: "siteContent.error.section",
    path: ["section"],
    // Report a missing section together with the other fields' errors, not after they are fixed.
    when: () => true,
  });

export type CreateSiteContentInput = z.input<typeof createSiteContentSchema>;
export type CreateSiteContentValues = z.output<typeof createSiteContentSchema>;

/** `PUT /api/admin/site-content/:key`: only the language that was edited. */
export const updateSiteContentSchema = z
  .object({
    contentEn: contentText.nullish(),
    contentAr: contentText.nullish(),
    /** "This change needs no translation": the other language stays up to date (decision 042). */
    noTranslationNeeded: z.boolean({ error: "admin.form.error.invalid" }).optional(),
  })
  .refine((value) => value.contentEn !== undefined || value.contentAr !== undefined, {
    error: "siteContent.error.nothingToUpdate",
    path: ["contentEn"],
  });

export type UpdateSiteContentValues = z.output<typeof updateSiteContentSchema>;

/** The section filter of the Site Content tab: one section, or every one. */
export function parseSectionFilter(value: unknown): (typeof contentSections)[number] | undefined {
  return typeof value === "string" && (contentSections as readonly string[]).includes(value)
    ? (value as (typeof contentSections)[number])
    : undefined;
}
