import { defineMessages } from "~/i18n/define-messages";

/**
 * The frame of the privacy policy, terms of service and cookie policy. The
 * policies' own texts are long and live in `content/` (see legal-document.ts).
 */
export const legalMessages = defineMessages({
  en: {
    "legal.eyebrow": "Legal",
    "legal.lastUpdated": "Last updated: {date}",
    "legal.versionLine": "Version {version} · Last updated: {date}",
    "legal.toc": "On this page",
    "legal.related": "Related policies",
    "legal.questions": "Questions about our policies? Our team will reply within 24 hours.",
    "legal.contactUs": "Contact us",
    "legal.returnHome": "Return to home",
    "legal.page.privacy-policy": "Privacy Policy",
    "legal.page.terms-of-service": "Terms of Service",
    "legal.page.cookie-policy": "Cookie Policy",
    "legalAdmin.title": "Privacy notice",
  },
  ar: {
    "legal.eyebrow": "الشؤون القانونية",
    "legal.lastUpdated": "آخر تحديث: {date}",
    "legal.versionLine": "الإصدار {version} · آخر تحديث: {date}",
    "legal.toc": "محتويات الصفحة",
    "legal.related": "سياسات ذات صلة",
    "legal.questions": "هل لديكم أسئلة حول سياساتنا؟ سيرد عليكم فريقنا خلال 24 ساعة.",
    "legal.contactUs": "تواصل معنا",
    "legal.returnHome": "العودة إلى الصفحة الرئيسية",
    "legal.page.privacy-policy": "سياسة الخصوصية",
    "legal.page.terms-of-service": "شروط الخدمة",
    "legal.page.cookie-policy": "سياسة ملفات تعريف الارتباط",
    "legalAdmin.title": "إشعار الخصوصية",
  },
});
