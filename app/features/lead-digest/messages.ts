import { defineMessages } from "~/i18n/define-messages";

/**
 * The daily lead digest's e-mail texts (issue 14 item 6, decision 031).
 * Server-only: written through the server translator, sent to no page. The
 * digest goes out in English, as the firm's other notifications do; the
 * Arabic is here for an inbox that reads Arabic and for the dashboard's
 * editor of texts.
 */
export const leadDigestMessages = defineMessages({
  en: {
    "leadDigest.subject": "Leads waiting for you · {date}",
    "leadDigest.intro": "The {brand} lead pipeline on {date}: these leads need someone to act on them.",
    "leadDigest.stale.heading": "Still new after two working days ({count})",
    "leadDigest.stale.explain": "No one has changed their status since they arrived (the working week is Sunday to Thursday).",
    "leadDigest.overdue.heading": "Follow-ups overdue ({count})",
    "leadDigest.overdue.explain": "Their follow-up date has passed and they are not yet won, lost or spam.",
    "leadDigest.line.received": "received {date}, waiting {age}",
    "leadDigest.line.followUp": "follow-up was due {date}",
    "leadDigest.line.status": "status: {status}",
    "leadDigest.line.owner": "owner: {owner}",
    "leadDigest.line.noOwner": "no owner",
    "leadDigest.age.one": "1 working day",
    "leadDigest.age.two": "2 working days",
    "leadDigest.age.few": "{days} working days",
    "leadDigest.age.many": "{days} working days",
    "leadDigest.age.other": "{days} working days",
    "leadDigest.more": "…and {count} more in the dashboard: {url}",
    "leadDigest.all": "All leads: {url}",
    "leadDigest.why": "This digest is sent once a day when a lead is waiting; on a day with nothing to list, no e-mail is sent.",
  },
  ar: {
    "leadDigest.subject": "عملاء محتملون بانتظار المتابعة · {date}",
    "leadDigest.intro": "مسار العملاء المحتملين في {brand} بتاريخ {date}: العملاء التالون بحاجة إلى من يتابعهم.",
    "leadDigest.stale.heading": "ما زالت حالتهم «جديد» بعد يومَي عمل ({count})",
    "leadDigest.stale.explain": "لم يغيّر أحد حالتهم منذ وصولهم (أيام العمل من الأحد إلى الخميس).",
    "leadDigest.overdue.heading": "متابعات فات موعدها ({count})",
    "leadDigest.overdue.explain": "مضى موعد المتابعة ولم تُغلق حالتهم بعد بالنجاح أو الخسارة أو بوصفها رسائل مزعجة.",
    "leadDigest.line.received": "ورد في {date}، بانتظار المتابعة منذ {age}",
    "leadDigest.line.followUp": "كان موعد المتابعة {date}",
    "leadDigest.line.status": "الحالة: {status}",
    "leadDigest.line.owner": "المسؤول: {owner}",
    "leadDigest.line.noOwner": "دون مسؤول",
    "leadDigest.age.one": "يوم عمل واحد",
    "leadDigest.age.two": "يومَي عمل",
    "leadDigest.age.few": "{days} أيام عمل",
    "leadDigest.age.many": "{days} يوم عمل",
    "leadDigest.age.other": "{days} يوم عمل",
    "leadDigest.more": "…و{count} غيرهم في لوحة الإدارة: {url}",
    "leadDigest.all": "جميع العملاء المحتملين: {url}",
    "leadDigest.why": "يُرسل هذا الملخص مرة واحدة يوميًا عند وجود عملاء بانتظار المتابعة، ولا يُرسل شيء في يوم لا يوجد فيه ما يُذكر.",
  },
});
