import { describe, expect, it } from "vitest";
import { builtInCatalogs } from "~/i18n/built-in-catalogs";
import { createTranslator, resolveMessages } from "~/i18n/translate";
import { grammaticalForms, type GrammaticalForm } from "~/i18n/grammatical-form";
import { auditActions } from "./audit-actions";
import { splitLtrRuns } from "~/i18n/ltr-runs";
import { actionLabel, actorText, auditFamilies, describeAuditEntry, familyLabel, type DescribedEntry } from "./describe-audit-entry";

const catalogs = builtInCatalogs();
const missing: string[] = [];
const en = { t: createTranslator(resolveMessages("en", catalogs, []), (key) => missing.push(key)), lang: "en" as const };
const ar = { t: createTranslator(resolveMessages("ar", catalogs, []), (key) => missing.push(key)), lang: "ar" as const };
/** The accounts a lead's owner or an export's filter name (the tab's list of administrators). */
const userName = (id: number) => ({ 7: "Sara", 8: "Khalid" })[id as 7 | 8];

const gender: Record<GrammaticalForm, "male" | "female" | null> = { masculine: "male", feminine: "female", neutral: null };
/** The Arabic subject of each form: a man's name, a woman's, and someone who chose not to say (or the seeded account, which has no answer). */
const arabicActor: Record<GrammaticalForm, string> = { masculine: "أحمد", feminine: "سارة", neutral: "نور" };

type Case = { entry: DescribedEntry & { actorName?: null }; en: string; ar: string | Record<GrammaticalForm, string> };

/*
 * Every action kind, and every variant its details choose, in English and in
 * Arabic for a man, a woman and someone whose form is unknown. Entries
 * without an actor (a refused sign-in, an attack on an account, the daily
 * retention job) have no person as subject and one wording.
 */
