import { defineMessages } from "~/i18n/define-messages";

/**
 * Texts of the /connect advisor page. The advisor's name, title, initials and
 * background are defaults the firm's staff can override as site content.
 */
export const connectMessages = defineMessages({
  en: {
    "connect.metaTitle": "Connect with {name}",
    "connect.metaDescription":
      "Book a 30-minute call with me or send me a message about executive search, leadership hiring and HR advisory in Saudi Arabia.",
    "connect.mainSite": "Visit the main site",

    "connect.advisor.name": "Dr. Faisal Al-Harbi",
    "connect.advisor.initials": "FH",
    "connect.advisor.photoAlt": "Portrait of {name}",
    "connect.advisor.title": "Managing Partner · Executive Search & Leadership Advisory",
    "connect.advisor.profile": "Full profile",
    "connect.advisor.team": "Meet the team",

    "connect.hero.eyebrow": "Your advisor",
    "connect.hero.intro":
      "I help boards, founders and chief executives in the Kingdom find, assess and settle in the leaders who will carry their organisations forward.",
    "connect.hero.messageCta": "Send a message",
    "connect.hero.channels": "Other ways to connect",
    "connect.channel.whatsapp": "WhatsApp",
    "connect.channel.network": "LinkedIn",

    "connect.highlight.experienceValue": "15+ years",
    "connect.highlight.experienceLabel": "placing and advising senior leaders",
    "connect.highlight.guaranteeValue": "6 months",
    "connect.highlight.guaranteeLabel": "replacement guarantee on every placement",
    "connect.highlight.replyValue": "{replyPromise}",
    "connect.highlight.replyLabel": "a reply to every message",

    "connect.background.eyebrow": "Background",
    "connect.background.title": "An advisor who has sat on both sides of the table",
    "connect.background.p1":
      "For more than 15 years I have recruited and advised senior leaders for family groups, listed companies, government-linked entities and international firms building their presence in Saudi Arabia.",
    "connect.background.p2":
      "My work joins academic research in leadership and organisational behaviour with hands-on practice in HR and talent. Every search starts with the strategy and the culture, and ends only when the new leader is delivering.",

    "connect.expertise.title": "Areas of expertise",
    "connect.expertise.1": "Executive search for C-suite and board positions",
    "connect.expertise.2": "Leadership assessment and succession planning",
    "connect.expertise.3": "Strategic onboarding of senior hires",
    "connect.expertise.4": "Organisational design and HR transformation",
    "connect.expertise.5": "Talent strategy for companies entering the Saudi market",

    "connect.form.title": "Start a conversation",
    "connect.form.lead": "Tell me briefly what you are working on. I read every message myself and reply {replyPromise}.",
    "connect.form.confidential": "Everything you share stays confidential and is used only to reply to you.",
    "connect.form.sentBody": "Your message has reached me. I will reply {replyPromise}.",
    "connect.form.sentToast": "I will reply {replyPromise}.",

    "connect.booking.title": "A 30-minute call",
    "connect.booking.body": "Pick a time that suits you for a focused first conversation about your leadership needs.",
    "connect.booking.bodyViaForm": "Prefer to talk? Send a message with a few times that suit you and I will set up a 30-minute call.",
    "connect.booking.cta": "Book a 30-minute call",

    "connect.network.title": "Connect on LinkedIn",
    "connect.network.body": "Follow my notes on leadership, hiring and the Saudi talent market.",
    "connect.network.cta": "View profile",

    "connect.whatsapp.title": "WhatsApp",
    "connect.whatsapp.body": "For a quick question, message me directly.",
    "connect.whatsapp.cta": "Message on WhatsApp",

    "connect.direct.title": "Reach me directly",

    "connect.services.eyebrow": "How I can help",
    "connect.services.title": "Four ways I work with leadership teams",
    "connect.services.executiveSearch.title": "Executive Search",
    "connect.services.executiveSearch.body": "Discreet searches for chief executives, board members and senior leaders, assessed against your strategy.",
    "connect.services.leadershipHiring.title": "Leadership Hiring",
    "connect.services.leadershipHiring.body": "Building and strengthening leadership teams, from heads of function to the next generation of leaders.",
    "connect.services.onboarding.title": "Strategic Onboarding",
    "connect.services.onboarding.body": "A structured first 100 days that halves the time a new leader needs to deliver results.",
    "connect.services.marketEntry.title": "Market Entry Advisory",
    "connect.services.marketEntry.body": "Talent strategy, Saudization and first key hires for international companies entering the Kingdom.",

    "connect.footer.text": "Confidential conversations about leadership, talent and growth in the Kingdom of Saudi Arabia.",
    "connect.footer.nav": "Site links",
  },
  ar: {
    "connect.metaTitle": "تواصل مع {name}",
    "connect.metaDescription":
      "احجزوا معي مكالمة مدتها 30 دقيقة أو أرسلوا إليّ رسالة بشأن البحث التنفيذي وتوظيف القيادات واستشارات الموارد البشرية في المملكة العربية السعودية.",
    "connect.mainSite": "زيارة الموقع الرئيسي",

    "connect.advisor.name": "د. فيصل الحربي",
    "connect.advisor.initials": "ف ح",
    "connect.advisor.photoAlt": "صورة {name}",
    "connect.advisor.title": "الشريك المدير · البحث التنفيذي والاستشارات القيادية",
    "connect.advisor.profile": "الملف التعريفي الكامل",
    "connect.advisor.team": "تعرّفوا على الفريق",

    "connect.hero.eyebrow": "مستشاركم",
    "connect.hero.intro":
      "أساعد مجالس الإدارة والمؤسسين والرؤساء التنفيذيين في المملكة على استقطاب القادة وتقييمهم وتمكينهم من الانطلاق بمنظماتهم نحو المستقبل.",
    "connect.hero.messageCta": "أرسل رسالة",
    "connect.hero.channels": "طرق أخرى للتواصل",
    "connect.channel.whatsapp": "واتساب",
    "connect.channel.network": "لينكدإن",

    "connect.highlight.experienceValue": "أكثر من 15 عامًا",
    "connect.highlight.experienceLabel": "في استقطاب القيادات العليا وتقديم المشورة لها",
    "connect.highlight.guaranteeValue": "6 أشهر",
    "connect.highlight.guaranteeLabel": "ضمان استبدال لكل تعيين",
    "connect.highlight.replyValue": "{replyPromise}",
    "connect.highlight.replyLabel": "ردّ على كل رسالة",

    "connect.background.eyebrow": "نبذة",
    "connect.background.title": "مستشار خبِر موقع المرشّح وموقع صاحب القرار",
    "connect.background.p1":
      "على مدى أكثر من 15 عامًا، استقطبتُ القيادات العليا وقدّمت لها المشورة لدى مجموعات عائلية وشركات مدرجة وجهات مرتبطة بالقطاع الحكومي وشركات دولية تبني حضورها في المملكة العربية السعودية.",
    "connect.background.p2":
      "يجمع عملي بين البحث الأكاديمي في القيادة والسلوك التنظيمي والممارسة الميدانية في الموارد البشرية وإدارة المواهب. يبدأ كل بحث عندي من الاستراتيجية والثقافة، ولا ينتهي إلا حين يحقق القائد الجديد النتائج المرجوّة.",

    "connect.expertise.title": "مجالات الخبرة",
    "connect.expertise.1": "البحث التنفيذي لمناصب الإدارة العليا ومجالس الإدارة",
    "connect.expertise.2": "تقييم القيادات وتخطيط التعاقب الوظيفي",
    "connect.expertise.3": "التهيئة الاستراتيجية للقيادات المعيّنة حديثًا",
    "connect.expertise.4": "التصميم التنظيمي وتطوير منظومة الموارد البشرية",
    "connect.expertise.5": "استراتيجيات المواهب للشركات الداخلة إلى السوق السعودية",

    "connect.form.title": "ابدأ المحادثة",
    "connect.form.lead": "أخبروني باختصار عمّا تعملون عليه. أقرأ كل رسالة بنفسي وأردّ {replyPromise}.",
    "connect.form.confidential": "كل ما تشاركونه يبقى سريًا ولا يُستخدم إلا للرد عليكم.",
    "connect.form.sentBody": "وصلتني رسالتكم، وسأردّ عليكم {replyPromise}.",
    "connect.form.sentToast": "سأردّ عليكم {replyPromise}.",

    "connect.booking.title": "مكالمة مدتها 30 دقيقة",
    "connect.booking.body": "اختاروا الوقت الذي يناسبكم لمحادثة أولى مركّزة حول احتياجاتكم القيادية.",
    "connect.booking.bodyViaForm": "تفضّلون الحديث مباشرة؟ أرسلوا رسالة تتضمن أوقاتًا تناسبكم، وسأرتّب مكالمة مدتها 30 دقيقة.",
    "connect.booking.cta": "احجز مكالمة مدتها 30 دقيقة",

    "connect.network.title": "تواصلوا عبر لينكدإن",
    "connect.network.body": "تابعوا ما أكتبه عن القيادة والتوظيف وسوق المواهب السعودية.",
    "connect.network.cta": "عرض الملف الشخصي",

    "connect.whatsapp.title": "واتساب",
    "connect.whatsapp.body": "لسؤال سريع، راسلوني مباشرة.",
    "connect.whatsapp.cta": "راسلني عبر واتساب",

    "connect.direct.title": "للتواصل معي مباشرة",

    "connect.services.eyebrow": "كيف أساعدكم",
    "connect.services.title": "أربعة مجالات أعمل فيها مع الفرق القيادية",
    "connect.services.executiveSearch.title": "البحث التنفيذي",
    "connect.services.executiveSearch.body": "بحث سري عن الرؤساء التنفيذيين وأعضاء مجالس الإدارة والقيادات العليا، وتقييمهم في ضوء استراتيجيتكم.",
    "connect.services.leadershipHiring.title": "توظيف القيادات",
    "connect.services.leadershipHiring.body": "بناء الفرق القيادية وتعزيزها، من رؤساء الإدارات إلى الجيل القادم من القادة.",
    "connect.services.onboarding.title": "التهيئة الاستراتيجية",
    "connect.services.onboarding.body": "أول 100 يوم منظَّمة تختصر إلى النصف الوقت الذي يحتاجه القائد الجديد لتحقيق النتائج.",
    "connect.services.marketEntry.title": "استشارات دخول السوق",
    "connect.services.marketEntry.body": "استراتيجية المواهب والتوطين وأولى التعيينات الرئيسية للشركات الدولية الداخلة إلى المملكة.",

    "connect.footer.text": "محادثات سرية حول القيادة والمواهب والنمو في المملكة العربية السعودية.",
    "connect.footer.nav": "روابط الموقع",
  },
});
