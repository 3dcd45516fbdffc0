import { describe, expect, it } from "vitest";
import { builtInCatalogs } from "~/i18n/built-in-catalogs";
import { TESTIMONIAL_NAME_MAX, TESTIMONIAL_QUOTE_MAX, testimonialPatchSchema, testimonialSchema } from "./testimonial.schema";

const catalogs = builtInCatalogs();

const valid = {
  quoteEn: "They found our chief executive in eight weeks.",
  quoteAr: "وجدوا رئيسنا التنفيذي في ثمانية أسابيع.",
  nameEn: "Sara Al-Otaibi",
  nameAr: "سارة العتيبي",
};

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("testimonialSchema", () => {
  it("accepts quote and name in both languages; title and company default to empty, switches to off", () => {
    expect(testimonialSchema.parse({ ...valid, nameEn: "  Sara Al-Otaibi  " })).toEqual({
      ...valid,
      titleEn: "",
      titleAr: "",
      companyEn: "",
      companyAr: "",
      published: false,
      showOnHome: false,
    });
  });

  it("requires the quote and the name in each language", () => {
    const errors = errorsOf(testimonialSchema.safeParse({ quoteEn: "   ", nameAr: "" }));
    expect(errors).toEqual({
      quoteEn: "admin.form.error.required",
      quoteAr: "admin.form.error.required",
      nameEn: "admin.form.error.required",
      nameAr: "admin.form.error.required",
    });
  });

  it("keeps a quote to 600 characters and bounds every other field", () => {
    expect(testimonialSchema.safeParse({ ...valid, quoteAr: "ق".repeat(TESTIMONIAL_QUOTE_MAX) }).success).toBe(true);
    const errors = errorsOf(
      testimonialSchema.safeParse({ ...valid, quoteAr: "ق".repeat(TESTIMONIAL_QUOTE_MAX + 1), nameEn: "n".repeat(TESTIMONIAL_NAME_MAX + 1), companyAr: "ش".repeat(121), titleEn: "t".repeat(121) }),
    );
    expect(errors).toEqual({
      quoteAr: "testimonialsAdmin.error.quoteTooLong",
      nameEn: "admin.form.error.tooLong",
      companyAr: "admin.form.error.tooLong",
      titleEn: "admin.form.error.tooLong",
    });
  });

  it("refuses values of the wrong type", () => {
    const errors = errorsOf(testimonialSchema.safeParse({ ...valid, titleEn: 3, published: "yes" }));
    expect(errors).toEqual({ titleEn: "admin.form.error.invalid", published: "admin.form.error.invalid" });
  });

  it("uses only catalog keys that exist in both languages", () => {
    for (const key of ["admin.form.error.required", "admin.form.error.tooLong", "admin.form.error.invalid", "testimonialsAdmin.error.quoteTooLong", "testimonialsAdmin.error.nothingToUpdate"]) {
      expect(catalogs.en[key], key).toBeTruthy();
      expect(catalogs.ar[key], key).toBeTruthy();
    }
  });
});

describe("testimonialPatchSchema", () => {
  it("takes any one field, checked as on creation", () => {
    expect(testimonialPatchSchema.parse({ published: true })).toEqual({ published: true });
    expect(testimonialPatchSchema.parse({ position: 2 })).toEqual({ position: 2 });
    expect(testimonialPatchSchema.parse({ titleAr: " رئيسة مجلس الإدارة " })).toEqual({ titleAr: "رئيسة مجلس الإدارة" });
    expect(errorsOf(testimonialPatchSchema.safeParse({ nameAr: " " }))).toEqual({ nameAr: "admin.form.error.required" });
  });

  it("refuses an empty change and a position that is not a place in the list", () => {
    expect(errorsOf(testimonialPatchSchema.safeParse({}))).toEqual({ _: "testimonialsAdmin.error.nothingToUpdate" });
    for (const position of [0, 1.5, "2", 101]) {
      expect(errorsOf(testimonialPatchSchema.safeParse({ position })), String(position)).toEqual({ position: "admin.form.error.invalid" });
    }
  });
});
