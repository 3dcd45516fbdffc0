import { describe, expect, it } from "vitest";
import { builtInCatalogs } from "~/i18n/built-in-catalogs";
import { createTranslator, resolveMessages } from "~/i18n/translate";
import { composeLeadNotification } from "./compose-lead-notification";

const catalogs = builtInCatalogs();

const meta = { id: 42, language: "ar" as const, createdAt: new Date("2026-01-05T09:30:00Z"), adminUrl: "https://example.sa/admin", leadUrl: "https://example.sa/admin?tab=leads&lead=9" };
const inbox = { t: createTranslator(catalogs.en), lang: "en" as const };

describe("lead notification", () => {
  it("names the service in English and carries everything the visitor sent", () => {
    const mail = composeLeadNotification(
      { fullName: "ليلى القحطاني", email: "layla@example.sa", company: "Najd", service: "market-entry", message: "نخطط لدخول السوق.", privacy: true },
      meta,
      inbox,
    );
    expect(mail.subject).toBe("New website enquiry: Market Entry Advisory · ليلى القحطاني");
    expect(mail.text).toContain("Email:     layla@example.sa");
    expect(mail.text).toContain("Company:   Najd");
    expect(mail.text).toContain("Language:  Arabic");
    expect(mail.text).toContain("Reference: #42");
    expect(mail.text).toContain("Open this lead in the dashboard: https://example.sa/admin?tab=leads&lead=9");
    expect(mail.text).toContain("Received:  Monday, 5 January 2026, 12:30 PM (Riyadh time)");
    expect(mail.text).toContain("نخطط لدخول السوق.");
  });

  it("names the service in English whatever the page's language, and never lets a line break into the subject", () => {
    const mail = composeLeadNotification(
      { fullName: "Evil\r\nBcc: x@example.com", email: "e@example.com", company: null, service: "consultation", message: "Hello there!" },
      { ...meta, language: "en" },
      inbox,
    );
    expect(mail.subject).toBe("New website enquiry: Free Consultation · Evil Bcc: x@example.com");
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text).toContain("Company:   —");
  });

  it("gives the time in Riyadh, written for people: late evening in UTC is the next day there", () => {
    const mail = composeLeadNotification(
      { fullName: "Sara", email: "sara@example.sa", company: null, service: "other", message: "Call me tomorrow." },
      { ...meta, createdAt: new Date("2026-11-23T21:30:00Z") },
      inbox,
    );
    expect(mail.text).toContain("Received:  Tuesday, 24 November 2026, 12:30 AM (Riyadh time)");
    expect(mail.text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });

  it("is worded by the translator it is given: a dashboard override of a sentence or of the firm's name reaches it", () => {
    const overridden = createTranslator(
      resolveMessages("en", catalogs, [
        { key: "brand.name", contentEn: "Najd Partners", contentAr: null },
        { key: "leadsAdmin.notification.service.other", contentEn: "Something else", contentAr: null },
      ]),
    );
    const mail = composeLeadNotification({ fullName: "Sara", email: "sara@example.sa", company: null, service: "other", message: "Hello there!" }, meta, { t: overridden, lang: "en" });
    expect(mail.subject).toBe("New website enquiry: Something else · Sara");
    expect(mail.text.split("\n")[0]).toBe("A new enquiry arrived through the Najd Partners website.");
    expect(mail.text).toContain("Service:   Something else");
  });

  it("has every sentence in Arabic too, for an inbox that reads Arabic", () => {
    const mail = composeLeadNotification(
      { fullName: "Sara", email: "sara@example.sa", company: null, service: "market-entry", message: "Hello there!" },
      meta,
      { t: createTranslator(catalogs.ar), lang: "ar" },
    );
    expect(mail.subject).toBe("استفسار جديد من الموقع: استشارات دخول السوق · Sara");
    expect(mail.text).toContain("اللغة:     العربية");
    expect(mail.text).toContain("افتحوا هذا العميل المحتمل في لوحة الإدارة: https://example.sa/admin?tab=leads&lead=9");
    expect(mail.text).not.toMatch(/\b(Name|Email|Received|Reference|enquiry)\b/);
  });
});
