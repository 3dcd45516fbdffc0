import { describe, expect, it } from "vitest";
import { formatLongDate } from "~/i18n/format";
import type { Lang } from "~/i18n/locales";
import { createTranslator } from "~/i18n/translate";
import type { TimelineItem } from "./lead-row";
import { timelineText } from "./lead-timeline-text";
import { leadPipelineMessages } from "./messages";

const owners = new Map([[7, "Sara Al-Qahtani"]]);

function words(lang: Lang) {
  return {
    t: createTranslator(leadPipelineMessages[lang]),
    longDate: (value: string) => formatLongDate(value, lang),
    ownerName: (ownerId: number) => owners.get(ownerId) ?? `#${ownerId}`,
  };
}
const en = words("en");
const ar = words("ar");

const at = "2026-03-05T09:00:00.000Z";
const actor = { id: 3, username: "nora" };
const change = (kind: "status" | "owner" | "follow_up" | "email_sent", from: string | null, to: string | null, who: typeof actor | null = actor): TimelineItem => ({
  kind,
  at,
  leadId: 1,
  id: 10,
  from,
  to,
  actor: who,
});

describe("timelineText", () => {
  it("names the form a submission came from", () => {
    const item: TimelineItem = { kind: "submission", at, leadId: 1, source: "hr_assessment", sourceId: 4 };
    expect(timelineText(item, en)).toBe("Received: HR assessment");
    expect(timelineText(item, ar)).toBe("طلب وارد: تقييم الموارد البشرية");
  });

  it("gives an e-mail's subject and how it fared", () => {
    expect(timelineText({ kind: "email", at, id: 2, subject: "Your results", status: "failed" }, en)).toBe("E-mail: Your results (Not delivered)");
    expect(timelineText({ kind: "email", at, id: 2, subject: "نتائجك", status: "sent" }, ar)).toBe("بريد إلكتروني: نتائجك (أُرسل)");
  });

  it("says who moved the lead between which statuses, in the page's language", () => {
    expect(timelineText(change("status", "new", "contacted"), en)).toBe("nora moved the lead from New to Contacted");
    expect(timelineText(change("status", "proposal", "won"), ar)).toBe("نقل nora العميل من «عرض مقدَّم» إلى «ناجحة»");
  });

  it("shows a dash for a status it does not know", () => {
    expect(timelineText(change("status", null, "archived"), en)).toBe("nora moved the lead from — to —");
  });

  it("names the new owner, an owner who is gone by id, and a cleared owner", () => {
    expect(timelineText(change("owner", null, "7"), en)).toBe("nora made Sara Al-Qahtani the owner");
    expect(timelineText(change("owner", "7", "12"), en)).toBe("nora made #12 the owner");
    expect(timelineText(change("owner", "7", null), ar)).toBe("ألغى nora إسناد العميل");
  });

  it("gives the follow-up's day as a long date, or that it was cleared", () => {
    expect(timelineText(change("follow_up", null, "2026-04-01T06:00:00.000Z"), en)).toBe("nora set the next follow-up to April 1, 2026");
    expect(timelineText(change("follow_up", "2026-04-01T06:00:00.000Z", null), en)).toBe("nora cleared the next follow-up");
  });

  it("credits a note or an e-mail to its writer, or to a removed account", () => {
    expect(timelineText({ kind: "note", at, leadId: 1, id: 5, body: "Called.", actor }, en)).toBe("nora added a note");
    expect(timelineText(change("email_sent", null, null, null), en)).toBe("A removed account sent an e-mail");
    expect(timelineText({ kind: "note", at, leadId: 1, id: 5, body: "اتصلنا.", actor: null }, ar)).toBe("أضاف حساب محذوف ملاحظة");
  });
});
