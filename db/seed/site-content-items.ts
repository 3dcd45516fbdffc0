import type { MessageKey } from "~/i18n/catalogs";
import type { SiteSection } from "../schema";

export interface SiteContentItemDefinition {
  key: MessageKey;
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
};

/** The texts the firm's staff can edit from the dashboard; each overrides the catalog entry of the same key. */
export const siteContentItems: SiteContentItemDefinition[] = [
  { key: "brand.name", section: "footer", labelEn: "Firm name", labelAr: "اسم الشركة" },
  { key: "brand.logo", section: "footer", labelEn: "Logo text", labelAr: "نص الشعار" },
  { key: "brand.tagline", section: "footer", labelEn: "Tagline", labelAr: "الشعار النصي" },
  { key: "footer.about", section: "footer", labelEn: "Footer description", labelAr: "وصف التذييل" },
  { key: "footer.location", section: "footer", labelEn: "Office location", labelAr: "موقع المكتب" },
  { key: "home.hero.eyebrow", section: "home", labelEn: "Hero eyebrow", labelAr: "العنوان التمهيدي للواجهة" },
  { key: "home.hero.title", section: "home", labelEn: "Hero title", labelAr: "عنوان الواجهة" },
  { key: "home.hero.subtitle", section: "home", labelEn: "Hero subtitle", labelAr: "النص التعريفي للواجهة" },
];
