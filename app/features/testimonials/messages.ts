import { defineMessages } from "~/i18n/define-messages";

/**
 * Texts of the testimonials: `testimonials.*` for the public section (/connect,
 * home), `testimonialsAdmin.*` for the dashboard's tab, so public pages do not
 * carry the dashboard's texts. The public heading takes neither "we" nor "I":
 * /connect speaks as the advisor, the home page as the firm.
 */
export const testimonialsMessages = defineMessages({
  en: {
    "testimonials.section.eyebrow": "Client testimonials",
    "testimonials.section.title": "What clients say",

    "testimonialsAdmin.title": "Testimonials",
    "testimonialsAdmin.lead":
      "Clients’ words about the firm. Published testimonials appear on the advisor’s page (/connect) in the order below, and on the home page when marked for it.",
    "testimonialsAdmin.create": "Add testimonial",
    "testimonialsAdmin.loading": "Loading testimonials…",
    "testimonialsAdmin.fetchFailed": "The testimonials could not be loaded.",
    "testimonialsAdmin.retry": "Try again",
    "testimonialsAdmin.empty.title": "No testimonials yet",
    "testimonialsAdmin.empty.body":
      "A testimonial is a client’s own words about working with the firm: a board chair on a chief executive search, a founder on a new leadership team. Visitors weigh them more than anything the firm says about itself.",
    "testimonialsAdmin.empty.how":
      "Add them with the client’s permission, in English and Arabic. Once published they appear on the advisor’s page (/connect), and on the home page when you choose. Until one is published, the website shows no testimonials section at all.",
    "testimonialsAdmin.list": "Testimonials in display order",
    "testimonialsAdmin.published": "Published",
    "testimonialsAdmin.notPublished": "Not published",
    "testimonialsAdmin.onHome": "On the home page",
    "testimonialsAdmin.toggle.published": "Published on the website",
    "testimonialsAdmin.toggle.home": "Show on the home page",
    "testimonialsAdmin.edit": "Edit",
    "testimonialsAdmin.editFor": "Edit the testimonial from {name}",
    "testimonialsAdmin.delete": "Delete",
    "testimonialsAdmin.deleteFor": "Delete the testimonial from {name}",
    "testimonialsAdmin.english": "English",
    "testimonialsAdmin.arabic": "Arabic",

    "testimonialsAdmin.form.createTitle": "Add a testimonial",
    "testimonialsAdmin.form.editTitle": "Edit testimonial",
    "testimonialsAdmin.form.description": "Write it in both languages. The quote and the name are required in each.",
    "testimonialsAdmin.form.quote": "Quote",
    "testimonialsAdmin.form.quoteHint": "Up to 600 characters.",
    "testimonialsAdmin.form.name": "Name",
    "testimonialsAdmin.form.jobTitle": "Job title",
    "testimonialsAdmin.form.company": "Company or sector",
    "testimonialsAdmin.form.published": "Publish on the advisor’s page (/connect)",
    "testimonialsAdmin.form.home": "Also show on the home page",
    "testimonialsAdmin.form.submit": "Save testimonial",

    "testimonialsAdmin.toast.created": "Testimonial added",
    "testimonialsAdmin.toast.saved": "Testimonial saved",
    "testimonialsAdmin.toast.deleted": "Testimonial deleted",
    "testimonialsAdmin.toast.failed": "The change was not saved",

    "testimonialsAdmin.delete.title": "Delete this testimonial?",
    "testimonialsAdmin.delete.body": "The testimonial from {name} will be removed from the website and the dashboard. This cannot be undone.",
    "testimonialsAdmin.delete.confirm": "Delete",
    "testimonialsAdmin.delete.pending": "Deleting…",

    "testimonialsAdmin.error.quoteTooLong": "Keep the quote to 600 characters or fewer.",
    "testimonialsAdmin.error.notFound": "This testimonial no longer exists.",
    "testimonialsAdmin.error.limit": "The list is full (100 testimonials). Delete one before adding another.",
    "testimonialsAdmin.error.nothingToUpdate": "The request changes nothing.",
  },
  ar: {
    "testimonials.section.eyebrow": "شهادات العملاء",
    "testimonials.section.title": "ما يقوله العملاء",

    "testimonialsAdmin.title": "شهادات العملاء",
    "testimonialsAdmin.lead":
      "كلمات عملائكم عن الشركة. تظهر الشهادات المنشورة بالترتيب أدناه في صفحة المستشار الشخصية، وفي الصفحة الرئيسية إذا اخترتم إظهارها فيها.",
    "testimonialsAdmin.create": "إضافة شهادة",
    "testimonialsAdmin.loading": "جارٍ تحميل الشهادات…",
    "testimonialsAdmin.fetchFailed": "تعذّر تحميل الشهادات.",
    "testimonialsAdmin.retry": "إعادة المحاولة",
    "testimonialsAdmin.empty.title": "لا توجد شهادات بعد",
    "testimonialsAdmin.empty.body":
      "الشهادة كلمات العميل نفسه عن تجربة العمل مع الشركة: رئيس مجلس إدارة يتحدث عن البحث عن رئيس تنفيذي، أو مؤسس يتحدث عن فريقه القيادي الجديد. ويثق بها الزوار أكثر من أي شيء تقوله الشركة عن نفسها.",
    "testimonialsAdmin.empty.how":
      "أضيفوها بإذن العميل، بالعربية والإنجليزية. وعند نشرها تظهر في صفحة المستشار الشخصية، وفي الصفحة الرئيسية إذا اخترتم ذلك. ولن يظهر في الموقع أي قسم للشهادات قبل نشر شهادة واحدة على الأقل.",
    "testimonialsAdmin.list": "الشهادات بترتيب ظهورها",
    "testimonialsAdmin.published": "منشورة",
    "testimonialsAdmin.notPublished": "غير منشورة",
    "testimonialsAdmin.onHome": "في الصفحة الرئيسية",
    "testimonialsAdmin.toggle.published": "منشورة في الموقع",
    "testimonialsAdmin.toggle.home": "تظهر في الصفحة الرئيسية",
    "testimonialsAdmin.edit": "تعديل",
    "testimonialsAdmin.editFor": "تعديل شهادة {name}",
    "testimonialsAdmin.delete": "حذف",
    "testimonialsAdmin.deleteFor": "حذف شهادة {name}",
    "testimonialsAdmin.english": "الإنجليزية",
    "testimonialsAdmin.arabic": "العربية",

    "testimonialsAdmin.form.createTitle": "إضافة شهادة",
    "testimonialsAdmin.form.editTitle": "تعديل الشهادة",
    "testimonialsAdmin.form.description": "اكتبوها باللغتين؛ نص الشهادة والاسم مطلوبان في كل منهما.",
    "testimonialsAdmin.form.quote": "نص الشهادة",
    "testimonialsAdmin.form.quoteHint": "حتى 600 حرف.",
    "testimonialsAdmin.form.name": "الاسم",
    "testimonialsAdmin.form.jobTitle": "المسمى الوظيفي",
    "testimonialsAdmin.form.company": "الشركة أو القطاع",
    "testimonialsAdmin.form.published": "نشرها في صفحة المستشار الشخصية",
    "testimonialsAdmin.form.home": "إظهارها أيضًا في الصفحة الرئيسية",
    "testimonialsAdmin.form.submit": "حفظ الشهادة",

    "testimonialsAdmin.toast.created": "أُضيفت الشهادة",
    "testimonialsAdmin.toast.saved": "حُفظت الشهادة",
    "testimonialsAdmin.toast.deleted": "حُذفت الشهادة",
    "testimonialsAdmin.toast.failed": "لم يُحفظ التغيير",

    "testimonialsAdmin.delete.title": "حذف هذه الشهادة؟",
    "testimonialsAdmin.delete.body": "ستُحذف شهادة {name} من الموقع ومن لوحة التحكم، ولا يمكن التراجع عن ذلك.",
    "testimonialsAdmin.delete.confirm": "حذف",
    "testimonialsAdmin.delete.pending": "جارٍ الحذف…",

    "testimonialsAdmin.error.quoteTooLong": "اجعلوا نص الشهادة في حدود 600 حرف.",
    "testimonialsAdmin.error.notFound": "هذه الشهادة لم تعد موجودة.",
    "testimonialsAdmin.error.limit": "القائمة ممتلئة (100 شهادة). احذفوا شهادة قبل إضافة أخرى.",
    "testimonialsAdmin.error.nothingToUpdate": "لا يتضمن الطلب أي تغيير.",
  },
});
