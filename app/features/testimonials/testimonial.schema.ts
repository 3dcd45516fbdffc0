import "~/lib/zod-jitless";
import { z } from "zod";

export const TESTIMONIAL_QUOTE_MAX = 600;
export const TESTIMONIAL_NAME_MAX = 120;
export const TESTIMONIAL_TITLE_MAX = 120;
export const TESTIMONIAL_COMPANY_MAX = 120;
/** The list is ordered by hand and not paged, so it stays short. */
export const TESTIMONIALS_MAX = 100;

const requiredText = (max: number, tooLong = "admin.form.error.tooLong") =>
  z
    .string({ error: "admin.form.error.required" })
    .trim()
    .min(1, { error: "admin.form.error.required" })
    .max(max, { error: tooLong });

const optionalText = (max: number) => z.string({ error: "admin.form.error.invalid" }).trim().max(max, { error: "admin.form.error.tooLong" });

/** What a testimonial says, in both languages: quote and name required, title and company optional. */
const textFields = {
  quoteEn: requiredText(TESTIMONIAL_QUOTE_MAX, "testimonialsAdmin.error.quoteTooLong"),
  quoteAr: requiredText(TESTIMONIAL_QUOTE_MAX, "testimonialsAdmin.error.quoteTooLong"),
  nameEn: requiredText(TESTIMONIAL_NAME_MAX),
  nameAr: requiredText(TESTIMONIAL_NAME_MAX),
  titleEn: optionalText(TESTIMONIAL_TITLE_MAX),
  titleAr: optionalText(TESTIMONIAL_TITLE_MAX),
  companyEn: optionalText(TESTIMONIAL_COMPANY_MAX),
  companyAr: optionalText(TESTIMONIAL_COMPANY_MAX),
};

/** The text fields' names, in the form's order (the audit log names the ones an edit changed). */
export const testimonialTextFields = Object.keys(textFields) as (keyof typeof textFields)[];

const flag = z.boolean({ error: "admin.form.error.invalid" });

/** `POST /api/admin/testimonials` and the dashboard's testimonial form. A new testimonial is not published unless asked. */
export const testimonialSchema = z.object({
  ...textFields,
  titleEn: textFields.titleEn.default(""),
  titleAr: textFields.titleAr.default(""),
  companyEn: textFields.companyEn.default(""),
  companyAr: textFields.companyAr.default(""),
  published: flag.default(false),
  showOnHome: flag.default(false),
});

export type TestimonialInput = z.input<typeof testimonialSchema>;
export type TestimonialValues = z.output<typeof testimonialSchema>;

/**
 * `PATCH /api/admin/testimonials/:id`: any of the fields (a field sent is
 * checked as on creation), and `position`, the 1-based place in the list the
 * testimonial moves to (the dashboard's up and down buttons).
 */
export const testimonialPatchSchema = z
  .object({
    ...textFields,
    published: flag,
    showOnHome: flag,
    position: z.number({ error: "admin.form.error.invalid" }).int({ error: "admin.form.error.invalid" }).min(1, { error: "admin.form.error.invalid" }).max(TESTIMONIALS_MAX, { error: "admin.form.error.invalid" }),
  })
  .partial()
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    error: "testimonialsAdmin.error.nothingToUpdate",
    path: ["_"],
  });

export type TestimonialPatch = z.output<typeof testimonialPatchSchema>;
