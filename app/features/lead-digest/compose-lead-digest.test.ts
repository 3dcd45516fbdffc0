import { describe, expect, it } from "vitest";
import { builtInCatalogs } from "~/i18n/built-in-catalogs";
import { createTranslator, resolveMessages } from "~/i18n/translate";
import { composeLeadDigest } from "./compose-lead-digest";
import type { DigestContent, DigestLead } from "./digest-lead";

const catalogs = builtInCatalogs();

const riyadh = (isoLocal: string) => new Date(`${isoLocal}+03:00`);
// Monday 30 November 2026, 07:00 in Riyadh.
const now = riyadh("2026-11-30T07:00:00");
const en = { now, publicUrl: "https://firm.example/", t: createTranslator(catalogs.en), lang: "en" as const };

const lead = (overrides: Partial<DigestLead>): DigestLead => ({
  id: 1,
  name: "Sara Al-Qahtani",
  company: "Najd Holding",
  source: "contact",
  status: "new",
  createdAt: riyadh("2026-11-25T20:00:00"),
  nextFollowUpAt: null,
  owner: null,
  ...overrides,
});
const empty: DigestContent = { stale: [], staleTotal: 0, overdue: [], overdueTotal: 0 };

describe("the daily lead digest", () => {
  it("is no mail at all when nothing is waiting", () => {
    expect(composeLeadDigest(empty, en)).toBeNull();
  });

  it("lists a stale lead with name, company, source, when it came, its age in working days, owner and link", () => {
    const mail = composeLeadDigest({ ...empty, stale: [lead({ id: 17 })], staleTotal: 1 }, en);
    expect(mail?.subject).toBe("Leads waiting for you · November 30, 2026");
    const text = mail?.text ?? "";
    expect(text).toContain("Still new after two working days (1)");
    expect(text).toContain("- Sara Al-Qahtani · Najd Holding · Contact form");
    // Wednesday 20:00 → Monday 07:00: Thursday and Sunday have passed.
    expect(text).toContain("  received Wednesday, 25 November 2026, 8:00 PM (Riyadh time), waiting 2 working days · no owner");
    expect(text).toContain("  https://firm.example/admin?tab=leads&lead=17");
    expect(text).not.toContain("Follow-ups overdue");
  });

  it("lists an overdue follow-up with its date, status and owner, and leaves out a company nobody gave", () => {
    const overdue = lead({ id: 9, company: null, source: "hr_assessment", status: "proposal", nextFollowUpAt: riyadh("2026-11-26T09:00:00"), owner: { fullName: "Noura Al-Harbi", username: "noura", isProtected: false } });
    const text = composeLeadDigest({ ...empty, overdue: [overdue], overdueTotal: 1 }, en)?.text ?? "";
    expect(text).toContain("Follow-ups overdue (1)");
    expect(text).toContain("- Sara Al-Qahtani · HR assessment");
    expect(text).toContain("  follow-up was due Thursday, 26 November 2026, 9:00 AM (Riyadh time) · status: Proposal · owner: Noura Al-Harbi");
    expect(text).toContain("https://firm.example/admin?tab=leads&lead=9");
    expect(text).not.toContain("Still new");
  });

  it("says how many more wait in the dashboard when a section is longer than the page", () => {
    const text = composeLeadDigest({ ...empty, stale: [lead({ id: 1 }), lead({ id: 2 })], staleTotal: 60 }, en)?.text ?? "";
    expect(text).toContain("Still new after two working days (60)");
    expect(text).toContain("…and 58 more in the dashboard: https://firm.example/admin?tab=leads");
  });

  it("never lets a line break of a visitor's name start a line of its own", () => {
    const text = composeLeadDigest({ ...empty, stale: [lead({ name: "Evil\r\nBcc: x@example.com" })], staleTotal: 1 }, en)?.text ?? "";
    expect(text).toContain("- Evil Bcc: x@example.com · Najd Holding");
    expect(text).not.toMatch(/^Bcc:/m);
  });

  it("says which line names which lead, and what that line reads once the lead is erased, whatever the texts hold", () => {
    // A dashboard override of a heading with a line break of its own moves every line after it.
    const overridden = createTranslator(resolveMessages("en", catalogs, [{ key: "leadDigest.stale.explain", contentEn: "Please call them.\nToday.", contentAr: null }]));
    const content = {
      stale: [lead({ id: 4, name: "Line\u2028Break\nName" }), lead({ id: 5, name: "Ωж", company: null })],
      staleTotal: 2,
      overdue: [lead({ id: 4, name: "Line\u2028Break\nName", source: "hr_assessment", nextFollowUpAt: riyadh("2026-11-26T09:00:00") })],
      overdueTotal: 1,
    };
    const mail = composeLeadDigest(content, { ...en, t: overridden });
    const lines = mail?.text.split("\n") ?? [];
    expect(mail?.lines.map(({ leadId, erasedLine }) => ({ leadId, erasedLine }))).toEqual([
      { leadId: 4, erasedLine: "- [erased] · Contact form" },
      { leadId: 5, erasedLine: "- [erased] · Contact form" },
      { leadId: 4, erasedLine: "- [erased] · HR assessment" },
    ]);
    expect(mail?.lines.map((l) => lines[l.line])).toEqual(["- Line Break Name · Najd Holding · Contact form", "- Ωж · Contact form", "- Line Break Name · Najd Holding · HR assessment"]);
    expect(mail?.lines.map((l) => lines[l.line + 2])).toEqual(["  https://firm.example/admin?tab=leads&lead=4", "  https://firm.example/admin?tab=leads&lead=5", "  https://firm.example/admin?tab=leads&lead=4"]);
  });

  it("is worded by the translator it is given, in Arabic too, with Western digits and the Arabic plural of days", () => {
    const overridden = createTranslator(resolveMessages("en", catalogs, [{ key: "brand.name", contentEn: "Najd Partners", contentAr: null }]));
    expect(composeLeadDigest({ ...empty, stale: [lead({})], staleTotal: 1 }, { ...en, t: overridden })?.text.split("\n")[0]).toBe(
      "The Najd Partners lead pipeline on November 30, 2026: these leads need someone to act on them.",
    );
    const ar = { ...en, t: createTranslator(catalogs.ar), lang: "ar" as const };
    const two = composeLeadDigest({ ...empty, stale: [lead({})], staleTotal: 1 }, ar);
    expect(two?.subject).toBe("عملاء محتملون بانتظار المتابعة · 30 نوفمبر 2026");
    expect(two?.text).toContain("بانتظار المتابعة منذ يومَي عمل");
    expect(two?.text).toContain("- Sara Al-Qahtani · Najd Holding · نموذج التواصل");
    const five = composeLeadDigest({ ...empty, stale: [lead({ createdAt: riyadh("2026-11-22T20:00:00") })], staleTotal: 1 }, ar);
    expect(five?.text).toContain("منذ 5 أيام عمل");
    expect(five?.text).not.toMatch(/[٠-٩]/);
    expect(five?.text).not.toMatch(/\b(received|waiting|owner)\b/);
  });
});
