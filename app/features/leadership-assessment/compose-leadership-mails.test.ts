import { describe, expect, it } from "vitest";
import { composeLeadershipNotification } from "./compose-leadership-mails";
import { scoreLeadershipAssessment } from "./scoring";

const answers = { 1: 4, 2: 4, 3: 4, 4: 4, 5: 4, 6: 4, 7: 4, 8: 4, 9: 4, 10: 4 } as const;

describe("leadership notification", () => {
  const meta = { id: 12, result: scoreLeadershipAssessment(answers), language: "ar" as const, brand: "Sanad Executive Partners", adminUrl: "https://example.sa/admin?tab=leadership" };

  it("gives the time in Riyadh, written for people", () => {
    const mail = composeLeadershipNotification({ name: "Saad", email: null, company: null, phone: null }, { ...meta, createdAt: new Date("2026-11-23T21:30:00Z") });
    expect(mail.text).toContain("Received:  Tuesday, 24 November 2026, 12:30 AM (Riyadh time)");
    expect(mail.text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });

  it("says the taker's results e-mail is queued, not that it was sent", () => {
    const mail = composeLeadershipNotification({ name: "Saad", email: "saad@example.sa", company: null, phone: null }, { ...meta, createdAt: new Date("2026-01-05T09:30:00Z") });
    expect(mail.text).toContain("A results e-mail to saad@example.sa was queued with this one.");
    expect(mail.text).not.toMatch(/were e-mailed|was sent/);
  });
});
