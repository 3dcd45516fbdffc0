import { defineMessages } from "~/i18n/define-messages";

/** Texts of the home page sections (hero, about, services, SCORE framework, call to action, why us, careers). */
export const homeMessages = defineMessages({
  en: {
    "home.meta.description":
      "Executive search and HR advisory in Riyadh for over 15 years: we find, assess and onboard the senior leaders who move Saudi organisations forward, with a 6-month replacement guarantee.",

    "home.hero.eyebrow": "Executive Search & HR Advisory · Riyadh",
    "home.hero.title": "The leaders who will carry your next decade",
    "home.hero.subtitle":
      "For over 15 years we have helped Saudi and international organisations find, assess and onboard senior leaders, with a 6-month replacement guarantee on every executive placement.",
    "home.hero.primaryCta": "Speak With An Expert",
    "home.hero.secondaryCta": "Explore our services",
    "home.hero.statsLabel": "Results our clients measure",

    "home.stats.experience": "Years advising boards and business owners",
    "home.stats.performance": "Average uplift in team performance",
    "home.stats.productivity": "Time-to-productivity for new leaders",
    "home.stats.guarantee": "Month replacement guarantee on every placement",
    "home.stats.sources": "Sources of these figures",
    "home.stats.sourceMark": "Source {number}",

    "home.about.eyebrow": "About us",
    "home.about.title": "A Riyadh partner for the hires that shape your company",
    "home.about.body":
      "We are an executive search and HR advisory firm based in Riyadh. For over 15 years our advisors have guided family groups, listed companies and international investors through the decisions that matter most: who leads, how they are chosen, and how quickly they deliver.",
    "home.about.body2":
      "We pair a deep knowledge of the Saudi market with proven assessment methods, and the results are measurable: we measure how the teams our leaders join perform, and how quickly each new leader reaches full productivity.",
    "home.about.imageAlt": "An abstract drawing of the Riyadh skyline framed by a Najdi geometric pattern",
    "home.about.approachTitle": "How we work",
    "home.about.approach.listen.title": "We listen before we search",
    "home.about.approach.listen.body":
      "Every mandate starts with your strategy, your board's expectations and the realities of your organisation, not with a job description.",
    "home.about.approach.map.title": "We map the whole market",
    "home.about.approach.map.body":
      "We reach beyond active applicants to proven leaders who are not looking, across the Kingdom, the Gulf and Saudi talent working abroad.",
    "home.about.approach.assess.title": "We assess with evidence",
    "home.about.approach.assess.body":
      "Structured interviews, psychometric tools and thorough referencing give you a clear, comparable view of every finalist.",
    "home.about.approach.stay.title": "We stay until it works",
    "home.about.approach.stay.body":
      "We support the leader's first months in the role and stand behind every placement with a 6-month replacement guarantee.",

    "home.services.eyebrow": "What we do",
    "home.services.title": "Our Services",
    "home.services.lead":
      "Four focused services with one aim: the right leader in the right seat, delivering results sooner.",
    "home.services.benefitsLabel": "What you gain",
    "home.services.learnMore": "Learn more",
    "home.services.learnMoreLabel": "Learn more about {service}",
    "home.services.bottomPrompt": "Not sure which service fits? Tell us about the role and we will recommend the right approach.",
    "home.services.bottomCta": "Discuss your hiring needs",
    "home.services.executiveSearch.title": "Executive Search",
    "home.services.executiveSearch.description":
      "Discreet, research-led search for C-suite and board positions, from chief executives and finance directors to independent board members.",
    "home.services.executiveSearch.benefit1": "Access to proven leaders who are not on the market",
    "home.services.executiveSearch.benefit2": "A qualified shortlist in weeks, not months",
    "home.services.executiveSearch.benefit3": "A confidential process that protects your reputation",
    "home.services.leadershipHiring.title": "Leadership Hiring",
    "home.services.leadershipHiring.description":
      "Recruitment of directors, heads of function and general managers: the leaders who turn your strategy into daily results.",
    "home.services.leadershipHiring.benefit1": "Leaders who fit your culture as well as the role",
    "home.services.leadershipHiring.benefit2": "Consistent, evidence-based selection decisions",
    "home.services.leadershipHiring.benefit3": "A stronger bench for succession and growth",
    "home.services.onboarding.title": "Strategic Onboarding",
    "home.services.onboarding.description":
      "A structured first 100 days for every new leader: stakeholder mapping, clear early goals and regular coaching check-ins.",
    "home.services.onboarding.benefit1": "A shorter road to full productivity",
    "home.services.onboarding.benefit2": "Fewer early departures and costly mis-hires",
    "home.services.onboarding.benefit3": "Teams aligned behind the new leader sooner",
    "home.services.marketEntry.title": "Market Entry Advisory",
    "home.services.marketEntry.description":
      "For international companies entering the Kingdom or moving their regional headquarters to Riyadh: organisation design, Saudization planning and the founding leadership team.",
    "home.services.marketEntry.benefit1": "A founding team that knows the local market",
    "home.services.marketEntry.benefit2": "Nitaqat and labour-law compliance from day one",
    "home.services.marketEntry.benefit3": "A faster, lower-risk launch of operations",

    "home.framework.eyebrow": "Our methodology",
    "home.framework.title": "The SCORE Framework",
    "home.framework.lead":
      "Five disciplined steps, refined over more than 15 years of mandates, that take the guesswork out of leadership hiring. Each letter stands for one step.",
    "home.framework.stepsLabel": "The five steps of the SCORE framework",
    "home.framework.strategy.title": "Strategy",
    "home.framework.strategy.body":
      "We start from your business plan and define the outcomes the leader must deliver in the first 12 to 24 months.",
    "home.framework.culture.title": "Culture",
    "home.framework.culture.body":
      "We study your values, your decision-making style and your family or board dynamics, so the leader fits the way you really work.",
    "home.framework.optimal.title": "Optimal",
    "home.framework.optimal.body":
      "We map the entire market, including leaders who are not looking, to present the best candidates rather than merely the available ones.",
    "home.framework.rigorous.title": "Rigorous",
    "home.framework.rigorous.body":
      "Competency-based interviews, psychometric assessment and in-depth references test every finalist against the same standard.",
    "home.framework.embedded.title": "Embedded",
    "home.framework.embedded.body":
      "We stay involved after the offer: an onboarding plan, regular check-ins through the first months and our 6-month replacement guarantee.",
    "home.framework.cta": "Book a Free Consultation",
    "home.framework.ctaNote": "A no-obligation conversation with a senior advisor about your next leadership hire.",

    "home.cta.title": "Ready to appoint a leader who raises the bar?",
    "home.cta.lead": "Tell us about the role. A senior advisor will reply {replyPromise}.",
    "home.cta.talent.title": "Exceptional talent",
    "home.cta.talent.body": "Leaders assessed for their track record, character and cultural fit.",
    "home.cta.speed.title": "Speed to value",
    "home.cta.speed.body": "A structured first 100 days brings new leaders to full productivity sooner.",
    "home.cta.guarantee.title": "6-month replacement guarantee",
    "home.cta.guarantee.body": "If a placement does not work out within six months, we search again at no additional fee.",
    "home.cta.primary": "Speak With An Expert",
    "home.cta.secondary": "Discover Our Methodology",
    "home.cta.assessments.lead": "Not ready to talk yet? Start with a free self-assessment:",
    "home.cta.assessments.hr": "HR assessment",
    "home.cta.assessments.leadership": "Leadership readiness",

    "home.whyUs.eyebrow": "Why us",
    "home.whyUs.title": "Why leading organisations in the Kingdom choose us",
    "home.whyUs.lead":
      "Leadership hiring is too important for guesswork. Here is what our clients tell us sets us apart.",
    "home.whyUs.experience.title": "Over 15 years of experience",
    "home.whyUs.experience.body":
      "Leadership mandates across the Kingdom’s main sectors, for family groups, listed companies and international investors.",
    "home.whyUs.local.title": "Local insight",
    "home.whyUs.local.body":
      "We know the Saudi market from the inside: its talent pools, pay expectations, Saudization rules and the relationships that open doors.",
    "home.whyUs.academic.title": "Academic plus practitioner",
    "home.whyUs.academic.body":
      "Our advisors pair research-grade assessment methods with years of running teams and HR functions themselves.",
    "home.whyUs.speed.title": "Strategic speed",
    "home.whyUs.speed.body":
      "Focused research and a disciplined process deliver a qualified shortlist quickly, without cutting corners on diligence.",
    "home.whyUs.bespoke.title": "Bespoke approach",
    "home.whyUs.bespoke.body":
      "No templates: every search, assessment and onboarding plan is designed around your strategy, culture and timeline.",
    "home.whyUs.whoWeHelp.title": "Who We Help",
    "home.whyUs.whoWeHelp.lead": "We work best with leaders who see talent as a strategic decision.",
    "home.whyUs.whoWeHelp.owners": "Business owners and family groups preparing their next generation of leadership",
    "home.whyUs.whoWeHelp.boards": "Boards and chief executives strengthening their executive teams",
    "home.whyUs.whoWeHelp.international": "International companies entering the Kingdom or opening a regional headquarters in Riyadh",
    "home.whyUs.whoWeHelp.growth": "Fast-growing companies building the leadership for their next stage",

    "home.careers.eyebrow": "Careers",
    "home.careers.title": "Take the next step in your career",
    "home.careers.lead":
      "Our clients are hiring senior professionals across the Kingdom. Many of these roles are confidential and never advertised, so let us know what you are looking for.",
    "home.careers.jobBoard": "Browse open positions",
    "home.careers.shareProfile": "Share your profile with us",
    "home.careers.newTab": "(opens in a new tab)",
    "home.careers.internships.title": "Internships",
    "home.careers.internships.body":
      "Each year we welcome a small group of Saudi graduates and final-year students into our research and talent-mapping team: real mandates, close mentoring and an inside view of how leaders are hired.",
    "home.careers.universities.title": "For universities",
    "home.careers.universities.body":
      "Career centres and faculties can partner with us on internships, guest lectures and graduate placement.",
    "home.careers.universities.link": "Universities Connect",
  },
  ar: {
    "home.meta.description":
      "البحث التنفيذي واستشارات الموارد البشرية في الرياض منذ أكثر من 15 عامًا: نستقطب القيادات العليا ونقيّمها ونهيّئ انطلاقتها لتقود المنظمات السعودية إلى الأمام، مع ضمان استبدال لمدة 6 أشهر.",

    "home.hero.eyebrow": "البحث التنفيذي واستشارات الموارد البشرية · الرياض",
    "home.hero.title": "قادة يصنعون العقد القادم لمنظمتكم",
    "home.hero.subtitle":
      "على مدى أكثر من 15 عامًا ساعدنا منظمات سعودية ودولية على استقطاب القيادات العليا وتقييمها وتهيئتها، مع ضمان استبدال لمدة 6 أشهر لكل تعيين تنفيذي.",
    "home.hero.primaryCta": "تحدّث مع خبير",
    "home.hero.secondaryCta": "استكشف خدماتنا",
    "home.hero.statsLabel": "نتائج يلمسها عملاؤنا",

    "home.stats.experience": "عامًا في خدمة مجالس الإدارة وأصحاب الأعمال",
    "home.stats.performance": "متوسط التحسّن في أداء الفرق",
    "home.stats.productivity": "من الوقت اللازم ليبلغ القادة الجدد كامل إنتاجيتهم",
    "home.stats.guarantee": "أشهر ضمانًا للاستبدال في كل تعيين",
    "home.stats.sources": "مصادر هذه الأرقام",
    "home.stats.sourceMark": "المصدر {number}",

    "home.about.eyebrow": "من نحن",
    "home.about.title": "شريككم في الرياض للتعيينات التي تصنع مستقبل شركتكم",
    "home.about.body":
      "نحن شركة متخصصة في البحث التنفيذي واستشارات الموارد البشرية مقرها الرياض. منذ أكثر من 15 عامًا يرافق مستشارونا المجموعات العائلية والشركات المدرجة والمستثمرين الدوليين في أهم قراراتهم: من يتولى القيادة، وكيف يُختار، وبأي سرعة يحقق النتائج.",
    "home.about.body2":
      "نجمع بين معرفة عميقة بالسوق السعودي وأساليب تقييم مثبتة الفاعلية، ونقيس النتائج: أداء الفرق التي ينضم إليها القادة الذين نرشحهم، والمدة التي يبلغ فيها كل قائد جديد كامل إنتاجيته.",
    "home.about.imageAlt": "رسم تجريدي لأفق مدينة الرياض داخل إطار من الزخارف النجدية الهندسية",
    "home.about.approachTitle": "كيف نعمل",
    "home.about.approach.listen.title": "نُصغي قبل أن نبحث",
    "home.about.approach.listen.body":
      "تبدأ كل مهمة من استراتيجيتكم وتطلعات مجلس إدارتكم وواقع منظمتكم، لا من وصف وظيفي جاهز.",
    "home.about.approach.map.title": "نستكشف السوق بأكمله",
    "home.about.approach.map.body":
      "نتجاوز المتقدمين النشطين لنصل إلى القادة ذوي السجل المثبت ممن لا يبحثون عن عمل، في المملكة والخليج وبين الكفاءات السعودية العاملة في الخارج.",
    "home.about.approach.assess.title": "نقيّم بالأدلة",
    "home.about.approach.assess.body":
      "مقابلات منظّمة وأدوات قياس نفسي مهني وتحقق دقيق من المراجع، تمنحكم صورة واضحة قابلة للمقارنة عن كل مرشح نهائي.",
    "home.about.approach.stay.title": "نبقى معكم حتى يتحقق النجاح",
    "home.about.approach.stay.body":
      "نرافق القائد في أشهره الأولى في المنصب، ونقف خلف كل تعيين بضمان استبدال لمدة 6 أشهر.",

    "home.services.eyebrow": "ما نقدّمه",
    "home.services.title": "خدماتنا",
    "home.services.lead": "أربع خدمات مركّزة وهدف واحد: القائد المناسب في المكان المناسب، يحقق النتائج في وقت أقصر.",
    "home.services.benefitsLabel": "ما ستكسبه منظمتكم",
    "home.services.learnMore": "اعرف المزيد",
    "home.services.learnMoreLabel": "اعرف المزيد عن {service}",
    "home.services.bottomPrompt": "لستم متأكدين من الخدمة الأنسب؟ حدّثونا عن المنصب وسنقترح عليكم النهج الأمثل.",
    "home.services.bottomCta": "ناقش احتياجاتك من الكفاءات",
    "home.services.executiveSearch.title": "البحث التنفيذي",
    "home.services.executiveSearch.description":
      "بحث سرّي قائم على الدراسة المعمّقة لشغل مناصب الإدارة العليا ومقاعد مجالس الإدارة، من الرؤساء التنفيذيين والمديرين الماليين إلى أعضاء المجالس المستقلين.",
    "home.services.executiveSearch.benefit1": "الوصول إلى قادة أثبتوا جدارتهم ولا يبحثون عن فرص جديدة",
    "home.services.executiveSearch.benefit2": "قائمة مختصرة من المرشحين المؤهلين خلال أسابيع لا أشهر",
    "home.services.executiveSearch.benefit3": "عملية سرّية تحفظ سمعة منظمتكم",
    "home.services.leadershipHiring.title": "توظيف القيادات",
    "home.services.leadershipHiring.description":
      "استقطاب المديرين ورؤساء الإدارات والمديرين العامين: القادة الذين يحوّلون استراتيجيتكم إلى نتائج يومية.",
    "home.services.leadershipHiring.benefit1": "قادة يناسبون ثقافتكم كما يناسبون المنصب",
    "home.services.leadershipHiring.benefit2": "قرارات اختيار متّسقة مبنية على الأدلة",
    "home.services.leadershipHiring.benefit3": "صفّ ثانٍ أقوى للتعاقب الوظيفي والنمو",
    "home.services.onboarding.title": "التهيئة الاستراتيجية",
    "home.services.onboarding.description":
      "برنامج منظّم لأول 100 يوم لكل قائد جديد: تحديد أصحاب المصلحة، وأهداف مبكرة واضحة، وجلسات توجيه منتظمة.",
    "home.services.onboarding.benefit1": "طريق أقصر إلى كامل الإنتاجية",
    "home.services.onboarding.benefit2": "حالات مغادرة مبكرة أقل وأخطاء توظيف مكلفة أقل",
    "home.services.onboarding.benefit3": "التفاف الفريق حول القائد الجديد في وقت أسرع",
    "home.services.marketEntry.title": "استشارات دخول السوق",
    "home.services.marketEntry.description":
      "للشركات الدولية التي تدخل السوق السعودية أو تنقل مقرها الإقليمي إلى الرياض: تصميم الهيكل التنظيمي، وتخطيط التوطين، وتكوين فريق القيادة المؤسس.",
    "home.services.marketEntry.benefit1": "فريق مؤسس يعرف السوق المحلي جيدًا",
    "home.services.marketEntry.benefit2": "الالتزام بنطاقات ونظام العمل منذ اليوم الأول",
    "home.services.marketEntry.benefit3": "انطلاق أسرع للعمليات بمخاطر أقل",

    "home.framework.eyebrow": "منهجيتنا",
    "home.framework.title": "منهجية SCORE",
    "home.framework.lead":
      "خمس مراحل منضبطة صقلناها عبر أكثر من 15 عامًا من التكليفات، تجعل اختيار القيادات قرارًا مبنيًا على الأدلة لا على التخمين. وتحمل كل مرحلة حرفًا من اسمها الإنجليزي، فتكتمل بها كلمة SCORE.",
    "home.framework.stepsLabel": "المراحل الخمس لمنهجية SCORE",
    "home.framework.strategy.title": "الاستراتيجية",
    "home.framework.strategy.body":
      "ننطلق من خطة أعمالكم، ونحدد النتائج التي يجب أن يحققها القائد خلال أول 12 إلى 24 شهرًا.",
    "home.framework.culture.title": "الثقافة",
    "home.framework.culture.body":
      "ندرس قيمكم وطريقة اتخاذ القرار لديكم، ودور العائلة المؤسِّسة أو مجلس الإدارة فيه، ليتوافق القائد مع طريقة عملكم الفعلية.",
    "home.framework.optimal.title": "الاختيار الأمثل",
    "home.framework.optimal.body":
      "نستكشف السوق كاملًا، بما في ذلك القادة الذين لا يبحثون عن عمل، لنقدّم لكم أفضل المرشحين لا المتاحين منهم فحسب.",
    "home.framework.rigorous.title": "التقييم الصارم",
    "home.framework.rigorous.body":
      "مقابلات قائمة على الكفاءات، وتقييم نفسي مهني، وتحقق معمّق من المراجع، نقيس بها كل مرشح نهائي بالمعيار نفسه.",
    "home.framework.embedded.title": "الاندماج",
    "home.framework.embedded.body":
      "لا ينتهي دورنا بقبول العرض: خطة تهيئة، ومتابعة منتظمة خلال الأشهر الأولى، وضمان استبدال لمدة 6 أشهر.",
    "home.framework.cta": "احجز استشارة مجانية",
    "home.framework.ctaNote": "محادثة دون أي التزام مع أحد كبار مستشارينا حول تعيينكم القيادي القادم.",

    "home.cta.title": "هل أنتم مستعدون لتعيين قائد يرفع سقف الأداء؟",
    "home.cta.lead": "حدّثونا عن المنصب، وسيردّ عليكم أحد كبار مستشارينا {replyPromise}.",
    "home.cta.talent.title": "كفاءات استثنائية",
    "home.cta.talent.body": "قادة نقيّم سجلّ إنجازاتهم وشخصياتهم ومدى توافقهم مع ثقافة منظمتكم.",
    "home.cta.speed.title": "سرعة في تحقيق القيمة",
    "home.cta.speed.body": "خطة منظّمة للأيام المئة الأولى تُوصل القادة الجدد إلى كامل إنتاجيتهم في وقت أقصر.",
    "home.cta.guarantee.title": "ضمان استبدال لمدة 6 أشهر",
    "home.cta.guarantee.body": "إذا لم يُكتب للتعيين النجاح خلال ستة أشهر، نعيد البحث دون أي رسوم إضافية.",
    "home.cta.primary": "تحدّث مع خبير",
    "home.cta.secondary": "اكتشف منهجيتنا",
    "home.cta.assessments.lead": "لستم مستعدين للحديث بعد؟ ابدؤوا بتقييم ذاتي مجاني:",
    "home.cta.assessments.hr": "تقييم الموارد البشرية",
    "home.cta.assessments.leadership": "جاهزية القيادة",

    "home.whyUs.eyebrow": "لماذا نحن",
    "home.whyUs.title": "لماذا تختارنا المنظمات الرائدة في المملكة",
    "home.whyUs.lead": "اختيار القيادات أهم من أن يُترك للتخمين، وإليكم ما يميّزنا بشهادة عملائنا.",
    "home.whyUs.experience.title": "خبرة تتجاوز 15 عامًا",
    "home.whyUs.experience.body":
      "مهام قيادية في أبرز قطاعات المملكة، لمجموعات عائلية وشركات مدرجة ومستثمرين دوليين.",
    "home.whyUs.local.title": "فهم عميق للسوق المحلي",
    "home.whyUs.local.body":
      "نعرف السوق السعودي من الداخل: مصادر الكفاءات فيه، وتوقعات الأجور، وأنظمة التوطين، والعلاقات التي تفتح الأبواب.",
    "home.whyUs.academic.title": "عمق أكاديمي وخبرة ميدانية",
    "home.whyUs.academic.body":
      "يجمع مستشارونا بين أساليب تقييم ذات أساس بحثي رصين وسنوات من قيادة الفرق وإدارة الموارد البشرية بأنفسهم.",
    "home.whyUs.speed.title": "سرعة مدروسة",
    "home.whyUs.speed.body":
      "بحث مركّز وعملية منضبطة يقدّمان قائمة مختصرة مؤهلة بسرعة، دون أي تهاون في التحقق والتدقيق.",
    "home.whyUs.bespoke.title": "نهج مصمَّم لكم",
    "home.whyUs.bespoke.body":
      "لا قوالب جاهزة: نصمّم كل بحث وتقييم وخطة تهيئة حول استراتيجيتكم وثقافتكم وجدولكم الزمني.",
    "home.whyUs.whoWeHelp.title": "من نخدم",
    "home.whyUs.whoWeHelp.lead": "نحقق أفضل النتائج مع القادة الذين يرون في الكفاءات قرارًا استراتيجيًا.",
    "home.whyUs.whoWeHelp.owners": "أصحاب الأعمال والمجموعات العائلية الذين يُعدّون الجيل القادم من قياداتهم",
    "home.whyUs.whoWeHelp.boards": "مجالس الإدارة والرؤساء التنفيذيون الذين يعزّزون فرقهم التنفيذية",
    "home.whyUs.whoWeHelp.international": "الشركات الدولية التي تدخل السوق السعودية أو تفتتح مقرًا إقليميًا في الرياض",
    "home.whyUs.whoWeHelp.growth": "الشركات سريعة النمو التي تبني قيادتها لمرحلتها التالية",

    "home.careers.eyebrow": "الوظائف",
    "home.careers.title": "خطوتكم المهنية التالية تبدأ هنا",
    "home.careers.lead":
      "يبحث عملاؤنا عن كفاءات قيادية في جميع أنحاء المملكة، وكثير من هذه الوظائف سرّي لا يُعلن عنه، فأخبرونا بما تطمحون إليه.",
    "home.careers.jobBoard": "تصفّح الوظائف المتاحة",
    "home.careers.shareProfile": "شاركنا ملفك المهني",
    "home.careers.newTab": "(يُفتح في علامة تبويب جديدة)",
    "home.careers.internships.title": "برنامج التدريب",
    "home.careers.internships.body":
      "نستقبل كل عام مجموعة صغيرة من الخريجين السعوديين وطلاب السنة الأخيرة في فريق البحث ورسم خرائط الكفاءات لدينا: مهام حقيقية، وإشراف قريب، واطلاع مباشر على كيفية اختيار القادة.",
    "home.careers.universities.title": "للجامعات",
    "home.careers.universities.body":
      "يمكن لمراكز التوجيه المهني والكليات الشراكة معنا في برامج التدريب والمحاضرات وتوظيف الخريجين.",
    "home.careers.universities.link": "الشراكة مع الجامعات",
  },
});
