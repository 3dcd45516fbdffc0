import { defineMessages } from "~/i18n/define-messages";

/** Texts of the /iqader-platform page. "iQader" is the platform's name and stays in Latin letters in Arabic. */
export const careerPlatformMessages = defineMessages({
  en: {
    "careerPlatform.meta.title": "iQader Career Platform",
    "careerPlatform.meta.description":
      "iQader is an AI-powered career development platform for professionals in Saudi Arabia: multi-dimensional career assessments, mentor matching and a personal development path, in Arabic and English.",

    "careerPlatform.hero.eyebrow": "A venture of {brand}",
    "careerPlatform.hero.title": "Know your strengths. Meet your mentor. Shape your career.",
    "careerPlatform.hero.subtitle":
      "iQader is an AI-powered career development platform for professionals in Saudi Arabia and the Gulf. It shows you where you stand today, connects you with experienced mentors and turns the results into a clear path forward.",
    "careerPlatform.hero.tryAssessment": "Try the assessment",
    "careerPlatform.hero.learnMore": "Learn more about iQader",
    "careerPlatform.hero.askUs": "Ask us about iQader",
    "careerPlatform.hero.imageAlt":
      "An illustration of a career profile chart, a network of mentors and a rising path towards a goal",
    "careerPlatform.newTab": "(opens in a new tab)",
    "careerPlatform.externalNote": "iQader runs on its own website, where its own terms and privacy policy apply.",

    "careerPlatform.features.eyebrow": "What the platform offers",
    "careerPlatform.features.title": "Built for ambitious professionals",
    "careerPlatform.features.lead":
      "The same rigour we bring to executive assessment, made available to every professional who wants to grow.",
    "careerPlatform.features.assessments.title": "Multi-dimensional career assessments",
    "careerPlatform.features.assessments.body":
      "Go beyond the CV: understand your skills, work style, values and leadership potential in one integrated profile.",
    "careerPlatform.features.mentors.title": "AI-powered mentor matching",
    "careerPlatform.features.mentors.body":
      "Our matching engine introduces you to mentors whose experience fits your goals, your sector and your stage of career.",
    "careerPlatform.features.bilingual.title": "Bilingual support",
    "careerPlatform.features.bilingual.body":
      "Use the platform fully in Arabic or in English, with content written for the Saudi and Gulf workplace.",
    "careerPlatform.features.valueFirst.title": "Value-first approach",
    "careerPlatform.features.valueFirst.body":
      "Start with a meaningful assessment and practical insights about yourself before you commit to anything.",

    "careerPlatform.how.eyebrow": "How it works",
    "careerPlatform.how.title": "From insight to progress in four steps",
    "careerPlatform.how.stepLabel": "Step {number}",
    "careerPlatform.how.assessment.title": "Complete the assessment",
    "careerPlatform.how.assessment.body":
      "Answer a guided set of questions about your experience, strengths, preferences and ambitions.",
    "careerPlatform.how.report.title": "Receive your personalised report",
    "careerPlatform.how.report.body":
      "See your strengths, your development areas and the roles that suit you, explained in plain language.",
    "careerPlatform.how.mentors.title": "Match with mentors",
    "careerPlatform.how.mentors.body":
      "Meet experienced professionals who have already walked the path you want to take.",
    "careerPlatform.how.path.title": "Develop your career path",
    "careerPlatform.how.path.body":
      "Follow a practical plan with milestones, learning resources and regular check-ins with your mentor.",

    "careerPlatform.cta.title": "Take the first step towards your next role",
    "careerPlatform.cta.body":
      "Discover what sets you apart and where you could go next. The assessment is the place to start.",
    "careerPlatform.cta.start": "Start with iQader",
    "careerPlatform.cta.contact": "Talk to our team",
  },
  ar: {
    "careerPlatform.meta.title": "منصة iQader المهنية",
    "careerPlatform.meta.description":
      "iQader منصة لتطوير المسار المهني مدعومة بالذكاء الاصطناعي للمهنيين في المملكة العربية السعودية: تقييمات مهنية متعددة الأبعاد، ومطابقة مع الموجّهين، ومسار تطوير شخصي، بالعربية والإنجليزية.",

    "careerPlatform.hero.eyebrow": "أحد مشاريع {brand}",
    "careerPlatform.hero.title": "اعرف نقاط قوتك، والتقِ بموجّهك، وارسم مسارك المهني.",
    "careerPlatform.hero.subtitle":
      "iQader منصة لتطوير المسار المهني مدعومة بالذكاء الاصطناعي، صُممت للمهنيين في المملكة العربية السعودية ودول الخليج. تكشف لك موقعك اليوم، وتوصلك بموجّهين من ذوي الخبرة، وتحوّل النتائج إلى مسار واضح للمضي قدمًا.",
    "careerPlatform.hero.tryAssessment": "جرّب التقييم",
    "careerPlatform.hero.learnMore": "اعرف المزيد عن iQader",
    "careerPlatform.hero.askUs": "اسألنا عن iQader",
    "careerPlatform.hero.imageAlt": "رسم توضيحي لمخطط ملف مهني، وشبكة من الموجّهين، ومسار صاعد نحو الهدف",
    "careerPlatform.newTab": "(يُفتح في علامة تبويب جديدة)",
    "careerPlatform.externalNote": "تعمل منصة iQader على موقعها الخاص، وتسري عليها شروطها وسياسة الخصوصية الخاصة بها.",

    "careerPlatform.features.eyebrow": "ما تقدّمه المنصة",
    "careerPlatform.features.title": "صُممت للمهنيين الطموحين",
    "careerPlatform.features.lead": "الدقة نفسها التي نعتمدها في تقييم القيادات التنفيذية، متاحة الآن لكل مهني يسعى إلى النمو.",
    "careerPlatform.features.assessments.title": "تقييمات مهنية متعددة الأبعاد",
    "careerPlatform.features.assessments.body":
      "تجاوز حدود السيرة الذاتية: تعرّف على مهاراتك وأسلوب عملك وقيمك وإمكاناتك القيادية في ملف واحد متكامل.",
    "careerPlatform.features.mentors.title": "مطابقة مع الموجّهين بالذكاء الاصطناعي",
    "careerPlatform.features.mentors.body":
      "يعرّفك محرّك المطابقة لدينا بموجّهين تتوافق خبراتهم مع أهدافك وقطاعك ومرحلتك المهنية.",
    "careerPlatform.features.bilingual.title": "دعم كامل باللغتين",
    "careerPlatform.features.bilingual.body":
      "استخدم المنصة كاملةً بالعربية أو بالإنجليزية، بمحتوى كُتب لبيئة العمل في المملكة ودول الخليج.",
    "careerPlatform.features.valueFirst.title": "القيمة أولًا",
    "careerPlatform.features.valueFirst.body":
      "ابدأ بتقييم هادف ورؤى عملية عن نفسك قبل أن تلتزم بأي شيء.",

    "careerPlatform.how.eyebrow": "آلية العمل",
    "careerPlatform.how.title": "من الفهم إلى التقدّم في أربع خطوات",
    "careerPlatform.how.stepLabel": "الخطوة {number}",
    "careerPlatform.how.assessment.title": "أكمل التقييم",
    "careerPlatform.how.assessment.body": "أجب عن مجموعة موجّهة من الأسئلة حول خبرتك ونقاط قوتك وتفضيلاتك وطموحاتك.",
    "careerPlatform.how.report.title": "احصل على تقريرك الشخصي",
    "careerPlatform.how.report.body":
      "تعرّف على نقاط قوتك ومجالات تطويرك والأدوار التي تناسبك، بشرح واضح وبسيط.",
    "careerPlatform.how.mentors.title": "تواصل مع الموجّهين",
    "careerPlatform.how.mentors.body": "التقِ بمهنيين من ذوي الخبرة سبقوك إلى المسار الذي تطمح إليه.",
    "careerPlatform.how.path.title": "طوّر مسارك المهني",
    "careerPlatform.how.path.body": "اتبع خطة عملية تتضمن مراحل واضحة وموارد للتعلّم ولقاءات منتظمة مع موجّهك.",

    "careerPlatform.cta.title": "اخطُ الخطوة الأولى نحو دورك القادم",
    "careerPlatform.cta.body": "اكتشف ما يميّزك وإلى أين يمكن أن تمضي. والتقييم هو نقطة البداية.",
    "careerPlatform.cta.start": "ابدأ مع iQader",
    "careerPlatform.cta.contact": "تحدّث مع فريقنا",
  },
});
