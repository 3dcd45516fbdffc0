/** Built-in English texts. Every key here must exist in `ar.ts` (the type checker enforces it). */
import { coreEn } from "./core";

export const en = {
  ...coreEn,
  "brand.name": "Sanad Executive Partners",
  "brand.logo": "SANAD",
  "brand.tagline": "Executive Search & HR Advisory",
  "meta.defaultDescription":
    "Riyadh-based executive search and HR advisory: we find, assess and onboard the leaders who move Saudi organisations forward.",

  "nav.skipToContent": "Skip to main content",
  "nav.primary": "Main navigation",
  "nav.home": "Home",
  "nav.about": "About",
  "nav.services": "Services",
  "nav.framework": "Framework",
  "nav.whyUs": "Why Us",
  "nav.insights": "Insights",
  "nav.contact": "Contact",
  "nav.ventures": "Ventures",
  "nav.careerPlatform": "iQader Career Platform",
  "nav.careerPlatformDescription": "AI career assessments and mentor matching",
  "nav.profile": "Profile",
  "nav.admin": "Admin",
  "nav.openMenu": "Open menu",
  "nav.closeMenu": "Close menu",
  "nav.bookConsultation": "Book a consultation",

  "language.switch": "العربية",
  "language.switchLabel": "اقرأ هذه الصفحة بالعربية",
  "language.toggleShort": "ع",

  "footer.about":
    "A Riyadh-based partner to boards and business owners for leadership hiring, onboarding and HR advisory across the Kingdom.",
  "footer.servicesTitle": "Services",
  "footer.service.executiveSearch": "Executive Search",
  "footer.service.leadershipHiring": "Leadership Hiring",
  "footer.service.onboarding": "Strategic Onboarding",
  "footer.service.marketEntry": "Market Entry Advisory",
  "footer.companyTitle": "Company",
  "footer.company.about": "About Us",
  "footer.company.framework": "The SCORE Framework",
  "footer.company.insights": "Insights",
  "footer.company.careerPlatform": "iQader Career Platform",
  "footer.company.contact": "Contact Us",
  "footer.legalTitle": "Legal",
  "footer.legal.privacy": "Privacy Policy",
  "footer.legal.terms": "Terms of Service",
  "footer.legal.cookies": "Cookie Policy",
  "footer.professionalNetwork": "Follow us on LinkedIn",
  "footer.login": "Login",
  "footer.admin": "Admin",
  "footer.rights": "© {year} {name}. All rights reserved.",
  "footer.location": "Riyadh, Kingdom of Saudi Arabia",

  "home.hero.eyebrow": "Executive Search & HR Advisory · Riyadh",
  "home.hero.title": "The leaders who will carry your next decade",
  "home.hero.subtitle":
    "For over 15 years we have helped Saudi and international organisations find, assess and onboard senior leaders, with a 6-month replacement guarantee on every executive placement.",
  "home.hero.primaryCta": "Speak With An Expert",
  "home.hero.secondaryCta": "Read our insights",


  "toast.close": "Close",
  "toast.region": "Notifications ({hotkey})",

  "api.error.validation": "Some fields need your attention.",
  "api.error.badJson": "The request body is not valid JSON.",
  "api.error.unauthenticated": "Please sign in to continue.",
  "api.error.forbidden": "You do not have permission to do this.",
  "api.error.csrf": "Your session has expired or the security token is missing. Please reload the page and try again.",
  "api.error.notFound": "Not found.",
  "api.error.conflict": "This already exists.",
  "api.error.tooLarge": "The request is too large.",
  "api.error.unsupportedMediaType": "Please send the request as JSON.",
  "api.error.rateLimited": "Too many attempts. Please wait a few minutes and try again.",
  "api.error.unavailable": "The service is temporarily unavailable. Please try again shortly.",
  "api.error.internal": "Something went wrong on our side. Please try again.",
} as const;

export type MessageKey = keyof typeof en;
