import type { Lang } from "~/i18n/locales";

/**
 * Version 2 of the privacy policy (published with the site on 2026-11-25,
 * migration 0011): version 1 plus this paragraph in "Information we
 * collect", after the one on cookies. It names the first-party attribution
 * the browser keeps (app/features/lead-capture/touch-tracker.ts). The
 * migration holds the whole text; a test checks it equals version 1 with
 * this paragraph added.
 */
export const PRIVACY_V2_AFTER_PARAGRAPH_STARTING: Record<Lang, string> = {
  en: "Cookies: the website uses only",
  ar: "ملفات تعريف الارتباط: لا يستخدم الموقع",
};

export const privacyV2Paragraph: Record<Lang, string> = {
  en: "How you found us: so that we know which of our articles, campaigns or partner sites brought you to us, your browser keeps a small note in its own storage on your device (not a cookie) about your first and your latest visit: the website that referred you, the campaign named in the link (utm_source, utm_medium, utm_campaign), the page you arrived on, your language and the time. It reaches us only with a form you send us, is never shared with a third party, and you can delete it at any time by clearing this website's data in your browser.",
  ar: "كيف وصلت إلينا: لنعرف أي مقالاتنا أو حملاتنا أو المواقع التي تحيل إلينا أوصلك إلينا، يحتفظ متصفحك في مساحة التخزين الخاصة به على جهازك (لا في ملف تعريف ارتباط) بملاحظة صغيرة عن أول زيارة لك وآخر زيارة: الموقع الذي أحالك إلينا، واسم الحملة الوارد في الرابط (utm_source وutm_medium وutm_campaign)، والصفحة التي وصلت إليها، ولغتك، ووقت الزيارة. ولا تصل إلينا إلا مع نموذج ترسله إلينا، ولا نشاركها مع أي طرف ثالث، ويمكنك حذفها متى شئت بمسح بيانات هذا الموقع من متصفحك.",
};

export const PRIVACY_V2_PUBLISHED_AT = "2026-11-25T06:00:00.000Z";
export const PRIVACY_V2_NOTE = "Names the first-party record of how a visitor found the site (kept in the browser, sent with a form).";