const cases: Case[] = [
  { entry: {"action":"auth.sign_in","details":{},"targetId":"3"}, en: "Sarah signed in", ar: { masculine: "أحمد سجّل الدخول", feminine: "سارة سجّلت الدخول", neutral: "تسجيل دخول إلى حساب نور" } },
  { entry: {"action":"auth.sign_in_failed","details":{"username":"sara.h","reason":"invalid_credentials"},"actorName":null}, en: "A sign-in as “sara.h” was refused: wrong name or password", ar: "رُفض تسجيل الدخول باسم «sara.h»: اسم المستخدم أو كلمة المرور غير صحيحة" },
  { entry: {"action":"auth.sign_in_failed","details":{"username":"[erased]","reason":"throttled"},"actorName":null}, en: "A sign-in was refused: too many attempts (the name typed was erased at the person’s request)", ar: "رُفض تسجيل دخول: محاولات كثيرة (ومُحي الاسم المُدخَل بطلب من صاحبه)" },
  { entry: {"action":"auth.account_under_attack","details":{"username":"admin","failures":50,"windowMinutes":15},"targetId":"1","actorName":null}, en: "The account “admin” reached the limit of failed sign-ins: 50 attempts within 15 minutes, from all addresses", ar: "بلغ الحساب «admin» حدّ محاولات الدخول الفاشلة: 50 محاولة خلال 15 دقيقة، من جميع العناوين" },
  { entry: {"action":"auth.second_factor_failed","details":{"username":"sara.h","method":"totp","reason":"attempts_exhausted"},"targetId":"7","actorName":null}, en: "The second step of a sign-in as “sara.h” was refused (authenticator app): the fifth wrong answer, which ended that sign-in", ar: "رُفضت الخطوة الثانية لتسجيل الدخول باسم «sara.h» (تطبيق المصادقة): الإجابة الخاطئة الخامسة، فأُنهيت محاولة الدخول تلك" },
  { entry: {"action":"auth.second_factor_failed","details":{"username":"sara.h","method":"recovery_code","reason":"invalid"},"targetId":"7","actorName":null}, en: "The second step of a sign-in as “sara.h” was refused (recovery code): a wrong answer", ar: "رُفضت الخطوة الثانية لتسجيل الدخول باسم «sara.h» (رمز استرداد): إجابة خاطئة" },
  { entry: {"action":"lead.status","details":{"from":"new","to":"contacted"},"targetId":"41"}, en: "Sarah moved lead #41 from “New” to “Contacted”", ar: { masculine: "أحمد نقل العميل المحتمل رقم 41 من «جديد» إلى «تم التواصل»", feminine: "سارة نقلت العميل المحتمل رقم 41 من «جديد» إلى «تم التواصل»", neutral: "نقل العميل المحتمل رقم 41 من «جديد» إلى «تم التواصل» من قِبل نور" } },
  { entry: {"action":"lead.owner","details":{"from":null,"to":"7"},"targetId":"41"}, en: "Sarah assigned lead #41 to Sara", ar: { masculine: "أحمد أسند العميل المحتمل رقم 41 إلى Sara", feminine: "سارة أسندت العميل المحتمل رقم 41 إلى Sara", neutral: "إسناد العميل المحتمل رقم 41 إلى Sara من قِبل نور" } },
  { entry: {"action":"lead.owner","details":{"from":"7","to":null},"targetId":"41"}, en: "Sarah removed Sara as the owner of lead #41", ar: { masculine: "أحمد ألغى إسناد العميل المحتمل رقم 41 إلى Sara", feminine: "سارة ألغت إسناد العميل المحتمل رقم 41 إلى Sara", neutral: "إلغاء إسناد العميل المحتمل رقم 41 إلى Sara من قِبل نور" } },
  { entry: {"action":"lead.owner","details":{"from":"7","to":"8"},"targetId":"41"}, en: "Sarah handed lead #41 over from Sara to Khalid", ar: { masculine: "أحمد نقل مسؤولية العميل المحتمل رقم 41 من Sara إلى Khalid", feminine: "سارة نقلت مسؤولية العميل المحتمل رقم 41 من Sara إلى Khalid", neutral: "نقل مسؤولية العميل المحتمل رقم 41 من Sara إلى Khalid من قِبل نور" } },
  { entry: {"action":"lead.follow_up","details":{"from":null,"to":"2026-03-01T09:00:00.000Z"},"targetId":"41"}, en: "Sarah set a follow-up for lead #41 on March 1, 2026", ar: { masculine: "أحمد حدّد موعد متابعة للعميل المحتمل رقم 41 في 1 مارس 2026", feminine: "سارة حدّدت موعد متابعة للعميل المحتمل رقم 41 في 1 مارس 2026", neutral: "تحديد موعد متابعة للعميل المحتمل رقم 41 في 1 مارس 2026 من قِبل نور" } },
  { entry: {"action":"lead.follow_up","details":{"from":"2026-03-01T09:00:00.000Z","to":null},"targetId":"41"}, en: "Sarah cleared the follow-up of lead #41 (it was on March 1, 2026)", ar: { masculine: "أحمد ألغى موعد متابعة العميل المحتمل رقم 41 (وكان في 1 مارس 2026)", feminine: "سارة ألغت موعد متابعة العميل المحتمل رقم 41 (وكان في 1 مارس 2026)", neutral: "إلغاء موعد متابعة العميل المحتمل رقم 41 (وكان في 1 مارس 2026) من قِبل نور" } },
  { entry: {"action":"lead.follow_up","details":{"from":"2026-03-01T09:00:00.000Z","to":"2026-03-04T09:00:00.000Z"},"targetId":"41"}, en: "Sarah moved the follow-up of lead #41 from March 1, 2026 to March 4, 2026", ar: { masculine: "أحمد نقل موعد متابعة العميل المحتمل رقم 41 من 1 مارس 2026 إلى 4 مارس 2026", feminine: "سارة نقلت موعد متابعة العميل المحتمل رقم 41 من 1 مارس 2026 إلى 4 مارس 2026", neutral: "نقل موعد متابعة العميل المحتمل رقم 41 من 1 مارس 2026 إلى 4 مارس 2026 من قِبل نور" } },
  { entry: {"action":"lead.note","details":{"noteId":5,"length":42},"targetId":"41"}, en: "Sarah added a note of 42 characters to lead #41", ar: { masculine: "أحمد أضاف إلى العميل المحتمل رقم 41 ملاحظة من 42 حرفًا", feminine: "سارة أضافت إلى العميل المحتمل رقم 41 ملاحظة من 42 حرفًا", neutral: "إضافة ملاحظة من 42 حرفًا إلى العميل المحتمل رقم 41 من قِبل نور" } },
  { entry: {"action":"lead.export","details":{"rows":17,"filters":{"searched":false}},"targetId":"csv"}, en: "Sarah exported 17 leads to CSV", ar: { masculine: "أحمد صدّر 17 عميلًا محتملًا إلى CSV", feminine: "سارة صدّرت 17 عميلًا محتملًا إلى CSV", neutral: "تصدير 17 عميلًا محتملًا إلى CSV من قِبل نور" } },
  { entry: {"action":"lead.export","details":{"rows":3,"filters":{"searched":true,"status":"won","source":"inquiry","owner":7,"overdue":true}},"targetId":"csv"}, en: "Sarah exported 3 leads to CSV (filtered by status “Won”, source “Service inquiry”, owner Sara, overdue follow-ups only, a search)", ar: { masculine: "أحمد صدّر 3 عملاء محتملين إلى CSV (مع تصفية حسب الحالة «ناجحة»، المصدر «استفسار عن خدمة»، المسؤول Sara، المتابعات المتأخرة فقط، بحث نصي)", feminine: "سارة صدّرت 3 عملاء محتملين إلى CSV (مع تصفية حسب الحالة «ناجحة»، المصدر «استفسار عن خدمة»، المسؤول Sara، المتابعات المتأخرة فقط، بحث نصي)", neutral: "تصدير 3 عملاء محتملين إلى CSV من قِبل نور (مع تصفية حسب الحالة «ناجحة»، المصدر «استفسار عن خدمة»، المسؤول Sara، المتابعات المتأخرة فقط، بحث نصي)" } },
  { entry: {"action":"contact.export","details":{"rows":1,"filters":{"searched":true}},"targetId":"csv"}, en: "Sarah exported 1 contact form message to CSV (filtered by a search)", ar: { masculine: "أحمد صدّر رسالة واحدة من نماذج التواصل إلى CSV (مع تصفية حسب بحث نصي)", feminine: "سارة صدّرت رسالة واحدة من نماذج التواصل إلى CSV (مع تصفية حسب بحث نصي)", neutral: "تصدير رسالة واحدة من نماذج التواصل إلى CSV من قِبل نور (مع تصفية حسب بحث نصي)" } },
  { entry: {"action":"hr_assessment.export","details":{"rows":2,"filters":{"searched":false}},"targetId":"csv"}, en: "Sarah exported 2 HR assessment submissions to CSV", ar: { masculine: "أحمد صدّر نتيجتَين لتقييم الموارد البشرية إلى CSV", feminine: "سارة صدّرت نتيجتَين لتقييم الموارد البشرية إلى CSV", neutral: "تصدير نتيجتَين لتقييم الموارد البشرية إلى CSV من قِبل نور" } },
  { entry: {"action":"leadership_assessment.export","details":{"rows":100,"filters":{"searched":false}},"targetId":"csv"}, en: "Sarah exported 100 leadership assessment submissions to CSV", ar: { masculine: "أحمد صدّر 100 نتيجة لتقييم القيادة إلى CSV", feminine: "سارة صدّرت 100 نتيجة لتقييم القيادة إلى CSV", neutral: "تصدير 100 نتيجة لتقييم القيادة إلى CSV من قِبل نور" } },
  { entry: {"action":"leadership_assessment.email_status","details":{"from":false,"to":true},"targetId":"12"}, en: "Sarah marked the results e-mail of leadership assessment #12 as sent", ar: { masculine: "أحمد سجّل رسالة نتائج تقييم القيادة رقم 12 على أنها مُرسَلة", feminine: "سارة سجّلت رسالة نتائج تقييم القيادة رقم 12 على أنها مُرسَلة", neutral: "تسجيل رسالة نتائج تقييم القيادة رقم 12 على أنها مُرسَلة من قِبل نور" } },
  { entry: {"action":"leadership_assessment.email_status","details":{"from":true,"to":false},"targetId":"12"}, en: "Sarah marked the results e-mail of leadership assessment #12 as not sent", ar: { masculine: "أحمد سجّل رسالة نتائج تقييم القيادة رقم 12 على أنها غير مُرسَلة", feminine: "سارة سجّلت رسالة نتائج تقييم القيادة رقم 12 على أنها غير مُرسَلة", neutral: "تسجيل رسالة نتائج تقييم القيادة رقم 12 على أنها غير مُرسَلة من قِبل نور" } },
  { entry: {"action":"user.create","details":{"username":"noura","role":"admin"},"targetId":"9"}, en: "Sarah created the account “noura” with the role “Admin”", ar: { masculine: "أحمد أنشأ الحساب «noura» بدور «مسؤول»", feminine: "سارة أنشأت الحساب «noura» بدور «مسؤول»", neutral: "إنشاء الحساب «noura» بدور «مسؤول» من قِبل نور" } },
  { entry: {"action":"user.update","details":{"username":{"from":"noura","to":"noura.q"},"fullName":{"from":null,"to":"N***"}},"targetId":"9"}, en: "Sarah edited the account “noura.q”: username from “noura” to “noura.q”; full name from none to N***", ar: { masculine: "أحمد عدّل الحساب «noura.q»: اسم المستخدم من «noura» إلى «noura.q»؛ الاسم الكامل من لا شيء إلى N***", feminine: "سارة عدّلت الحساب «noura.q»: اسم المستخدم من «noura» إلى «noura.q»؛ الاسم الكامل من لا شيء إلى N***", neutral: "تعديل الحساب «noura.q» من قِبل نور: اسم المستخدم من «noura» إلى «noura.q»؛ الاسم الكامل من لا شيء إلى N***" } },
  { entry: {"action":"user.role","details":{"from":"user","to":"admin"},"targetId":"9"}, en: "Sarah changed the role of account #9 from “User” to “Admin”", ar: { masculine: "أحمد غيّر دور الحساب رقم 9 من «مستخدم» إلى «مسؤول»", feminine: "سارة غيّرت دور الحساب رقم 9 من «مستخدم» إلى «مسؤول»", neutral: "تغيير دور الحساب رقم 9 من «مستخدم» إلى «مسؤول» من قِبل نور" } },
  { entry: {"action":"user.role","details":{"from":"user","to":"editor"},"targetId":"9"}, en: "Sarah changed the role of account #9 from “User” to “Editor”", ar: { masculine: "أحمد غيّر دور الحساب رقم 9 من «مستخدم» إلى «محرر»", feminine: "سارة غيّرت دور الحساب رقم 9 من «مستخدم» إلى «محرر»", neutral: "تغيير دور الحساب رقم 9 من «مستخدم» إلى «محرر» من قِبل نور" } },
  { entry: {"action":"user.create","details":{"username":"reem","role":"editor"},"targetId":"10"}, en: "Sarah created the account “reem” with the role “Editor”", ar: { masculine: "أحمد أنشأ الحساب «reem» بدور «محرر»", feminine: "سارة أنشأت الحساب «reem» بدور «محرر»", neutral: "إنشاء الحساب «reem» بدور «محرر» من قِبل نور" } },
  { entry: {"action":"user.delete","details":{"username":"noura"},"targetId":"9"}, en: "Sarah deleted the account “noura”", ar: { masculine: "أحمد حذف الحساب «noura»", feminine: "سارة حذفت الحساب «noura»", neutral: "حذف الحساب «noura» من قِبل نور" } },
  { entry: {"action":"user.sign_out_everywhere","details":{"sessions":2},"targetId":"9"}, en: "Sarah signed account #9 out of every device (2 sessions ended)", ar: { masculine: "أحمد سجّل خروج الحساب رقم 9 من جميع الأجهزة (أُنهيت جلستان)", feminine: "سارة سجّلت خروج الحساب رقم 9 من جميع الأجهزة (أُنهيت جلستان)", neutral: "تسجيل خروج الحساب رقم 9 من جميع الأجهزة من قِبل نور (أُنهيت جلستان)" } },
  { entry: {"action":"user.sign_out_everywhere","details":{"sessions":0},"targetId":"9"}, en: "Sarah signed account #9 out of every device (no active sessions)", ar: { masculine: "أحمد سجّل خروج الحساب رقم 9 من جميع الأجهزة (لم تكن له جلسات نشطة)", feminine: "سارة سجّلت خروج الحساب رقم 9 من جميع الأجهزة (لم تكن له جلسات نشطة)", neutral: "تسجيل خروج الحساب رقم 9 من جميع الأجهزة من قِبل نور (لم تكن له جلسات نشطة)" } },
  { entry: {"action":"user.password_reset","details":{},"targetId":"9"}, en: "Sarah sent a password reset link to account #9", ar: { masculine: "أحمد أرسل رابط إعادة تعيين كلمة المرور إلى الحساب رقم 9", feminine: "سارة أرسلت رابط إعادة تعيين كلمة المرور إلى الحساب رقم 9", neutral: "إرسال رابط إعادة تعيين كلمة المرور إلى الحساب رقم 9 من قِبل نور" } },
  { entry: {"action":"post.publish","details":{"slug":"hiring-a-cfo","from":null,"to":"published"},"targetId":"4"}, en: "Sarah published a new post, “hiring-a-cfo”", ar: { masculine: "أحمد نشر مقالًا جديدًا: «hiring-a-cfo»", feminine: "سارة نشرت مقالًا جديدًا: «hiring-a-cfo»", neutral: "نشر مقال جديد «hiring-a-cfo» من قِبل نور" } },
  { entry: {"action":"post.publish","details":{"slug":"hiring-a-cfo","from":"pending","to":"published"},"targetId":"4"}, en: "Sarah approved and published the post “hiring-a-cfo”", ar: { masculine: "أحمد وافق على المقال «hiring-a-cfo» ونشره", feminine: "سارة وافقت على المقال «hiring-a-cfo» ونشرته", neutral: "الموافقة على المقال «hiring-a-cfo» ونشره من قِبل نور" } },
  { entry: {"action":"post.publish","details":{"slug":"hiring-a-cfo","from":"draft","to":"published"},"targetId":"4"}, en: "Sarah published the post “hiring-a-cfo” (it was “Draft”)", ar: { masculine: "أحمد نشر المقال «hiring-a-cfo» (وكانت حالته «مسودة»)", feminine: "سارة نشرت المقال «hiring-a-cfo» (وكانت حالته «مسودة»)", neutral: "نشر المقال «hiring-a-cfo» (وكانت حالته «مسودة») من قِبل نور" } },
  { entry: {"action":"post.unpublish","details":{"slug":"hiring-a-cfo","from":"published","to":"draft"},"targetId":"4"}, en: "Sarah took the post “hiring-a-cfo” off the site (now “Draft”)", ar: { masculine: "أحمد ألغى نشر المقال «hiring-a-cfo» (وحالته الآن «مسودة»)", feminine: "سارة ألغت نشر المقال «hiring-a-cfo» (وحالته الآن «مسودة»)", neutral: "إلغاء نشر المقال «hiring-a-cfo» (وحالته الآن «مسودة») من قِبل نور" } },
  { entry: {"action":"post.reject","details":{"slug":"hiring-a-cfo"},"targetId":"4"}, en: "Sarah rejected the article “hiring-a-cfo” sent for review", ar: { masculine: "أحمد رفض المقال «hiring-a-cfo» المرسَل للمراجعة", feminine: "سارة رفضت المقال «hiring-a-cfo» المرسَل للمراجعة", neutral: "رفض المقال «hiring-a-cfo» المرسَل للمراجعة من قِبل نور" } },
  { entry: {"action":"post.reject","details":{"slug":"hiring-a-cfo","commented":true},"targetId":"4"}, en: "Sarah rejected the article “hiring-a-cfo” sent for review, with a comment to its author", ar: { masculine: "أحمد رفض المقال «hiring-a-cfo» المرسَل للمراجعة، مع ملاحظة إلى كاتبه", feminine: "سارة رفضت المقال «hiring-a-cfo» المرسَل للمراجعة، مع ملاحظة إلى كاتبه", neutral: "رفض المقال «hiring-a-cfo» المرسَل للمراجعة، مع ملاحظة إلى كاتبه، من قِبل نور" } },
  { entry: {"action":"post.request_changes","details":{"slug":"hiring-a-cfo","commented":true},"targetId":"4"}, en: "Sarah sent the article “hiring-a-cfo” back to its author, asking for changes", ar: { masculine: "أحمد أعاد المقال «hiring-a-cfo» إلى كاتبه طالبًا تعديلات", feminine: "سارة أعادت المقال «hiring-a-cfo» إلى كاتبه طالبةً تعديلات", neutral: "إعادة المقال «hiring-a-cfo» إلى كاتبه لطلب تعديلات من قِبل نور" } },
  { entry: {"action":"post.update","details":{"slug":"hiring-a-cfo","fields":["titleEn","contentAr","imageUrl"]},"targetId":"4"}, en: "Sarah edited the published post “hiring-a-cfo”: Title (English), Content (Arabic), Cover image", ar: { masculine: "أحمد عدّل المقال المنشور «hiring-a-cfo»: العنوان (بالإنجليزية)، المحتوى (بالعربية)، صورة الغلاف", feminine: "سارة عدّلت المقال المنشور «hiring-a-cfo»: العنوان (بالإنجليزية)، المحتوى (بالعربية)، صورة الغلاف", neutral: "تعديل المقال المنشور «hiring-a-cfo» من قِبل نور: العنوان (بالإنجليزية)، المحتوى (بالعربية)، صورة الغلاف" } },
  { entry: {"action":"post.delete","details":{"slug":"hiring-a-cfo","status":"published"},"targetId":"4"}, en: "Sarah deleted the post “hiring-a-cfo” (it was “Published”)", ar: { masculine: "أحمد حذف المقال «hiring-a-cfo» (وكانت حالته «منشور»)", feminine: "سارة حذفت المقال «hiring-a-cfo» (وكانت حالته «منشور»)", neutral: "حذف المقال «hiring-a-cfo» (وكانت حالته «منشور») من قِبل نور" } },
  { entry: {"action":"post.preview_link_create","details":{"slug":"hiring-a-cfo","link":3},"targetId":"4"}, en: "Sarah made a private preview link to the post “hiring-a-cfo”", ar: { masculine: "أحمد أنشأ رابط معاينة خاصًا للمقال «hiring-a-cfo»", feminine: "سارة أنشأت رابط معاينة خاصًا للمقال «hiring-a-cfo»", neutral: "إنشاء رابط معاينة خاص للمقال «hiring-a-cfo» من قِبل نور" } },
  { entry: {"action":"post.preview_link_revoke","details":{"slug":"hiring-a-cfo","link":3},"targetId":"4"}, en: "Sarah ended a private preview link to the post “hiring-a-cfo”", ar: { masculine: "أحمد أوقف رابط معاينة خاصًا للمقال «hiring-a-cfo»", feminine: "سارة أوقفت رابط معاينة خاصًا للمقال «hiring-a-cfo»", neutral: "إيقاف رابط معاينة خاص للمقال «hiring-a-cfo» من قِبل نور" } },
  { entry: {"action":"post.schedule","details":{"slug":"hiring-a-cfo","publishAt":"2026-11-29T06:00:00.000Z","unpublishAt":null},"targetId":"4"}, en: "Sarah scheduled the post “hiring-a-cfo” to be published on November 29, 2026 at 9:00 AM", ar: { masculine: "أحمد جدول نشر المقال «hiring-a-cfo» في 29 نوفمبر 2026 في 9:00 ص", feminine: "سارة جدولت نشر المقال «hiring-a-cfo» في 29 نوفمبر 2026 في 9:00 ص", neutral: "جدولة نشر المقال «hiring-a-cfo» في 29 نوفمبر 2026 في 9:00 ص من قِبل نور" } },
  { entry: {"action":"post.schedule","details":{"slug":"hiring-a-cfo","publishAt":"2026-11-29T06:00:00.000Z","unpublishAt":"2026-12-31T18:00:00.000Z"},"targetId":"4"}, en: "Sarah scheduled the post “hiring-a-cfo” to be published on November 29, 2026 at 9:00 AM, and taken off the site on December 31, 2026 at 9:00 PM", ar: { masculine: "أحمد جدول نشر المقال «hiring-a-cfo» في 29 نوفمبر 2026 في 9:00 ص، وإلغاء نشره في 31 ديسمبر 2026 في 9:00 م", feminine: "سارة جدولت نشر المقال «hiring-a-cfo» في 29 نوفمبر 2026 في 9:00 ص، وإلغاء نشره في 31 ديسمبر 2026 في 9:00 م", neutral: "جدولة نشر المقال «hiring-a-cfo» في 29 نوفمبر 2026 في 9:00 ص، وإلغاء نشره في 31 ديسمبر 2026 في 9:00 م من قِبل نور" } },
  { entry: {"action":"post.schedule","details":{"slug":"hiring-a-cfo","publishAt":null,"unpublishAt":"2026-12-31T18:00:00.000Z"},"targetId":"4"}, en: "Sarah set the post “hiring-a-cfo” to be taken off the site on December 31, 2026 at 9:00 PM", ar: { masculine: "أحمد حدّد موعدًا لإلغاء نشر المقال «hiring-a-cfo» في 31 ديسمبر 2026 في 9:00 م", feminine: "سارة حدّدت موعدًا لإلغاء نشر المقال «hiring-a-cfo» في 31 ديسمبر 2026 في 9:00 م", neutral: "تحديد موعد لإلغاء نشر المقال «hiring-a-cfo» في 31 ديسمبر 2026 في 9:00 م من قِبل نور" } },
  { entry: {"action":"post.schedule","details":{"slug":"hiring-a-cfo","publishAt":null,"unpublishAt":null},"targetId":"4"}, en: "Sarah cleared the schedule of the post “hiring-a-cfo”", ar: { masculine: "أحمد ألغى جدولة المقال «hiring-a-cfo»", feminine: "سارة ألغت جدولة المقال «hiring-a-cfo»", neutral: "إلغاء جدولة المقال «hiring-a-cfo» من قِبل نور" } },
  { entry: {"action":"post.scheduled_publish","details":{"slug":"hiring-a-cfo","publishAt":"2026-11-29T06:00:00.000Z"},"targetId":"4","actorName":null}, en: "The scheduler published the post “hiring-a-cfo”, as planned for November 29, 2026 at 9:00 AM", ar: "نُشر المقال «hiring-a-cfo» تلقائيًا في موعده المجدول (29 نوفمبر 2026 في 9:00 ص)" },
  { entry: {"action":"post.scheduled_unpublish","details":{"slug":"hiring-a-cfo","unpublishAt":"2026-12-31T18:00:00.000Z","to":"draft"},"targetId":"4","actorName":null}, en: "The scheduler took the post “hiring-a-cfo” off the site, as planned for December 31, 2026 at 9:00 PM (now “Draft”)", ar: "أُلغي نشر المقال «hiring-a-cfo» تلقائيًا في موعده المجدول (31 ديسمبر 2026 في 9:00 م)، وحالته الآن «مسودة»" },
  { entry: {"action":"site_content.revision_restore","details":{"revision":2,"number":5},"targetId":"home.hero.title"}, en: "Sarah restored revision 2 of the text “home.hero.title”", ar: { masculine: "أحمد استعاد النسخة 2 من النص «home.hero.title»", feminine: "سارة استعادت النسخة 2 من النص «home.hero.title»", neutral: "استعادة النسخة 2 من النص «home.hero.title» من قِبل نور" } },
  { entry: {"action":"post.revision_restore","details":{"slug":"hiring-a-cfo","revision":3,"number":7},"targetId":"4"}, en: "Sarah restored revision 3 of the post “hiring-a-cfo”", ar: { masculine: "أحمد استعاد النسخة 3 من المقال «hiring-a-cfo»", feminine: "سارة استعادت النسخة 3 من المقال «hiring-a-cfo»", neutral: "استعادة النسخة 3 من المقال «hiring-a-cfo» من قِبل نور" } },
  { entry: {"action":"post.translation_reviewed","details":{"slug":"hiring-a-cfo","language":"ar"},"targetId":"4"}, en: "Sarah marked the Arabic of the post “hiring-a-cfo” as up to date with the English", ar: { masculine: "أحمد أكّد أن النص العربي للمقال «hiring-a-cfo» مطابق للنص الإنجليزي", feminine: "سارة أكّدت أن النص العربي للمقال «hiring-a-cfo» مطابق للنص الإنجليزي", neutral: "تأكيد مطابقة النص العربي للمقال «hiring-a-cfo» للنص الإنجليزي من قِبل نور" } },
  { entry: {"action":"site_content.translation_reviewed","details":{"language":"ar"},"targetId":"home.hero.title"}, en: "Sarah marked the Arabic of the text “home.hero.title” as up to date with the English", ar: { masculine: "أحمد أكّد أن الصيغة العربية للنص «home.hero.title» مطابقة للصيغة الإنجليزية", feminine: "سارة أكّدت أن الصيغة العربية للنص «home.hero.title» مطابقة للصيغة الإنجليزية", neutral: "تأكيد مطابقة الصيغة العربية للنص «home.hero.title» للصيغة الإنجليزية من قِبل نور" } },
  { entry: {"action":"testimonial.create","details":{"published":true,"showOnHome":true},"targetId":"7"}, en: "Sarah added testimonial #7, published and shown on the home page", ar: { masculine: "أحمد أضاف شهادة العميل رقم 7، وهي منشورة وتظهر في الصفحة الرئيسية", feminine: "سارة أضافت شهادة العميل رقم 7، وهي منشورة وتظهر في الصفحة الرئيسية", neutral: "إضافة شهادة العميل رقم 7 من قِبل نور، وهي منشورة وتظهر في الصفحة الرئيسية" } },
  { entry: {"action":"testimonial.create","details":{"published":false,"showOnHome":false},"targetId":"7"}, en: "Sarah added testimonial #7, not published yet", ar: { masculine: "أحمد أضاف شهادة العميل رقم 7، ولم تُنشر بعد", feminine: "سارة أضافت شهادة العميل رقم 7، ولم تُنشر بعد", neutral: "إضافة شهادة العميل رقم 7 من قِبل نور، ولم تُنشر بعد" } },
  { entry: {"action":"testimonial.update","details":{"fields":["quoteEn","nameAr"],"showOnHome":{"from":false,"to":true},"position":{"from":3,"to":1}},"targetId":"7"}, en: "Sarah edited testimonial #7: changed Quote (English), Name (Arabic); now shown on the home page; moved from place 3 to 1 in the list", ar: { masculine: "أحمد عدّل شهادة العميل رقم 7: تعديل نص الشهادة (بالإنجليزية)، الاسم (بالعربية)؛ إظهارها في الصفحة الرئيسية؛ نقلها في القائمة من الترتيب 3 إلى 1", feminine: "سارة عدّلت شهادة العميل رقم 7: تعديل نص الشهادة (بالإنجليزية)، الاسم (بالعربية)؛ إظهارها في الصفحة الرئيسية؛ نقلها في القائمة من الترتيب 3 إلى 1", neutral: "تعديل شهادة العميل رقم 7 من قِبل نور: تعديل نص الشهادة (بالإنجليزية)، الاسم (بالعربية)؛ إظهارها في الصفحة الرئيسية؛ نقلها في القائمة من الترتيب 3 إلى 1" } },
  { entry: {"action":"testimonial.publish","details":{},"targetId":"7"}, en: "Sarah published testimonial #7", ar: { masculine: "أحمد نشر شهادة العميل رقم 7", feminine: "سارة نشرت شهادة العميل رقم 7", neutral: "نشر شهادة العميل رقم 7 من قِبل نور" } },
  { entry: {"action":"testimonial.unpublish","details":{},"targetId":"7"}, en: "Sarah took testimonial #7 off the site", ar: { masculine: "أحمد ألغى نشر شهادة العميل رقم 7", feminine: "سارة ألغت نشر شهادة العميل رقم 7", neutral: "إلغاء نشر شهادة العميل رقم 7 من قِبل نور" } },
  { entry: {"action":"testimonial.delete","details":{"published":true},"targetId":"7"}, en: "Sarah deleted testimonial #7, which was published", ar: { masculine: "أحمد حذف شهادة العميل رقم 7، وكانت منشورة", feminine: "سارة حذفت شهادة العميل رقم 7، وكانت منشورة", neutral: "حذف شهادة العميل رقم 7 من قِبل نور، وكانت منشورة" } },
  { entry: {"action":"site_content.create","details":{"section":"home","languages":["en","ar"]},"targetId":"home.banner"}, en: "Sarah added the text “home.banner” to the “home” section in both languages", ar: { masculine: "أحمد أضاف النص «home.banner» إلى قسم «home» باللغتين", feminine: "سارة أضافت النص «home.banner» إلى قسم «home» باللغتين", neutral: "إضافة النص «home.banner» إلى قسم «home» باللغتين من قِبل نور" } },
  { entry: {"action":"site_content.update","details":{"language":"ar","reset":false,"length":28},"targetId":"home.hero.title"}, en: "Sarah edited the text “home.hero.title” in Arabic (now 28 characters)", ar: { masculine: "أحمد عدّل النص «home.hero.title» بالعربية (ويتألف الآن من 28 حرفًا)", feminine: "سارة عدّلت النص «home.hero.title» بالعربية (ويتألف الآن من 28 حرفًا)", neutral: "تعديل النص «home.hero.title» بالعربية (ويتألف الآن من 28 حرفًا) من قِبل نور" } },
  { entry: {"action":"site_content.update","details":{"language":"en","reset":true,"length":0},"targetId":"home.hero.title"}, en: "Sarah put the text “home.hero.title” back to its built-in wording in English", ar: { masculine: "أحمد أعاد النص «home.hero.title» إلى صيغته الأصلية بالإنجليزية", feminine: "سارة أعادت النص «home.hero.title» إلى صيغته الأصلية بالإنجليزية", neutral: "إعادة النص «home.hero.title» إلى صيغته الأصلية بالإنجليزية من قِبل نور" } },
  { entry: {"action":"upload.create","details":{"contentType":"image/jpeg","bytes":2048,"width":640,"height":480},"targetId":"ab12"}, en: "Sarah uploaded the image /uploads/ab12 (JPEG, 2 KB, 640 × 480 pixels)", ar: { masculine: "أحمد رفع الصورة /uploads/ab12 (JPEG، 2 كيلوبايت، 640 × 480 بكسل)", feminine: "سارة رفعت الصورة /uploads/ab12 (JPEG، 2 كيلوبايت، 640 × 480 بكسل)", neutral: "رفع الصورة /uploads/ab12 (JPEG، 2 كيلوبايت، 640 × 480 بكسل) من قِبل نور" } },
  { entry: {"action":"upload.delete","details":{"contentType":"image/png","bytes":4096},"targetId":"cd34"}, en: "Sarah deleted the image /uploads/cd34 (PNG, 4 KB) from the media library", ar: { masculine: "أحمد حذف الصورة /uploads/cd34 (PNG، 4 كيلوبايت) من مكتبة الصور", feminine: "سارة حذفت الصورة /uploads/cd34 (PNG، 4 كيلوبايت) من مكتبة الصور", neutral: "حذف الصورة /uploads/cd34 (PNG، 4 كيلوبايت) من مكتبة الصور من قِبل نور" } },
  { entry: {"action":"setting.registration","details":{"open":false},"targetId":"registration"}, en: "Sarah closed public registration: visitors can no longer create a member account", ar: { masculine: "أحمد أوقف التسجيل للزوار، فلم يعد بإمكانهم إنشاء حساب عضوية", feminine: "سارة أوقفت التسجيل للزوار، فلم يعد بإمكانهم إنشاء حساب عضوية", neutral: "إيقاف التسجيل للزوار من قِبل نور" } },
  { entry: {"action":"setting.registration","details":{"open":true},"targetId":"registration"}, en: "Sarah opened public registration: visitors may create a member account again", ar: { masculine: "أحمد أتاح التسجيل للزوار، فصار بإمكانهم إنشاء حساب عضوية من جديد", feminine: "سارة أتاحت التسجيل للزوار، فصار بإمكانهم إنشاء حساب عضوية من جديد", neutral: "إتاحة التسجيل للزوار من جديد من قِبل نور" } },
  { entry: {"action":"setting.second_factor_required","details":{"required":true},"targetId":"second-factor-required"}, en: "Sarah required a second sign-in step of every administrator", ar: { masculine: "أحمد اشترط خطوة ثانية لتسجيل الدخول على جميع المسؤولين", feminine: "سارة اشترطت خطوة ثانية لتسجيل الدخول على جميع المسؤولين", neutral: "اشتراط خطوة ثانية لتسجيل الدخول على جميع المسؤولين من قِبل نور" } },
  { entry: {"action":"setting.second_factor_required","details":{"required":false},"targetId":"second-factor-required"}, en: "Sarah stopped requiring a second sign-in step of administrators", ar: { masculine: "أحمد ألغى اشتراط الخطوة الثانية لتسجيل الدخول على المسؤولين", feminine: "سارة ألغت اشتراط الخطوة الثانية لتسجيل الدخول على المسؤولين", neutral: "إلغاء اشتراط الخطوة الثانية لتسجيل الدخول على المسؤولين من قِبل نور" } },
  { entry: {"action":"second_factor.enable","details":{"method":"totp"},"targetId":"3"}, en: "Sarah turned on the authenticator app for signing in", ar: { masculine: "أحمد فعّل تطبيق المصادقة لتسجيل الدخول", feminine: "سارة فعّلت تطبيق المصادقة لتسجيل الدخول", neutral: "تفعيل تطبيق المصادقة لتسجيل الدخول من قِبل نور" } },
  { entry: {"action":"second_factor.enable","details":{"method":"passkey"},"targetId":"3"}, en: "Sarah added a passkey for signing in", ar: { masculine: "أحمد أضاف مفتاح مرور لتسجيل الدخول", feminine: "سارة أضافت مفتاح مرور لتسجيل الدخول", neutral: "إضافة مفتاح مرور لتسجيل الدخول من قِبل نور" } },
  { entry: {"action":"second_factor.disable","details":{"method":"totp"},"targetId":"3"}, en: "Sarah turned off the authenticator app for signing in", ar: { masculine: "أحمد أوقف تطبيق المصادقة لتسجيل الدخول", feminine: "سارة أوقفت تطبيق المصادقة لتسجيل الدخول", neutral: "إيقاف تطبيق المصادقة لتسجيل الدخول من قِبل نور" } },
  { entry: {"action":"second_factor.disable","details":{"method":"passkey"},"targetId":"3"}, en: "Sarah removed a passkey for signing in", ar: { masculine: "أحمد أزال مفتاح مرور لتسجيل الدخول", feminine: "سارة أزالت مفتاح مرور لتسجيل الدخول", neutral: "إزالة مفتاح مرور لتسجيل الدخول من قِبل نور" } },
  { entry: {"action":"second_factor.recovery_codes","details":{"count":10},"targetId":"3"}, en: "Sarah made new recovery codes; the old ones no longer work", ar: { masculine: "أحمد أنشأ رموز استرداد جديدة، فأُبطلت الرموز السابقة", feminine: "سارة أنشأت رموز استرداد جديدة، فأُبطلت الرموز السابقة", neutral: "إنشاء رموز استرداد جديدة وإبطال السابقة من قِبل نور" } },
  { entry: {"action":"second_factor.reset","details":{"username":"khalid"},"targetId":"12"}, en: "Sarah removed every second sign-in step of the account “khalid”: it signs in with its password until one is set up again", ar: { masculine: "أحمد أزال جميع وسائل الخطوة الثانية من الحساب «khalid»، فصار يسجّل الدخول بكلمة المرور حتى تُعدّ من جديد", feminine: "سارة أزالت جميع وسائل الخطوة الثانية من الحساب «khalid»، فصار يسجّل الدخول بكلمة المرور حتى تُعدّ من جديد", neutral: "إزالة جميع وسائل الخطوة الثانية من الحساب «khalid» من قِبل نور، فصار يسجّل الدخول بكلمة المرور حتى تُعدّ من جديد" } },
  { entry: {"action":"second_factor.reset","details":{"username":"khalid"},"targetId":"12","actorName":null}, en: "The system removed every second sign-in step of the account “khalid”: it signs in with its password until one is set up again", ar: "النظام أزال جميع وسائل الخطوة الثانية من الحساب «khalid»، فصار يسجّل الدخول بكلمة المرور حتى تُعدّ من جديد" },
  { entry: {"action":"privacy_notice.publish","details":{"version":3,"previous":2}}, en: "Sarah published version 3 of the privacy notice, replacing version 2", ar: { masculine: "أحمد نشر الإصدار 3 من إشعار الخصوصية بدلًا من الإصدار 2", feminine: "سارة نشرت الإصدار 3 من إشعار الخصوصية بدلًا من الإصدار 2", neutral: "نشر الإصدار 3 من إشعار الخصوصية بدلًا من الإصدار 2 من قِبل نور" } },
  { entry: {"action":"privacy_notice.publish","details":{"version":1,"previous":0}}, en: "Sarah published version 1 of the privacy notice", ar: { masculine: "أحمد نشر الإصدار 1 من إشعار الخصوصية", feminine: "سارة نشرت الإصدار 1 من إشعار الخصوصية", neutral: "نشر الإصدار 1 من إشعار الخصوصية من قِبل نور" } },
  { entry: {"action":"privacy.view","details":{"persons":1,"leads":2,"contactSubmissions":1,"hrAssessments":0,"leadershipAssessments":0,"leadEvents":4,"outgoingMail":2,"rateLimits":1,"signInAttempts":0,"accounts":0},"targetId":"5"}, en: "Sarah looked up what is held about person #5 (11 records)", ar: { masculine: "أحمد اطّلع على البيانات المحفوظة عن الشخص رقم 5 (وتشمل 11 سجلًّا)", feminine: "سارة اطّلعت على البيانات المحفوظة عن الشخص رقم 5 (وتشمل 11 سجلًّا)", neutral: "الاطلاع على البيانات المحفوظة عن الشخص رقم 5 من قِبل نور (وتشمل 11 سجلًّا)" } },
  { entry: {"action":"privacy.export","details":{"persons":1,"leads":2,"contactSubmissions":1,"hrAssessments":0,"leadershipAssessments":0,"leadEvents":4,"outgoingMail":2,"rateLimits":1,"signInAttempts":0,"accounts":0},"targetId":"5"}, en: "Sarah downloaded what is held about person #5 as a JSON file (11 records)", ar: { masculine: "أحمد نزّل البيانات المحفوظة عن الشخص رقم 5 في ملف JSON (وتشمل 11 سجلًّا)", feminine: "سارة نزّلت البيانات المحفوظة عن الشخص رقم 5 في ملف JSON (وتشمل 11 سجلًّا)", neutral: "تنزيل البيانات المحفوظة عن الشخص رقم 5 في ملف JSON من قِبل نور (وتشمل 11 سجلًّا)" } },
  { entry: {"action":"privacy.erase","details":{"persons":1,"leads":2,"contactSubmissions":1,"hrAssessments":0,"leadershipAssessments":0,"notes":1,"outgoingMail":2,"rateLimits":1,"auditEntries":0,"accountsKept":1},"targetId":"5"}, en: "Sarah erased the data held about person #5 (8 records anonymised; 1 login account with the address kept)", ar: { masculine: "أحمد محا البيانات المحفوظة عن الشخص رقم 5 (وشمل المحو 8 سجلات، مع إبقاء حساب دخول واحد بالعنوان نفسه)", feminine: "سارة محت البيانات المحفوظة عن الشخص رقم 5 (وشمل المحو 8 سجلات، مع إبقاء حساب دخول واحد بالعنوان نفسه)", neutral: "محو البيانات المحفوظة عن الشخص رقم 5 من قِبل نور (وشمل المحو 8 سجلات، مع إبقاء حساب دخول واحد بالعنوان نفسه)" } },
  { entry: {"action":"retention.run","details":{"months":24,"cutoff":"2024-01-01T00:00:00.000Z","persons":2,"leads":3,"contactSubmissions":3,"hrAssessments":0,"leadershipAssessments":0,"notes":0,"outgoingMail":1,"rateLimits":0,"auditEntries":0},"actorName":null}, en: "The daily retention job anonymised 3 leads and 2 people older than 24 months", ar: "أخفت مهمة الاحتفاظ اليومية هوية بيانات مضى عليها أكثر من 24 شهرًا، وشمل ذلك 3 عملاء محتملين وشخصَين" },
  { entry: {"action":"retention.run","details":{"months":24,"cutoff":"2024-01-01T00:00:00.000Z","persons":0,"leads":0,"contactSubmissions":0,"hrAssessments":0,"leadershipAssessments":0,"notes":0,"outgoingMail":0,"rateLimits":0,"auditEntries":0},"actorName":null}, en: "The daily retention job found nothing older than 24 months to anonymise", ar: "لم تجد مهمة الاحتفاظ اليومية بيانات مضى عليها أكثر من 24 شهرًا لإخفاء هويتها" },
  { entry: {"action":"audit.export","details":{"rows":11,"filters":{"action":"lead.","actor":7,"from":"2026-03-01","to":"2026-03-31"}},"targetId":"csv"}, en: "Sarah exported 11 audit log entries to CSV (filtered by action “Leads”, administrator Sara, from March 1, 2026, until March 31, 2026)", ar: { masculine: "أحمد صدّر 11 قيدًا من سجل التدقيق إلى CSV (مع تصفية حسب الإجراء «العملاء المحتملون»، المسؤول Sara، من 1 مارس 2026، حتى 31 مارس 2026)", feminine: "سارة صدّرت 11 قيدًا من سجل التدقيق إلى CSV (مع تصفية حسب الإجراء «العملاء المحتملون»، المسؤول Sara، من 1 مارس 2026، حتى 31 مارس 2026)", neutral: "تصدير 11 قيدًا من سجل التدقيق إلى CSV من قِبل نور (مع تصفية حسب الإجراء «العملاء المحتملون»، المسؤول Sara، من 1 مارس 2026، حتى 31 مارس 2026)" } },
];

