import type { SiteSection } from "#db/schema";
import type { MessageKey } from "~/i18n/translate";
import type { SiteDetailKey } from "./site-details";

export interface SiteContentItemDefinition {
  /** A catalog key (a text the item overrides), or a detail that starts empty (decision 022). */
  key: MessageKey | SiteDetailKey;
  section: SiteSection;
  labelEn: string;
  labelAr: string;
}

export const sectionNames: Record<SiteSection, { en: string; ar: string }> = {
  home: { en: "Home Page", ar: "الصفحة الرئيسية" },
  about: { en: "About Us", ar: "من نحن" },
  services: { en: "Services", ar: "الخدمات" },
  framework: { en: "Framework", ar: "المنهجية" },
  contact: { en: "Contact", ar: "التواصل" },
  footer: { en: "Footer", ar: "التذييل" },
  assessments: { en: "Assessments", ar: "التقييمات" },
};

/** The HR assessment's advice, one text per area and rating (decision 049). */
function hrAdviceTexts(): SiteContentItemDefinition[] {
  return hrAdviceAreas.flatMap((area) =>
    adviceRatings.map((rating) => ({
      key: `hr.advice.${area.id}.${rating}` as const,
      section: "assessments" as const,
      labelEn: `HR assessment advice: ${area.en}, ${ratingNames[rating].en}`,
      labelAr: `توصية تقييم الموارد البشرية: ${area.ar}، ${ratingNames[rating].ar}`,
    })),
  );
}

/** The HR assessment's category ratings (its scoring.ts; a feature does not import another, decision 025). */
const adviceRatings = ["strong", "adequate", "needsImprovement", "critical"] as const;

const ratingNames: Record<(typeof adviceRatings)[number], { en: string; ar: string }> = {
  strong: { en: "strong area", ar: "مجال قوة" },
  adequate: { en: "adequate", ar: "مقبول" },
  needsImprovement: { en: "needs improvement", ar: "يحتاج إلى تحسين" },
  critical: { en: "critical", ar: "يتطلب اهتمامًا عاجلًا" },
};

const hrAdviceAreas = [
  { id: "compliance", en: "Labour Law compliance", ar: "الامتثال لنظام العمل" },
  { id: "saudization", en: "Saudization & Nitaqat", ar: "التوطين ونطاقات" },
  { id: "gosi", en: "GOSI", ar: "التأمينات الاجتماعية" },
  { id: "engagement", en: "employee engagement", ar: "الارتباط الوظيفي" },
  { id: "performance", en: "performance management", ar: "إدارة الأداء" },
  { id: "talent", en: "talent acquisition", ar: "استقطاب المواهب" },
  { id: "growth", en: "workforce planning", ar: "تخطيط القوى العاملة" },
  { id: "succession", en: "succession planning", ar: "تخطيط التعاقب الوظيفي" },
] as const;

/**
 * The texts the firm's staff can edit from the dashboard; each overrides the
 * catalog entry of the same key. Their rows start without text (decision 027):
 * the catalog speaks until an admin words a text differently.
 */
