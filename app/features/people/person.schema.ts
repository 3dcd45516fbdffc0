import "~/lib/zod-jitless";
import { z } from "zod";
import { isSiteImagePath } from "~/lib/site-image-path";

export const PERSON_SLUG_MAX = 80;
export const PERSON_NAME_MAX = 120;
export const PERSON_TITLE_MAX = 160;
export const PERSON_BIO_MAX = 6000;
export const PERSON_LIST_ITEM_MAX = 120;
export const PERSON_LIST_MAX = 12;
export const PERSON_URL_MAX = 500;
/** The list is ordered by hand and not paged, so it stays short. */
export const PEOPLE_MAX = 60;

/** A person's address: lower-case letters, digits and single hyphens (`sara-al-otaibi`). */
export const PERSON_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const requiredText = (max: number) =>
  z.string({ error: "admin.form.error.required" }).trim().min(1, { error: "admin.form.error.required" }).max(max, { error: "admin.form.error.tooLong" });

const optionalText = (max: number) => z.string({ error: "admin.form.error.invalid" }).trim().max(max, { error: "admin.form.error.tooLong" });

/**
 * A list the form writes one item a line: a string (split on new lines) or an
 * array; blank items dropped, each bounded, at most PERSON_LIST_MAX.
 */
const list = z
  .union([z.string(), z.array(z.string())], { error: "admin.form.error.invalid" })
  .transform((value) => (Array.isArray(value) ? value : value.split(/\r?\n/)).map((item) => item.trim()).filter((item) => item.length > 0))
  .pipe(
    z
      .array(z.string().max(PERSON_LIST_ITEM_MAX, { error: "peopleAdmin.error.itemTooLong" }))
      .max(PERSON_LIST_MAX, { error: "peopleAdmin.error.tooManyItems" }),
  );

/** An `https://` address with a host, or empty. */
const httpsOrBlank = (errorKey: string) =>
  z
    .string({ error: "admin.form.error.invalid" })
    .trim()
    .max(PERSON_URL_MAX, { error: "admin.form.error.tooLong" })
    .refine((value) => value === "" || isHttpsUrl(value), { error: errorKey });

export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
  } catch {
    return false;
  }
}

const fields = {
  slug: z
    .string({ error: "admin.form.error.required" })
    .trim()
    .toLowerCase()
    .min(1, { error: "admin.form.error.required" })
    .max(PERSON_SLUG_MAX, { error: "admin.form.error.tooLong" })
    .regex(PERSON_SLUG_PATTERN, { error: "peopleAdmin.error.slugFormat" }),
  photo: z
    .string({ error: "admin.form.error.invalid" })
    .trim()
    .refine((value) => value === "" || isSiteImagePath(value), { error: "peopleAdmin.error.photo" }),
  nameEn: requiredText(PERSON_NAME_MAX),
  nameAr: requiredText(PERSON_NAME_MAX),
  titleEn: optionalText(PERSON_TITLE_MAX),
  titleAr: optionalText(PERSON_TITLE_MAX),
  bioEn: optionalText(PERSON_BIO_MAX),
  bioAr: optionalText(PERSON_BIO_MAX),
  expertiseEn: list,
  expertiseAr: list,
  sectorsEn: list,
  sectorsAr: list,
  languagesEn: list,
  languagesAr: list,
  linkedinUrl: httpsOrBlank("peopleAdmin.error.linkedinUrl"),
  email: z
    .string({ error: "admin.form.error.invalid" })
    .trim()
    .max(254, { error: "admin.form.error.tooLong" })
    .refine((value) => value === "" || z.email().safeParse(value).success, { error: "peopleAdmin.error.email" }),
  bookingUrl: httpsOrBlank("peopleAdmin.error.bookingUrl"),
};

/** The fields whose changes the audit log names (never their words). */
export const personFieldNames = Object.keys(fields) as (keyof typeof fields)[];

const flag = z.boolean({ error: "admin.form.error.invalid" });

/**
 * `POST /api/admin/people` and the dashboard's form: name required in both
 * languages, everything else optional; a new person is not published unless asked.
 */
export const personSchema = z.object({
  ...fields,
  photo: fields.photo.default(""),
  titleEn: fields.titleEn.default(""),
  titleAr: fields.titleAr.default(""),
  bioEn: fields.bioEn.default(""),
  bioAr: fields.bioAr.default(""),
  expertiseEn: fields.expertiseEn.default([]),
  expertiseAr: fields.expertiseAr.default([]),
  sectorsEn: fields.sectorsEn.default([]),
  sectorsAr: fields.sectorsAr.default([]),
  languagesEn: fields.languagesEn.default([]),
  languagesAr: fields.languagesAr.default([]),
  linkedinUrl: fields.linkedinUrl.default(""),
  email: fields.email.default(""),
  bookingUrl: fields.bookingUrl.default(""),
  published: flag.default(false),
  contactPartner: flag.default(false),
});

export type PersonInput = z.input<typeof personSchema>;
export type PersonValues = z.output<typeof personSchema>;

/**
 * `PATCH /api/admin/people/:id`: any field (checked as on creation), the
 * switches, and `position`, the 1-based place in the list (up and down).
 */
export const personPatchSchema = z
  .object({
    ...fields,
    published: flag,
    contactPartner: flag,
    position: z.number({ error: "admin.form.error.invalid" }).int({ error: "admin.form.error.invalid" }).min(1, { error: "admin.form.error.invalid" }).max(PEOPLE_MAX, { error: "admin.form.error.invalid" }),
  })
  .partial()
  .refine((value) => Object.values(value).some((field) => field !== undefined), { error: "peopleAdmin.error.nothingToUpdate", path: ["_"] });

export type PersonPatch = z.output<typeof personPatchSchema>;
