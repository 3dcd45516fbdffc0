import { describe, expect, it } from "vitest";
import { formatLongDate } from "~/i18n/format";
import type { Lang } from "~/i18n/locales";
import { createTranslator } from "~/i18n/translate";
import type { TimelineActor, TimelineItem } from "./lead-row";
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
/** One account of each form: a man's profile answer, a woman's, and no answer. */
const ahmed: TimelineActor = { id: 2, name: "أحمد", gender: "male" };
const nora: TimelineActor = { id: 3, name: "nora", gender: "female" };
const sami: TimelineActor = { id: 4, name: "سامي", gender: null };
const actor = nora;
const change = (kind: "status" | "owner" | "follow_up" | "email_sent", from: string | null, to: string | null, who: TimelineActor | null = actor): TimelineItem => ({
  kind,
  at,
  leadId: 1,
  id: 10,
  from,
  to,
  actor: who,
});
const note = (who: TimelineActor | null): TimelineItem => ({ kind: "note", at, leadId: 1, id: 5, body: "Called.", actor: who });

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
    expect(timelineText(change("status", "proposal", "won"), ar)).toBe("nora نقلت العميل من «عرض مقدَّم» إلى «ناجحة»");
  });

  it("shows a dash for a status it does not know", () => {
    expect(timelineText(change("status", null, "archived"), en)).toBe("nora moved the lead from — to —");
  });

  it("names the new owner, an owner who is gone by id, and a cleared owner", () => {
    expect(timelineText(change("owner", null, "7"), en)).toBe("nora made Sara Al-Qahtani the owner");
    expect(timelineText(change("owner", "7", "12"), en)).toBe("nora made #12 the owner");
    expect(timelineText(change("owner", "7", null), ar)).toBe("nora ألغت إسناد العميل");
  });

  it("gives the follow-up's day as a long date, or that it was cleared", () => {
    expect(timelineText(change("follow_up", null, "2026-04-01T06:00:00.000Z"), en)).toBe("nora set the next follow-up to April 1, 2026");
    expect(timelineText(change("follow_up", "2026-04-01T06:00:00.000Z", null), en)).toBe("nora cleared the next follow-up");
  });

  it("credits a note or an e-mail to its writer, or to a removed account", () => {
    expect(timelineText(note(actor), en)).toBe("nora added a note");
    expect(timelineText(change("email_sent", null, null, null), en)).toBe("A removed account sent an e-mail");
    expect(timelineText({ kind: "note", at, leadId: 1, id: 5, body: "اتصلنا.", actor: null }, ar)).toBe("إضافة ملاحظة من قِبل حساب محذوف");
  });

  /*
   * Every line with a person as subject, in English (one wording) and in
   * Arabic for a man, a woman and someone who did not say (decision 036): the
   * subject first and the verb agreeing with it, or a verbal noun with «من قِبل».
   */
  const lines: { item: (who: TimelineActor | null) => TimelineItem; en: string; ar: [masculine: string, feminine: string, neutral: string] }[] = [
    {
      item: (who) => change("status", "new", "contacted", who),
      en: "{actor} moved the lead from New to Contacted",
      ar: ["أحمد نقل العميل من «جديد» إلى «تم التواصل»", "nora نقلت العميل من «جديد» إلى «تم التواصل»", "نقل العميل من «جديد» إلى «تم التواصل» من قِبل سامي"],
    },
    {
      item: (who) => change("owner", null, "7", who),
      en: "{actor} made Sara Al-Qahtani the owner",
      ar: ["أحمد أسند العميل إلى Sara Al-Qahtani", "nora أسندت العميل إلى Sara Al-Qahtani", "إسناد العميل إلى Sara Al-Qahtani من قِبل سامي"],
    },
    {
      item: (who) => change("owner", "7", null, who),
      en: "{actor} removed the owner",
      ar: ["أحمد ألغى إسناد العميل", "nora ألغت إسناد العميل", "إلغاء إسناد العميل من قِبل سامي"],
    },
    {
      item: (who) => change("follow_up", null, "2026-04-01T06:00:00.000Z", who),
      en: "{actor} set the next follow-up to April 1, 2026",
      ar: ["أحمد حدّد موعد المتابعة التالية في 1 أبريل 2026", "nora حدّدت موعد المتابعة التالية في 1 أبريل 2026", "تحديد موعد المتابعة التالية في 1 أبريل 2026 من قِبل سامي"],
    },
    {
      item: (who) => change("follow_up", "2026-04-01T06:00:00.000Z", null, who),
      en: "{actor} cleared the next follow-up",
      ar: ["أحمد ألغى موعد المتابعة التالية", "nora ألغت موعد المتابعة التالية", "إلغاء موعد المتابعة التالية من قِبل سامي"],
    },
    { item: note, en: "{actor} added a note", ar: ["أحمد أضاف ملاحظة", "nora أضافت ملاحظة", "إضافة ملاحظة من قِبل سامي"] },
    {
      item: (who) => change("email_sent", null, null, who),
      en: "{actor} sent an e-mail",
      ar: ["أحمد أرسل بريدًا إلكترونيًا", "nora أرسلت بريدًا إلكترونيًا", "إرسال بريد إلكتروني من قِبل سامي"],
    },
  ];

  it.each(lines)("words “$en” for a man, a woman and someone who did not say", ({ item, en: english, ar: arabic }) => {
    [ahmed, nora, sami].forEach((who, form) => {
      expect(timelineText(item(who), en)).toBe(english.replace("{actor}", who.name));
      expect(timelineText(item(who), ar)).toBe(arabic[form]);
    });
    // A deleted account has no answer: the neutral wording.
    expect(timelineText(item(null), ar)).toBe(arabic[2].replace("سامي", "حساب محذوف"));
  });

  it("marks names and an e-mail's subject as whole units for the screen, so a Latin name keeps its order in Arabic", () => {
    const khalid: TimelineActor = { id: 6, name: "Khalid Al-Shehri", gender: "male" };
    expect(timelineText(change("owner", null, "7", khalid), { ...ar, isolate: true })).toBe("\u2068Khalid Al-Shehri\u2069 أسند العميل إلى \u2068Sara Al-Qahtani\u2069");
    expect(timelineText({ kind: "email", at, id: 2, subject: "Your results", status: "sent" }, { ...ar, isolate: true })).toBe("بريد إلكتروني: \u2068Your results\u2069 (أُرسل)");
    // A removed account is the interface's own words: nothing to isolate.
    expect(timelineText(note(null), { ...ar, isolate: true })).toBe("إضافة ملاحظة من قِبل حساب محذوف");
  });
});
