import { describe, expect, it } from "vitest";
import { builtInCatalogs } from "~/i18n/built-in-catalogs";
import { createTranslator, resolveMessages } from "~/i18n/translate";
import { composeHrAssessmentNotification } from "./compose-hr-notification";
import { scoreAssessment } from "./scoring";

const catalogs = builtInCatalogs();

const meta = { id: 7, language: "ar" as const, createdAt: new Date("2026-01-05T09:30:00Z"), adminUrl: "https://example.sa/admin?tab=hr", leadUrl: "https://example.sa/admin?tab=leads&lead=31" };
const inbox = { t: createTranslator(catalogs.en), lang: "en" as const };

describe("HR assessment notification", () => {
  it("gives the firm the contact, the scores by area, the risk and a leader's challenges, in English", () => {
    const result = scoreAssessment("leadership", { lq1: "2", lq2: "4", lq3: "3", lq4: "5", lq5: "1" });
    const mail = composeHrAssessmentNotification(
      { name: "ليلى القحطاني", email: "layla@example.sa", company: "Najd Holding", phone: null, message: "اتصلوا بعد الظهر", userRole: "leadership", challenges: ["cost"] },
      result,
      meta,
      inbox,
    );
    expect(mail.subject).toBe("New HR assessment: Najd Holding · ليلى القحطاني (Business Leader)");
    expect(mail.text).toContain("Phone:     —");
    expect(mail.text).toContain("Overall score: 60.00% · Medium risk");
    expect(mail.text).toMatch(/Succession planning\s+20%\s+\(1\/5\)/);
    expect(mail.text).toContain("  - Controlling workforce costs");
    expect(mail.text).toContain("اتصلوا بعد الظهر");
    expect(mail.text).toContain("Reference: #7");
    expect(mail.text).toContain("Open this lead in the dashboard: https://example.sa/admin?tab=leads&lead=31");
    expect(mail.text).toContain("Received:  Monday, 5 January 2026, 12:30 PM (Riyadh time)");
    expect(mail.text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });

  it("never lets a line break into the subject and has no challenges section for HR professionals", () => {
    const answers = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`q${i + 1}`, "usually"]));
    const mail = composeHrAssessmentNotification(
      { name: "Evil\r\nBcc: x@example.com", email: "e@example.com", company: "Co\nX", phone: "+966 50 000 0000", message: null, userRole: "hr", challenges: null },
      scoreAssessment("hr", answers),
      { ...meta, language: "en" },
      inbox,
    );
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text).not.toContain("Business challenges");
    expect(mail.text).toContain("Overall score: 80.00% · Low risk");
  });

  it("is worded by the translator it is given, so a dashboard override reaches it, and has every sentence in Arabic too", () => {
    const answers = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`q${i + 1}`, "usually"]));
    const submission = { name: "Sara", email: "sara@example.sa", company: "Najd", phone: null, message: null, userRole: "hr" as const, challenges: null };
    const overridden = createTranslator(resolveMessages("en", catalogs, [{ key: "hrAdmin.notification.callPromise", contentEn: "We call back within one business day.", contentAr: null }]));
    expect(composeHrAssessmentNotification(submission, scoreAssessment("hr", answers), meta, { t: overridden, lang: "en" }).text).toContain("We call back within one business day.");
    const arabic = composeHrAssessmentNotification(submission, scoreAssessment("hr", answers), meta, { t: createTranslator(catalogs.ar), lang: "ar" });
    expect(arabic.subject).toBe("تقييم موارد بشرية جديد: Najd · Sara (مختص موارد بشرية)");
    expect(arabic.text).not.toMatch(/\b(Name|Email|Received|Reference|Overall|risk|Labour)\b/);
  });
});