function say(entry: Case["entry"], lang: "en" | "ar", form: GrammaticalForm, name: string) {
  const actor = entry.actorName === null ? {} : { actorName: name, actorGender: gender[form] };
  return describeAuditEntry({ ...entry, ...actor }, { ...(lang === "en" ? en : ar), userName });
}

describe("describe-audit-entry", () => {
  it("names every action and family in both languages, from the catalog", () => {
    for (const action of auditActions) {
      expect(catalogs.en[`auditLogAdmin.action.${action}`]).toBeTruthy();
      expect(catalogs.ar[`auditLogAdmin.action.${action}`]).toBeTruthy();
    }
    for (const family of auditFamilies) {
      expect(familyLabel(en.t, family)).toBe(catalogs.en[`auditLogAdmin.family.${family}`]);
      expect(familyLabel(ar.t, family)).toBe(catalogs.ar[`auditLogAdmin.family.${family}`]);
    }
    expect(actionLabel(ar.t, "privacy.view")).toBe("الاطلاع على بيانات شخص");
    expect(actionLabel(ar.t, "privacy.export")).toBe("تنزيل بيانات شخص");
  });

  it("has a case below for every action the log records", () => {
    expect(new Set(cases.map((c) => c.entry.action))).toEqual(new Set(auditActions));
  });

  it.each(cases)("words $entry.action as a sentence: English, and Arabic for a man, a woman and unknown", ({ entry, en: english, ar: arabic }) => {
    expect(say(entry, "en", "neutral", "Sarah")).toBe(english);
    if (typeof arabic === "string") {
      for (const form of grammaticalForms) expect(say(entry, "ar", form, arabicActor[form])).toBe(arabic);
    } else {
      for (const form of grammaticalForms) expect(say(entry, "ar", form, arabicActor[form])).toBe(arabic[form]);
    }
    // English has one wording whoever acted.
    expect(say(entry, "en", "masculine", "Sarah")).toBe(english);
    expect(say(entry, "en", "feminine", "Sarah")).toBe(english);
    expect(missing).toEqual([]);
  });

  it("never shows a key, a raw code or developer notation", () => {
    for (const { entry } of cases) {
      for (const form of grammaticalForms) {
        for (const text of [say(entry, "en", form, "Sarah"), say(entry, "ar", form, arabicActor[form])]) {
          expect(text).not.toMatch(/auditLogAdmin|\[erased\]|undefined|NaN|·|→|←|\b(true|false|null)\b|[a-z]+[A-Z][a-z]+:/);
        }
      }
    }
  });

  it("counts in Arabic by the plural category Intl.PluralRules gives, with an explicit zero", () => {
    const exported = (rows: number, lang: "en" | "ar" = "ar") =>
      describeAuditEntry({ action: "lead.export", details: { rows, filters: { searched: false } }, actorName: "سارة", actorGender: "female" }, lang === "en" ? en : ar);
    expect([0, 1, 2, 3, 10, 11, 17, 99, 100, 102, 103].map((n) => exported(n))).toEqual([
      "سارة صدّرت قائمة فارغة من العملاء المحتملين إلى CSV",
      "سارة صدّرت عميلًا محتملًا واحدًا إلى CSV",
      "سارة صدّرت عميلَين محتملَين إلى CSV",
      "سارة صدّرت 3 عملاء محتملين إلى CSV",
      "سارة صدّرت 10 عملاء محتملين إلى CSV",
      "سارة صدّرت 11 عميلًا محتملًا إلى CSV",
      "سارة صدّرت 17 عميلًا محتملًا إلى CSV",
      "سارة صدّرت 99 عميلًا محتملًا إلى CSV",
      "سارة صدّرت 100 عميل محتمل إلى CSV",
      "سارة صدّرت 102 عميل محتمل إلى CSV",
      "سارة صدّرت 103 عملاء محتملين إلى CSV",
    ]);
    expect([0, 1, 2, 1234].map((n) => exported(n, "en"))).toEqual([
      "سارة exported no leads to CSV",
      "سارة exported 1 lead to CSV",
      "سارة exported 2 leads to CSV",
      "سارة exported 1,234 leads to CSV",
    ]);
    const note = (length: number) => describeAuditEntry({ action: "lead.note", details: { noteId: 1, length }, targetId: "4", actorName: "Ahmed", actorGender: "male" }, ar);
    expect([1, 2, 5, 42, 300].map(note)).toEqual([
      "Ahmed أضاف إلى العميل المحتمل رقم 4 ملاحظة من حرف واحد",
      "Ahmed أضاف إلى العميل المحتمل رقم 4 ملاحظة من حرفَين",
      "Ahmed أضاف إلى العميل المحتمل رقم 4 ملاحظة من 5 أحرف",
      "Ahmed أضاف إلى العميل المحتمل رقم 4 ملاحظة من 42 حرفًا",
      "Ahmed أضاف إلى العميل المحتمل رقم 4 ملاحظة من 300 حرف",
    ]);
  });

  it("names the actor as the dashboard does (the name the list sends), the username kept in the entry only when the account is gone, the system for a job", () => {
    const entry = { action: "testimonial.publish", details: {}, targetId: "3" };
    expect(describeAuditEntry({ ...entry, actorName: "Sara Al-Harbi", actorLabel: "sara" }, en)).toBe("Sara Al-Harbi published testimonial #3");
    expect(describeAuditEntry({ ...entry, actorName: null, actorLabel: "sara" }, en)).toBe("sara published testimonial #3");
    expect(describeAuditEntry({ ...entry, actorName: null, actorLabel: null }, ar)).toBe("النظام نشر شهادة العميل رقم 3");
    expect(actorText(en.t, { action: "retention.run", actorName: null, actorLabel: null })).toBe("The system");
    expect(actorText(en.t, { action: "auth.sign_in_failed", actorName: null, actorLabel: null })).toBe("");
    expect(actorText(ar.t, { action: "lead.note", actorName: "سارة", actorLabel: "sara" })).toBe("سارة");
  });

  it("marks names and codes for the tab to isolate, and cuts the sentence into runs", () => {
    const text = describeAuditEntry({ action: "post.update", details: { slug: "hiring-a-cfo", fields: ["titleAr"] }, targetId: "4", actorName: "Sarah", actorGender: "female" }, { ...ar, isolate: true });
    expect(text).toBe("\u2068Sarah\u2069 عدّلت المقال المنشور «\u2068hiring-a-cfo\u2069»: العنوان (بالعربية)");
    expect(splitLtrRuns(text)).toEqual([
      { text: "Sarah", ltr: false, name: true },
      { text: " عدّلت المقال المنشور «", ltr: false },
      { text: "hiring-a-cfo", ltr: false, name: true },
      { text: "»: العنوان (بالعربية)", ltr: false },
    ]);
  });

  it("reads an old look-up, stored as an export with download: false, as a look-up", () => {
    const counts = { persons: 1, leads: 1, contactSubmissions: 0, hrAssessments: 0, leadershipAssessments: 0, leadEvents: 0, outgoingMail: 0, rateLimits: 0, signInAttempts: 0, accounts: 0 };
    const old = { action: "privacy.export", details: { ...counts, download: false }, targetId: "5", actorName: "Sarah" };
    expect(describeAuditEntry(old, en)).toBe("Sarah looked up what is held about person #5 (2 records)");
    expect(describeAuditEntry({ ...old, details: { ...counts, download: true } }, en)).toBe("Sarah downloaded what is held about person #5 as a JSON file (2 records)");
  });
});
