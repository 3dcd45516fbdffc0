import { describe, expect, it } from "vitest";
import { builtInCatalogs } from "~/i18n/built-in-catalogs";
import { createTranslator, resolveMessages } from "~/i18n/translate";
import { auditActions } from "./audit-actions";
import { actionLabel, auditFamilies, describeDetails, describeTarget, familyLabel } from "./describe-audit-entry";

const catalogs = builtInCatalogs();

const en = { t: createTranslator(resolveMessages("en", catalogs, [])), lang: "en" as const };
const ar = { t: createTranslator(resolveMessages("ar", catalogs, [])), lang: "ar" as const };

const tableExports = [
  { action: "contact.export", family: "contact", target: "contact_submissions" },
  { action: "hr_assessment.export", family: "hr_assessment", target: "hr_assessments" },
  { action: "leadership_assessment.export", family: "leadership_assessment", target: "leadership_assessments" },
] as const;

describe("describe-audit-entry", () => {
  it("names every action and family in both languages, from the catalog", () => {
    for (const action of auditActions) {
      expect(catalogs.en[`auditLogAdmin.action.${action}`]).toBeTruthy();
      expect(catalogs.ar[`auditLogAdmin.action.${action}`]).toBeTruthy();
    }
    for (const family of auditFamilies) {
      expect(catalogs.en[`auditLogAdmin.family.${family}`]).toBeTruthy();
      expect(catalogs.ar[`auditLogAdmin.family.${family}`]).toBeTruthy();
    }
  });

  it("groups the submission tables' CSV exports each in a family of its own, after the leads", () => {
    expect(auditFamilies.slice(0, 5)).toEqual(["auth", "lead", "contact", "hr_assessment", "leadership_assessment"]);
    for (const { action, family } of tableExports) {
      expect(auditActions.filter((a) => a.startsWith(`${family}.`))).toContain(action);
      expect(familyLabel(en.t, family)).toBe(catalogs.en[`auditLogAdmin.family.${family}`]);
      expect(familyLabel(ar.t, family)).toBe(catalogs.ar[`auditLogAdmin.family.${family}`]);
    }
  });

  it.each(tableExports)("words $action: its name, the table as target, the row count and whether there was a search", ({ action, target }) => {
    expect(actionLabel(en.t, action)).toBe(catalogs.en[`auditLogAdmin.action.${action}`]);
    expect(actionLabel(ar.t, action)).toBe(catalogs.ar[`auditLogAdmin.action.${action}`]);
    expect(describeTarget(en.t, { targetType: target, targetId: "csv", details: {} })).toEqual({ text: catalogs.en[`auditLogAdmin.target.${target}`] });
    expect(describeTarget(ar.t, { targetType: target, targetId: "csv", details: {} })).toEqual({ text: catalogs.ar[`auditLogAdmin.target.${target}`] });

    expect(describeDetails({ action, details: { rows: 1234, filters: { searched: true } } }, en)).toBe("Rows: 1,234 · with a search");
    expect(describeDetails({ action, details: { rows: 3, filters: { searched: false } } }, en)).toBe("Rows: 3");
    expect(describeDetails({ action, details: { rows: 3, filters: { searched: true } } }, ar)).toBe("عدد الصفوف: 3 · مع بحث");
  });

  it("words the edits of published posts, testimonials and Mark as Sent by field names and switches, never the words", () => {
    expect(describeDetails({ action: "post.update", details: { slug: "hiring-a-cfo", fields: ["titleEn", "contentAr", "imageUrl"] } }, en)).toBe(
      "Changed: Title (English), Content (Arabic), Cover image",
    );
    expect(describeDetails({ action: "post.update", details: { slug: "hiring-a-cfo", fields: ["titleEn", "contentAr"] } }, ar)).toBe("عُدِّل: العنوان (بالإنجليزية)، المحتوى (بالعربية)");

    expect(describeTarget(en.t, { targetType: "testimonial", targetId: "7", details: {} })).toEqual({ text: "Testimonial #7" });
    expect(describeTarget(ar.t, { targetType: "testimonial", targetId: "7", details: {} })).toEqual({ text: "شهادة رقم 7" });
    expect(familyLabel(en.t, "testimonial")).toBe("Testimonials");
    expect(describeDetails({ action: "testimonial.create", details: { published: true, showOnHome: true } }, en)).toBe("Published · On the home page");
    expect(describeDetails({ action: "testimonial.create", details: { published: false, showOnHome: false } }, ar)).toBe("غير منشورة");
    const update = { action: "testimonial.update", details: { fields: ["quoteEn", "nameAr"], showOnHome: { from: false, to: true }, position: { from: 3, to: 1 } } };
    expect(describeDetails(update, en)).toBe("Changed: Quote (English), Name (Arabic) · Home page: not shown → shown · Place in the list: 3 → 1");
    expect(describeDetails(update, ar)).toBe("عُدِّل: نص الشهادة (بالإنجليزية)، الاسم (بالعربية) · الصفحة الرئيسية: غير ظاهرة ← ظاهرة · الترتيب في القائمة: 3 ← 1");
    expect(describeDetails({ action: "testimonial.publish", details: {} }, en)).toBe("");
    expect(describeDetails({ action: "testimonial.delete", details: { published: true } }, en)).toBe("It was published");
    expect(describeDetails({ action: "testimonial.delete", details: { published: false } }, ar)).toBe("لم تكن منشورة");

    expect(describeTarget(en.t, { targetType: "leadership_assessment", targetId: "12", details: {} })).toEqual({ text: "Leadership assessment #12" });
    expect(describeDetails({ action: "leadership_assessment.email_status", details: { from: false, to: true } }, en)).toBe("Not sent → Sent");
    expect(describeDetails({ action: "leadership_assessment.email_status", details: { from: true, to: false } }, ar)).toBe("أُرسلت ← لم تُرسَل");
  });
});
