/**
 * What the shell should show in each language. The texts are written out
 * here on purpose (not read from the app's catalogs), so a missing or
 * untranslated label fails a test instead of passing silently.
 */
export type LangCode = "en" | "ar";

export interface SiteLang {
  code: LangCode;
  dir: "ltr" | "rtl";
  /** `/` or `/ar`. */
  home: string;
  /** Same page in this language: `path("/blog")` → `/ar/blog`. */
  path: (pathname: string) => string;
  /** The other language. */
  other: () => SiteLang;
  /** Header nav, in order: About, Services, Framework, Why Us, Insights, Contact. */
  nav: { label: string; anchor: string }[];
  primaryNav: string;
  ventures: string;
  careerPlatform: string;
  openMenu: string;
  closeMenu: string;
  /** Accessible name of the toggles that switch to the other language. */
  switchToOther: string;
  notFoundTitle: string;
  toastRegion: string;
  footer: {
    services: string[];
    company: { label: string; href: string }[];
    legal: { label: string; href: string }[];
    login: string;
  };
}

const localize = (prefix: string) => (pathname: string) => {
  if (!prefix) return pathname;
  if (pathname === "/") return prefix;
  if (pathname.startsWith("/#") || pathname.startsWith("/?")) return prefix + pathname.slice(1);
  return prefix + pathname;
};

const anchors = ["about", "services", "framework", "why-us", "blog", "contact"];

export const en: SiteLang = {
  code: "en",
  dir: "ltr",
  home: "/",
  path: localize(""),
  other: () => ar,
  nav: ["About", "Services", "Framework", "Why Us", "Insights", "Contact"].map((label, i) => ({ label, anchor: anchors[i] })),
  primaryNav: "Main navigation",
  ventures: "Ventures",
  careerPlatform: "iQader Career Platform",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  switchToOther: "اقرأ هذه الصفحة بالعربية",
  notFoundTitle: "Page Not Found",
  toastRegion: "Notifications (F8)",
  footer: {
    services: ["Executive Search", "Leadership Hiring", "Strategic Onboarding", "Market Entry Advisory"],
    company: [
      { label: "About Us", href: "#about" },
      { label: "The SCORE Framework", href: "#framework" },
      { label: "Insights", href: "/blog" },
      { label: "iQader Career Platform", href: "/iqader-platform" },
      { label: "Contact Us", href: "/contact" },
    ],
    legal: [
      { label: "Privacy Policy", href: "/privacy-policy" },
      { label: "Terms of Service", href: "/terms-of-service" },
      { label: "Cookie Policy", href: "/cookie-policy" },
    ],
    login: "Login",
  },
};

export const ar: SiteLang = {
  code: "ar",
  dir: "rtl",
  home: "/ar",
  path: localize("/ar"),
  other: () => en,
  nav: ["من نحن", "خدماتنا", "منهجيتنا", "لماذا نحن", "رؤى ومقالات", "تواصل معنا"].map((label, i) => ({ label, anchor: anchors[i] })),
  primaryNav: "القائمة الرئيسية",
  ventures: "مشاريعنا",
  careerPlatform: "منصة iQader المهنية",
  openMenu: "فتح القائمة",
  closeMenu: "إغلاق القائمة",
  switchToOther: "Read this page in English",
  notFoundTitle: "الصفحة غير موجودة",
  toastRegion: "الإشعارات (F8)",
  footer: {
    services: ["البحث التنفيذي", "توظيف القيادات", "التهيئة الاستراتيجية", "استشارات دخول السوق"],
    company: [
      { label: "من نحن", href: "#about" },
      { label: "منهجية SCORE", href: "#framework" },
      { label: "رؤى ومقالات", href: "/blog" },
      { label: "منصة iQader المهنية", href: "/iqader-platform" },
      { label: "تواصل معنا", href: "/contact" },
    ],
    legal: [
      { label: "سياسة الخصوصية", href: "/privacy-policy" },
      { label: "شروط الخدمة", href: "/terms-of-service" },
      { label: "سياسة ملفات تعريف الارتباط", href: "/cookie-policy" },
    ],
    login: "تسجيل الدخول",
  },
};

export const languages: SiteLang[] = [en, ar];

/** A path no route claims. */
export const MISSING_PATH = "/no-such-page";

export const desktop = { width: 1280, height: 800 };
export const mobile = { width: 390, height: 844 };

/** What only a signed-in visitor sees: the header's account menu and the footer's link. */
export interface SignedInLabels {
  /** The account menu's button. */
  account: string;
  signedInAs: string;
  profile: string;
  /** Administrators only. */
  dashboard: string;
  signOut: string;
  /** The footer's link for an administrator (to the dashboard) and for a member (to the profile). */
  footerDashboard: string;
  footerProfile: string;
  /** The toast after signing out. */
  signedOut: [string, string];
}

export const signedInLabels: Record<LangCode, SignedInLabels> = {
  en: {
    account: "Account",
    signedInAs: "Signed in as",
    profile: "Profile",
    dashboard: "Dashboard",
    signOut: "Sign out",
    footerDashboard: "Dashboard",
    footerProfile: "My profile",
    signedOut: ["Logout successful", "You have been logged out"],
  },
  ar: {
    account: "حسابي",
    signedInAs: "مسجَّل الدخول باسم",
    profile: "الملف الشخصي",
    dashboard: "لوحة الإدارة",
    signOut: "تسجيل الخروج",
    footerDashboard: "لوحة الإدارة",
    footerProfile: "ملفي الشخصي",
    signedOut: ["تم تسجيل الخروج", "تم تسجيل خروجكم بنجاح."],
  },
};
