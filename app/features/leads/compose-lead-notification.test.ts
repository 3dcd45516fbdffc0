import { describe, expect, it } from "vitest";
import { composeLeadNotification } from "./compose-lead-notification";

const meta = { id: 42, language: "ar" as const, createdAt: new Date("2026-01-05T09:30:00Z"), brand: "Sanad Executive Partners", adminUrl: "https://example.sa/admin" };

describe("lead notification", () => {
  it("names the service in English and carries everything the visitor sent", () => {
    const mail = composeLeadNotification(
      { fullName: "ليلى القحطاني", email: "layla@example.sa", company: "Najd", service: "market-entry", message: "نخطط لدخول السوق.", privacy: true },
      meta,
    );
    expect(mail.subject).toBe("New website enquiry: Market Entry Advisory · ليلى القحطاني");
    expect(mail.text).toContain("Email:     layla@example.sa");
    expect(mail.text).toContain("Company:   Najd");
    expect(mail.text).toContain("Language:  Arabic");
    expect(mail.text).toContain("Reference: #42");
    expect(mail.text).toContain("Received:  Monday, 5 January 2026, 12:30 PM (Riyadh time)");
    expect(mail.text).toContain("نخطط لدخول السوق.");
  });

  it("names the service in English whatever the page's language, and never lets a line break into the subject", () => {
    const mail = composeLeadNotification(
      { fullName: "Evil\r\nBcc: x@example.com", email: "e@example.com", company: null, service: "consultation", message: "Hello there!" },
      { ...meta, language: "en" },
    );
    expect(mail.subject).toBe("New website enquiry: Free Consultation · Evil Bcc: x@example.com");
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text).toContain("Company:   —");
  });

  it("gives the time in Riyadh, written for people: late evening in UTC is the next day there", () => {
    const mail = composeLeadNotification(
      { fullName: "Sara", email: "sara@example.sa", company: null, service: "other", message: "Call me tomorrow." },
      { ...meta, createdAt: new Date("2026-11-23T21:30:00Z") },
    );
    expect(mail.text).toContain("Received:  Tuesday, 24 November 2026, 12:30 AM (Riyadh time)");
    expect(mail.text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });
});
