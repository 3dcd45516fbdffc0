import { coreAr } from "./core";
import type { MessageKey } from "./en";

/** Built-in Arabic texts, written for Saudi readers (not a literal translation). */
export const ar: Record<MessageKey, string> = {
  ...coreAr,
  "brand.name": "سند للبحث التنفيذي",
  "brand.logo": "سند",
  "brand.tagline": "البحث التنفيذي والاستشارات في الموارد البشرية",
  "meta.defaultDescription":
    "شركة سعودية مقرها الرياض متخصصة في البحث التنفيذي واستشارات الموارد البشرية: نستقطب القادة ونقيّمهم ونهيئ انطلاقتهم ليقودوا المنظمات السعودية إلى الأمام.",

  "nav.skipToContent": "انتقل إلى المحتوى الرئيسي",
  "nav.primary": "القائمة الرئيسية",
  "nav.home": "الرئيسية",
  "nav.about": "من نحن",
  "nav.services": "خدماتنا",
  "nav.framework": "منهجيتنا",
  "nav.whyUs": "لماذا نحن",
  "nav.insights": "رؤى ومقالات",
  "nav.contact": "تواصل معنا",
  "nav.ventures": "مشاريعنا",
  "nav.careerPlatform": "منصة iQader المهنية",
  "nav.careerPlatformDescription": "تقييمات مهنية بالذكاء الاصطناعي ومطابقة مع الموجّهين",
  "nav.profile": "الملف الشخصي",
  "nav.admin": "لوحة الإدارة",
  "nav.openMenu": "فتح القائمة",
  "nav.closeMenu": "إغلاق القائمة",
  "nav.bookConsultation": "احجز استشارة",

  "language.switch": "English",
  "language.switchLabel": "Read this page in English",
  "language.toggleShort": "EN",

  "footer.about":
    "شريك مجالس الإدارة وأصحاب الأعمال في استقطاب القيادات وتهيئتها واستشارات الموارد البشرية في جميع أنحاء المملكة، انطلاقًا من الرياض.",
  "footer.servicesTitle": "خدماتنا",
  "footer.service.executiveSearch": "البحث التنفيذي",
  "footer.service.leadershipHiring": "توظيف القيادات",
  "footer.service.onboarding": "التهيئة الاستراتيجية",
  "footer.service.marketEntry": "استشارات دخول السوق",
  "footer.companyTitle": "الشركة",
  "footer.company.about": "من نحن",
  "footer.company.framework": "منهجية SCORE",
  "footer.company.insights": "رؤى ومقالات",
  "footer.company.careerPlatform": "منصة iQader المهنية",
  "footer.company.contact": "تواصل معنا",
  "footer.legalTitle": "الشؤون القانونية",
  "footer.legal.privacy": "سياسة الخصوصية",
  "footer.legal.terms": "شروط الخدمة",
  "footer.legal.cookies": "سياسة ملفات تعريف الارتباط",
  "footer.professionalNetwork": "تابعونا على لينكدإن",
  "footer.login": "تسجيل الدخول",
  "footer.admin": "لوحة الإدارة",
  "footer.rights": "© {year} {name}. جميع الحقوق محفوظة.",
  "footer.location": "الرياض، المملكة العربية السعودية",

  "home.hero.eyebrow": "البحث التنفيذي واستشارات الموارد البشرية · الرياض",
  "home.hero.title": "القادة الذين سيحملون منظمتك إلى عقدها القادم",
  "home.hero.subtitle":
    "على مدى أكثر من 15 عامًا ساعدنا منظمات سعودية ودولية على استقطاب القيادات العليا وتقييمها وتهيئتها، مع ضمان استبدال لمدة 6 أشهر لكل تعيين تنفيذي.",
  "home.hero.primaryCta": "تحدّث مع خبير",
  "home.hero.secondaryCta": "اقرأ رؤانا",


  "toast.close": "إغلاق",
  "toast.region": "الإشعارات ({hotkey})",

  "api.error.validation": "بعض الحقول تحتاج إلى مراجعة.",
  "api.error.badJson": "محتوى الطلب ليس بتنسيق JSON صالح.",
  "api.error.unauthenticated": "يُرجى تسجيل الدخول للمتابعة.",
  "api.error.forbidden": "ليست لديك صلاحية للقيام بذلك.",
  "api.error.csrf": "انتهت صلاحية الجلسة أو رمز الأمان مفقود. يُرجى إعادة تحميل الصفحة والمحاولة مرة أخرى.",
  "api.error.notFound": "غير موجود.",
  "api.error.conflict": "هذا العنصر موجود مسبقًا.",
  "api.error.tooLarge": "حجم الطلب كبير جدًا.",
  "api.error.unsupportedMediaType": "يُرجى إرسال الطلب بتنسيق JSON.",
  "api.error.rateLimited": "محاولات كثيرة جدًا. يُرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.",
  "api.error.unavailable": "الخدمة غير متاحة مؤقتًا. يُرجى المحاولة بعد قليل.",
  "api.error.internal": "حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى.",
};
