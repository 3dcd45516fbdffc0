import { defineMessages } from "../define-messages";

/**
 * The texts of the error pages. Kept apart so the last-resort error page can
 * show them without loading the whole catalog into the browser.
 */
export const coreMessages = defineMessages({
  en: {
    "notFound.title": "Page Not Found",
    "notFound.code": "Error 404",
    "notFound.body": "The page you are looking for may have moved, or the address may be mistyped.",
    "notFound.home": "Return to the home page",
    "notFound.insights": "Browse our insights",
    "gone.code": "Error 410",
    "gone.article.title": "This article was removed",
    "gone.article.body": "It is no longer published on our website. Our other insights are one click away.",
    "gone.page.title": "This page was removed",
    "gone.page.body": "It is no longer on our website. The home page and our insights are one click away.",
    "error.title": "Something went wrong",
    "error.body": "We could not show this page just now. Please try again in a moment.",
    "error.retry": "Try again",
    "unavailable.title": "Briefly unavailable",
    "unavailable.body": "We cannot show this page for a moment. Please try again in a few seconds.",
  },
  ar: {
    "notFound.title": "الصفحة غير موجودة",
    "notFound.code": "خطأ 404",
    "notFound.body": "ربما نُقلت الصفحة التي تبحثون عنها، أو أن العنوان كُتب بشكل غير صحيح.",
    "notFound.home": "العودة إلى الصفحة الرئيسية",
    "notFound.insights": "تصفّح رؤانا ومقالاتنا",
    "gone.code": "خطأ 410",
    "gone.article.title": "حُذف هذا المقال",
    "gone.article.body": "لم يعد هذا المقال منشورًا على موقعنا، ويمكنكم تصفّح رؤانا ومقالاتنا الأخرى بنقرة واحدة.",
    "gone.page.title": "حُذفت هذه الصفحة",
    "gone.page.body": "لم تعد هذه الصفحة موجودة على موقعنا، ويمكنكم الانتقال إلى الصفحة الرئيسية أو إلى رؤانا ومقالاتنا بنقرة واحدة.",
    "error.title": "حدث خطأ ما",
    "error.body": "تعذّر عرض هذه الصفحة الآن. يُرجى المحاولة مرة أخرى بعد قليل.",
    "error.retry": "حاول مرة أخرى",
    "unavailable.title": "الموقع غير متاح مؤقتًا",
    "unavailable.body": "يتعذّر عرض هذه الصفحة في الوقت الحالي. يُرجى المحاولة مرة أخرى بعد ثوانٍ.",
  },
});
