import { describe, expect, it } from "vitest";
import { builtInCatalogs } from "~/i18n/built-in-catalogs";
import { createTranslator, resolveMessages } from "~/i18n/translate";
import { composeLeadershipNotification } from "./compose-leadership-mails";
import { scoreLeadershipAssessment } from "./scoring";

const catalogs = builtInCatalogs();

const answers = { 1: 4, 2: 4, 3: 4, 4: 4, 5: 4, 6: 4, 7: 4, 8: 4, 9: 4, 10: 4 } as const;

const inbox = { t: createTranslator(catalogs.en), lang: "en" as const };

describe("leadership notification", () => {
  const meta = { id: 12, result: scoreLeadershipAssessment(answers), language: "ar" as const, adminUrl: "https://example.sa/admin?tab=leadership", leadUrl: "https://example.sa/admin?tab=leads&lead=58" };

  it("gives the time in Riyadh, written for people", () => {
    const mail = composeLeadershipNotification({ name: "Saad", email: null, company: null, phone: null }, { ...meta, createdAt: new Date("2026-11-23T21:30:00Z") }, inbox);
    expect(mail.text).toContain("Received:  Tuesday, 24 November 2026, 12:30 AM (Riyadh time)");
    expect(mail.text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });

  it("says the taker's results e-mail is queued, not that it was sent", () => {
    const mail = composeLeadershipNotification({ name: "Saad", email: "saad@example.sa", company: null, phone: null }, { ...meta, createdAt: new Date("2026-01-05T09:30:00Z") }, inbox);
    expect(mail.text).toContain("A results e-mail to saad@example.sa was queued with this one.");
    expect(mail.text).not.toMatch(/were e-mailed|was sent/);
    expect(mail.text).toContain("Open this lead in the dashboard: https://example.sa/admin?tab=leads&lead=58");
  });

  it("is worded by the translator it is given, so a dashboard override reaches it, and has every sentence in Arabic too", () => {
    const createdAt = new Date("2026-01-05T09:30:00Z");
    const overridden = createTranslator(resolveMessages("en", catalogs, [{ key: "brand.name", contentEn: "Najd Partners", contentAr: null }]));
    const mail = composeLeadershipNotification({ name: "Saad", email: null, company: null, phone: null }, { ...meta, createdAt }, { t: overridden, lang: "en" });
    expect(mail.subject).toBe("New leadership assessment: 40/50 (Future-Ready) · Saad");
    expect(mail.text.split("\n")[0]).toBe("A leadership future-readiness assessment was completed on the Najd Partners website.");
    expect(mail.text).toContain("Language:  Arabic");
    const arabic = composeLeadershipNotification({ name: "Saad", email: null, company: null, phone: null }, { ...meta, createdAt }, { t: createTranslator(catalogs.ar), lang: "ar" });
    expect(arabic.subject).toBe("تقييم قيادة جديد: 40/50 (جاهز للمستقبل) · Saad");
    expect(arabic.text).toContain("افتحوا هذا العميل المحتمل في لوحة الإدارة: https://example.sa/admin?tab=leads&lead=58");
    expect(arabic.text).not.toMatch(/\b(Name|Email|Received|Reference|Score|queued)\b/);
  });
});