export const editableTexts: SiteContentItemDefinition[] = [
  { key: "brand.name", section: "footer", labelEn: "Firm name", labelAr: "اسم الشركة" },
  { key: "brand.logo", section: "footer", labelEn: "Logo text", labelAr: "نص الشعار" },
  { key: "brand.tagline", section: "footer", labelEn: "Tagline", labelAr: "الشعار النصي" },
  {
    key: "brand.replyPromise",
    section: "contact",
    labelEn: "Reply promise, used wherever the site promises a reply (e.g. \"within 24 hours\")",
    labelAr: "مدة الرد التي يَعِد بها الموقع في كل مكان (مثل «خلال 24 ساعة»)",
  },
  { key: "footer.about", section: "footer", labelEn: "Footer description", labelAr: "وصف التذييل" },
  { key: "footer.location", section: "footer", labelEn: "Office location", labelAr: "موقع المكتب" },
  { key: "home.hero.eyebrow", section: "home", labelEn: "Hero eyebrow", labelAr: "العنوان التمهيدي للواجهة" },
  { key: "home.hero.title", section: "home", labelEn: "Hero title", labelAr: "عنوان الواجهة" },
  { key: "home.hero.subtitle", section: "home", labelEn: "Hero subtitle", labelAr: "النص التعريفي للواجهة" },
  { key: "home.hero.primaryCta", section: "home", labelEn: "Hero main button", labelAr: "الزر الرئيسي في الواجهة" },
  { key: "home.hero.secondaryCta", section: "home", labelEn: "Hero second button", labelAr: "الزر الثانوي في الواجهة" },
  { key: "home.meta.description", section: "home", labelEn: "Home page description for search engines", labelAr: "وصف الصفحة الرئيسية لمحركات البحث" },
  { key: "home.careers.title", section: "home", labelEn: "Careers title", labelAr: "عنوان قسم الوظائف" },
  { key: "home.careers.lead", section: "home", labelEn: "Careers introduction", labelAr: "مقدمة قسم الوظائف" },
  { key: "home.careers.internships.body", section: "home", labelEn: "Internships text", labelAr: "نص برنامج التدريب" },
  { key: "home.careers.universities.body", section: "home", labelEn: "Universities text", labelAr: "نص الشراكة مع الجامعات" },

  { key: "home.about.title", section: "about", labelEn: "About title", labelAr: "عنوان قسم من نحن" },
  { key: "home.about.body", section: "about", labelEn: "About text, first paragraph", labelAr: "نص من نحن، الفقرة الأولى" },
  { key: "home.about.body2", section: "about", labelEn: "About text, second paragraph", labelAr: "نص من نحن، الفقرة الثانية" },
  { key: "home.whyUs.title", section: "about", labelEn: "Why us title", labelAr: "عنوان قسم لماذا نحن" },
  { key: "home.whyUs.lead", section: "about", labelEn: "Why us introduction", labelAr: "مقدمة قسم لماذا نحن" },
  { key: "home.whyUs.whoWeHelp.lead", section: "about", labelEn: "Who we help introduction", labelAr: "مقدمة قسم من نخدم" },

  { key: "home.services.title", section: "services", labelEn: "Services title", labelAr: "عنوان قسم الخدمات" },
  { key: "home.services.lead", section: "services", labelEn: "Services introduction", labelAr: "مقدمة قسم الخدمات" },
  { key: "home.services.executiveSearch.description", section: "services", labelEn: "Executive search description", labelAr: "وصف خدمة البحث التنفيذي" },
  { key: "home.services.leadershipHiring.description", section: "services", labelEn: "Leadership hiring description", labelAr: "وصف خدمة توظيف القيادات" },
  { key: "home.services.onboarding.description", section: "services", labelEn: "Strategic onboarding description", labelAr: "وصف خدمة التهيئة الاستراتيجية" },
  { key: "home.services.marketEntry.description", section: "services", labelEn: "Market entry description", labelAr: "وصف خدمة استشارات دخول السوق" },
  { key: "home.services.bottomPrompt", section: "services", labelEn: "Text above the services button", labelAr: "النص المرافق لزر الخدمات" },

  { key: "home.framework.title", section: "framework", labelEn: "Framework title", labelAr: "عنوان قسم المنهجية" },
  { key: "home.framework.lead", section: "framework", labelEn: "Framework introduction", labelAr: "مقدمة قسم المنهجية" },
  { key: "home.framework.strategy.body", section: "framework", labelEn: "S – Strategy step", labelAr: "مرحلة S – الاستراتيجية" },
  { key: "home.framework.culture.body", section: "framework", labelEn: "C – Culture step", labelAr: "مرحلة C – الثقافة" },
  { key: "home.framework.optimal.body", section: "framework", labelEn: "O – Optimal step", labelAr: "مرحلة O – الاختيار الأمثل" },
  { key: "home.framework.rigorous.body", section: "framework", labelEn: "R – Rigorous step", labelAr: "مرحلة R – التقييم الصارم" },
  { key: "home.framework.embedded.body", section: "framework", labelEn: "E – Embedded step", labelAr: "مرحلة E – الاندماج" },

  { key: "home.cta.title", section: "contact", labelEn: "Call to action title", labelAr: "عنوان دعوة التواصل" },
  { key: "home.cta.lead", section: "contact", labelEn: "Call to action text", labelAr: "نص دعوة التواصل" },
  { key: "leads.section.title", section: "contact", labelEn: "Contact section title", labelAr: "عنوان قسم التواصل" },
  { key: "leads.section.lead", section: "contact", labelEn: "Contact section introduction", labelAr: "مقدمة قسم التواصل" },
  { key: "contact.email", section: "contact", labelEn: "Contact e-mail address", labelAr: "البريد الإلكتروني للتواصل" },
  { key: "contact.phone", section: "contact", labelEn: "Office phone number", labelAr: "رقم هاتف المكتب" },
  { key: "contact.whatsapp", section: "contact", labelEn: "WhatsApp business number or link", labelAr: "رقم واتساب للأعمال أو رابطه" },
  { key: "contact.address", section: "contact", labelEn: "Office address", labelAr: "عنوان المكتب" },
  { key: "contact.mapUrl", section: "contact", labelEn: "Map link to the office", labelAr: "رابط موقع المكتب على الخريطة" },
  { key: "connect.advisor.photo", section: "contact", labelEn: "Advisor photo (/connect page)", labelAr: "صورة المستشار في صفحته الشخصية" },
  ...hrAdviceTexts(),
];
