/**
 * Demo blog content (English + Arabic) for the executive-search and HR-advisory site.
 * Bodies are Markdown without H1 headings; the page renders the title separately.
 * Illustrations live in /public/images/blog/<slug>.svg.
 */
export interface SeedBlogPost {
  slug: string; // kebab-case, English, unique
  titleEn: string;
  titleAr: string;
  summaryEn: string; // 1-2 sentences, ~150-220 characters
  summaryAr: string;
  contentEn: string; // Markdown article body
  contentAr: string;
  categoryEn: string;
  categoryAr: string;
  author: string; // the name on English pages
  authorAr: string; // the name on Arabic pages
  imageUrl: string; // "/images/blog/<slug>.svg"
  imageAltEn: string; // the cover described for readers who cannot see it
  imageAltAr: string;
  featured: boolean;
  publishedAt: string; // ISO date
}

export const seedBlogPosts: SeedBlogPost[] = [
  {
    slug: "hiring-a-c-suite-leader-in-saudi-arabia",
    titleEn: "Hiring a C-Suite Leader in Saudi Arabia: A Practical Guide for Boards and Owners",
    titleAr: "تعيين قائد في الإدارة العليا بالمملكة العربية السعودية: دليل عملي لمجالس الإدارة والملّاك",
    summaryEn:
      "Appointing a CEO, CFO or COO in the Kingdom is a high-stakes decision. Here is how to define the mandate, reach the right candidates and close the appointment with confidence.",
    summaryAr:
      "يُعدّ تعيين رئيس تنفيذي أو مدير مالي أو مدير عمليات في المملكة قرارًا بالغ الأثر. إليك كيف تحدد مهمة المنصب، وتصل إلى المرشحين المناسبين، وتُتمّ التعيين بثقة.",
    contentEn: `Few decisions shape a company's next five years as much as the appointment of a chief executive or another C-suite leader. In Saudi Arabia, where Vision 2030, new giga-projects and a steady flow of international investment are reshaping whole sectors, proven senior leaders are in high demand and the cost of a wrong hire is considerable. Boards and owners who approach the process with discipline consistently achieve better outcomes.

## Start with the mandate, not the job title

A job title says little about what the role must achieve. Before speaking to any candidate, agree internally on the answers to a few questions:

- What must this leader deliver in the first 12 to 24 months?
- Is the business in a growth, turnaround, transformation or stabilisation phase?
- Which stakeholders will the leader need to manage: a family council, a board, government entities, international partners?
- What is genuinely non-negotiable, and what can be developed after appointment?

Writing this down as a short mandate document aligns shareholders and gives the search a clear benchmark. It also prevents a common situation in which each board member is quietly evaluating candidates against a different picture of success.

## Map the market beyond active applicants

The strongest C-suite candidates in the Kingdom are rarely browsing job boards. They are usually performing well in their current roles and will only consider a move for the right opportunity, presented confidentially. A thorough search maps the relevant market: direct competitors, adjacent industries, Saudi leaders working abroad who may be ready to return home, and international executives with genuine regional experience.

For many organisations, Saudization objectives and the wish to build national leadership also matter. A well-run search presents a balanced shortlist and is candid about the trade-offs between depth of experience, local market knowledge and long-term succession potential.

## Assess for context, not only competence

Technical capability is usually the easiest part to verify. The harder question is whether a leader will succeed in your specific context. Structured competency-based interviews, case discussions grounded in real business challenges and psychometric assessment all help. So does careful referencing with former board members, peers and direct reports, carried out discreetly and with the candidate's consent.

Pay particular attention to how candidates build relationships, make decisions under ambiguity and lead through others. In Saudi organisations, the ability to earn the trust of owners, respect hierarchy while challenging constructively, and engage confidently with government stakeholders is often what separates a good leader from an excellent one.

## Close the offer with care

At this level, offers fail more often over poorly managed details than over headline salary. Think early about:

- A competitive total package, including housing, transport and schooling allowances where relevant, plus short- and long-term incentives
- Notice periods and any restrictive covenants with the current employer
- Relocation, family considerations and, for international hires, residency arrangements
- A clear onboarding plan and the first meetings with the board and key stakeholders

Keep communication frequent and personal throughout. Counter-offers are common, and a candidate who feels valued during the process is far more likely to accept.

## Plan the first 90 days before day one

An appointment is not complete when the contract is signed. Agree on early priorities, introduce the new leader to the people who matter, and schedule regular check-ins between the chair and the executive during the first months. A structured start significantly reduces the risk of an early departure.

If your organisation is preparing to appoint a new C-suite leader, our executive search partners would be glad to discuss your mandate in confidence and share what we are seeing across the Saudi market.`,
    contentAr: `قليلة هي القرارات التي ترسم مسار الشركة في سنواتها الخمس المقبلة بقدر ما يرسمه تعيين رئيس تنفيذي أو أحد قادة الإدارة العليا. وفي المملكة العربية السعودية، حيث تعيد رؤية 2030 والمشاريع الكبرى وتدفق الاستثمارات الدولية تشكيل قطاعات بأكملها، يشتد الطلب على القادة أصحاب الخبرة المثبتة، وتصبح كلفة التعيين الخاطئ مرتفعة. وتحقق مجالس الإدارة والملّاك الذين يديرون هذه العملية بانضباط نتائج أفضل باستمرار.

## ابدأ بمهمة المنصب لا بمسمّاه

لا يكشف المسمى الوظيفي الكثير عمّا يجب أن يحققه المنصب. وقبل التحدث إلى أي مرشح، اتفقوا داخليًا على إجابات أسئلة محددة:

- ما الذي يجب أن يحققه هذا القائد خلال أول 12 إلى 24 شهرًا؟
- هل تمر الشركة بمرحلة نمو أم تصحيح مسار أم تحول أم استقرار؟
- مع أي أطراف سيتعامل القائد: مجلس العائلة، أم مجلس الإدارة، أم الجهات الحكومية، أم الشركاء الدوليون؟
- ما المتطلبات التي لا تقبل التنازل فعلًا، وما الذي يمكن تطويره بعد التعيين؟

إن تدوين ذلك في وثيقة مختصرة لمهمة المنصب يوحّد رؤية المساهمين، ويمنح عملية البحث معيارًا واضحًا. كما يمنع موقفًا شائعًا يقيّم فيه كل عضو في المجلس المرشحين، دون أن يصرّح بذلك، وفق تصور مختلف للنجاح.

## استكشف السوق بما يتجاوز المتقدمين

نادرًا ما يتصفح أقوى المرشحين لمناصب الإدارة العليا في المملكة منصات الإعلان عن الوظائف؛ فهم في الغالب يحققون نتائج جيدة في مناصبهم الحالية، ولن يفكروا في الانتقال إلا لفرصة مناسبة تُعرض عليهم بسرية تامة. ولذلك يشمل البحث الجاد رسم خريطة شاملة للسوق: المنافسين المباشرين، والقطاعات المجاورة، والقادة السعوديين العاملين في الخارج ممن قد يكونون مستعدين للعودة، والتنفيذيين الدوليين ذوي الخبرة الإقليمية الحقيقية.

وبالنسبة إلى كثير من المنشآت، تبرز أيضًا أهداف التوطين والرغبة في بناء قيادات وطنية. والبحث المُدار جيدًا يقدّم قائمة مختصرة متوازنة، ويتحدث بصراحة عن الموازنة بين عمق الخبرة، ومعرفة السوق المحلية، وإمكانات التعاقب على المدى الطويل.

## قيّم الملاءمة للسياق لا الكفاءة وحدها

غالبًا ما تكون القدرة الفنية أسهل ما يمكن التحقق منه. أما السؤال الأصعب فهو: هل سينجح هذا القائد في سياق منشأتك تحديدًا؟ وهنا تفيد المقابلات المنظمة القائمة على الجدارات، ومناقشة حالات مستمدة من تحديات العمل الفعلية، والتقييمات النفسية المهنية. كما يفيد التحقق الدقيق من المراجع لدى أعضاء مجالس سابقين وزملاء ومرؤوسين، بتكتم تام وبموافقة المرشح.

وأولِ اهتمامًا خاصًا لطريقة المرشح في بناء العلاقات، واتخاذ القرار في ظل الغموض، والقيادة من خلال الآخرين. ففي المنشآت السعودية، كثيرًا ما تكون القدرة على كسب ثقة الملّاك، واحترام التسلسل الإداري مع إبداء الرأي المخالف بأسلوب بنّاء، والتواصل بثقة مع الجهات الحكومية، هي ما يميز القائد الممتاز من القائد الجيد.

## أتمم العرض بعناية

على هذا المستوى، تتعثر العروض بسبب تفاصيل أُسيئت إدارتها أكثر مما تتعثر بسبب الراتب. لذا فكّر مبكرًا في:

- حزمة مزايا إجمالية تنافسية تشمل السكن والنقل وبدلات تعليم الأبناء عند الحاجة، إضافة إلى الحوافز قصيرة الأجل وطويلة الأجل
- فترات الإشعار وأي قيود تعاقدية لدى جهة العمل الحالية
- الانتقال والاعتبارات العائلية، وترتيبات الإقامة للمرشحين الدوليين
- خطة تهيئة واضحة، واللقاءات الأولى مع مجلس الإدارة وأصحاب المصلحة الرئيسيين

وحافظ على تواصل شخصي ومتكرر طوال العملية؛ فالعروض المضادة شائعة، والمرشح الذي يشعر بالتقدير أثناء العملية أكثر ميلًا إلى القبول.

## خطّط لأول 90 يومًا قبل اليوم الأول

لا يكتمل التعيين بتوقيع العقد. اتفقوا على الأولويات المبكرة، وعرّفوا القائد الجديد بالأشخاص المؤثرين، وحددوا لقاءات متابعة منتظمة بين رئيس المجلس والتنفيذي الجديد خلال الأشهر الأولى. فالبداية المنظمة تقلل كثيرًا من خطر المغادرة المبكرة.

إذا كانت منشأتك تستعد لتعيين قائد جديد في الإدارة العليا، فيسعد شركاؤنا في البحث التنفيذي بمناقشة احتياجاتكم بسرية تامة، ومشاركتكم ما نرصده في السوق السعودية.`,
    categoryEn: "Executive Search",
    categoryAr: "البحث التنفيذي",
    author: "Dr. Faisal Al-Harbi",
    authorAr: "د. فيصل الحربي",
    imageUrl: "/images/blog/hiring-a-c-suite-leader-in-saudi-arabia.svg",
    imageAltEn: "Five blue towers rise like steps, and a dotted line arcs from the tallest to a large gold eight-pointed star.",
    imageAltAr: "خمسة أبراج زرقاء تتصاعد كالدرج، ويمتد من أعلاها خط منقّط نحو نجمة ذهبية كبيرة ثمانية الرؤوس.",
    featured: true,
    publishedAt: "2025-01-21",
  },
  {
    slug: "saudi-labour-law-essentials-for-employers",
    titleEn: "Saudi Labour Law Essentials for Employers: Contracts, Probation and End-of-Service",
    titleAr: "أساسيات نظام العمل السعودي لأصحاب العمل: العقود وفترة التجربة ومكافأة نهاية الخدمة",
    summaryEn:
      "From contracts documented on Qiwa to probation, notice and the end-of-service award, these are the Labour Law fundamentals every employer in the Kingdom should have in place after the 2025 amendments.",
    summaryAr:
      "من توثيق العقود عبر منصة قوى إلى فترة التجربة والإشعار ومكافأة نهاية الخدمة، إليك أساسيات نظام العمل التي ينبغي أن يُلمّ بها كل صاحب عمل في المملكة بعد تعديلات 2025.",
    contentEn: `The Saudi Labour Law sets the framework for almost every aspect of the employment relationship in the private sector. Significant amendments came into force in February 2025, touching on contracts, probation, notice periods, leave and more. Whether you run a growing local business or an international company establishing its presence, a sound grasp of the essentials helps you avoid disputes and build trust with your people.

This article summarises key principles and is not legal advice. The law and its implementing regulations are updated periodically, so confirm the details with the [Ministry of Human Resources and Social Development](https://www.hrsd.gov.sa) or a qualified lawyer before acting.

## Contracts and probation

Every employee should have a written contract setting out the key terms: job title, wage and allowances, working hours, duration and place of work. Contracts are documented electronically through the Qiwa platform, which gives both parties a clear record. Points to note:

- Contracts for Saudi employees may be fixed-term or indefinite
- Under the 2025 amendments, contracts for non-Saudi employees are fixed-term; where no term is stated, a default term applies under the law
- Where a contract is written in two languages, the Arabic text generally prevails
- Any change to core terms should be agreed in writing and reflected on Qiwa

The amendments also introduced an explicit obligation on employers to provide housing and transport, or corresponding allowances, so review your package structures accordingly.

Probation allows both sides to assess fit. The parties can now agree on a probation period of up to 180 days, which must be stated in the contract, and either party may end the contract during probation within the conditions set by the law. Use this period actively: set clear expectations at the start and hold a structured review well before it ends.

## Notice and termination

For indefinite contracts, the amended law sets minimum notice periods that differ depending on which party ends the relationship, with a longer period required when the employer terminates. Termination must rest on a valid reason. The law distinguishes between cases where the employer may dismiss without notice or award, for serious misconduct specifically defined in the law, and cases that may be treated as unlawful termination and give rise to compensation. Careful documentation, fair disciplinary procedures and a genuine opportunity for the employee to respond are essential.

## End-of-service award

When employment ends, employees are generally entitled to an end-of-service award based on their length of service and final wage. The well-established formula is half a month's wage for each of the first five years of service and a full month's wage for each subsequent year, with partial years calculated proportionally.

Where the employee resigns, the award is reduced according to length of service: nothing is due for less than two years, one third of the award for two to five years, two thirds for five to ten years, and the full award for ten years or more. Certain circumstances defined in the law can change the calculation, so review each case individually.

## Leave and working hours

The law sets out entitlements for annual leave, public holidays, sick leave, maternity and other special leave, as well as limits on daily and weekly working hours, reduced hours for Muslim employees during Ramadan, and overtime compensation. The 2025 amendments extended several leave entitlements, including maternity leave, and allow time off in lieu of overtime pay where both parties agree. Make sure your policies and HR systems reflect the current position.

## Practical steps for employers

- Audit existing contracts against the amended law and update your templates
- Align your employee handbook and internal work regulations with current rules
- Train line managers on probation reviews, performance conversations and disciplinary procedures
- Keep records of attendance, leave, wages and disciplinary actions complete and up to date

Staying compliant with the Labour Law protects your business and builds confidence among your employees. Our HR compliance advisors can review your contracts, policies and procedures against the latest requirements; get in touch to arrange a review.`,
    contentAr: `يضع نظام العمل السعودي الإطار الحاكم لكل جوانب علاقة العمل تقريبًا في القطاع الخاص. وقد دخلت تعديلات جوهرية حيز التنفيذ في فبراير 2025، شملت العقود وفترة التجربة ومدد الإشعار والإجازات وغيرها. وسواء كنت تدير منشأة محلية نامية أو شركة دولية تؤسس حضورها في المملكة، فإن الإلمام الجيد بالأساسيات يجنبك النزاعات ويبني الثقة مع موظفيك.

يلخّص هذا المقال المبادئ الرئيسية، ولا يُعد استشارة قانونية. وتُحدَّث الأنظمة ولوائحها التنفيذية من وقت لآخر، لذا تحقق من التفاصيل لدى [وزارة الموارد البشرية والتنمية الاجتماعية](https://www.hrsd.gov.sa) أو لدى محامٍ مختص قبل اتخاذ أي إجراء.

## العقود وفترة التجربة

ينبغي أن يكون لكل موظف عقد مكتوب يحدد الشروط الأساسية: المسمى الوظيفي، والأجر والبدلات، وساعات العمل، ومدة العقد، ومكان العمل. وتُوثَّق العقود إلكترونيًا عبر منصة قوى، بما يمنح الطرفين سجلًا واضحًا. ومن أبرز النقاط:

- يجوز أن تكون عقود الموظفين السعوديين محددة المدة أو غير محددة المدة
- بموجب تعديلات 2025، تكون عقود الموظفين غير السعوديين محددة المدة، وإذا لم تُذكر المدة تسري مدة افتراضية وفق النظام
- إذا حُرّر العقد بلغتين، فالنص العربي هو المعتمد عادةً
- ينبغي الاتفاق كتابيًا على أي تغيير في الشروط الجوهرية، وتحديثه في منصة قوى

كما أضافت التعديلات التزامًا صريحًا على صاحب العمل بتوفير السكن والنقل أو ما يقابلهما من بدلات، لذا راجع هيكلة حزم المزايا لديك وفقًا لذلك.

أما فترة التجربة فتتيح للطرفين تقييم مدى الملاءمة. وأصبح بإمكان الطرفين الاتفاق على فترة تجربة لا تتجاوز 180 يومًا، على أن يُنص عليها في العقد، ويحق لأي منهما إنهاء العقد خلالها وفق الضوابط التي حددها النظام. فاستثمر هذه الفترة بفاعلية: حدّد التوقعات بوضوح منذ البداية، وأجرِ مراجعة منظمة قبل انتهائها بوقت كافٍ.

## الإشعار وإنهاء العقد

في العقود غير محددة المدة، يحدد النظام المعدل حدًا أدنى لمدة الإشعار يختلف بحسب الطرف الذي ينهي العلاقة، مع مدة أطول حين يكون الإنهاء من صاحب العمل. ويجب أن يستند الإنهاء إلى سبب مشروع؛ إذ يميّز النظام بين الحالات التي يجوز فيها لصاحب العمل الفصل دون إشعار أو مكافأة بسبب مخالفات جسيمة نص عليها تحديدًا، والحالات التي قد تُعد إنهاءً غير مشروع يستوجب التعويض. ولذلك فإن التوثيق الدقيق، والإجراءات التأديبية العادلة، ومنح الموظف فرصة حقيقية للرد، أمور لا غنى عنها.

## مكافأة نهاية الخدمة

عند انتهاء علاقة العمل، يستحق الموظف عادةً مكافأة نهاية خدمة تُحتسب على أساس مدة الخدمة وآخر أجر. والقاعدة المستقرة هي أجر نصف شهر عن كل سنة من السنوات الخمس الأولى، وأجر شهر كامل عن كل سنة بعدها، مع احتساب أجزاء السنة بالتناسب.

وإذا انتهت العلاقة باستقالة الموظف، تُخفَّض المكافأة بحسب مدة الخدمة: فلا يستحق شيئًا إذا قلّت خدمته عن سنتين، ويستحق ثلث المكافأة إذا كانت خدمته من سنتين إلى خمس سنوات، وثلثيها إذا كانت من خمس إلى عشر سنوات، والمكافأة كاملة إذا بلغت عشر سنوات فأكثر. وقد تغيّر ظروف معينة حددها النظام طريقة الاحتساب، لذا راجع كل حالة على حدة.

## الإجازات وساعات العمل

ينظم النظام استحقاقات الإجازة السنوية والعطلات الرسمية والإجازات المرضية وإجازة الوضع وغيرها من الإجازات الخاصة، إلى جانب الحدود القصوى لساعات العمل اليومية والأسبوعية، وتخفيض ساعات العمل للموظفين المسلمين في شهر رمضان، وتعويض العمل الإضافي. وقد مددت تعديلات 2025 عددًا من الإجازات، ومنها إجازة الوضع، وأجازت منح إجازة بدلًا من أجر العمل الإضافي عند اتفاق الطرفين. فتأكد من أن سياساتك وأنظمة الموارد البشرية لديك تعكس الوضع الحالي.

## خطوات عملية لأصحاب العمل

- راجع العقود القائمة في ضوء النظام المعدل، وحدّث نماذج العقود لديك
- واءم دليل الموظف ولائحة تنظيم العمل الداخلية مع القواعد السارية
- درّب المديرين المباشرين على مراجعات فترة التجربة وحوارات الأداء والإجراءات التأديبية
- احرص على اكتمال سجلات الحضور والإجازات والأجور والإجراءات التأديبية وتحديثها باستمرار

الالتزام بنظام العمل يحمي منشأتك ويعزز ثقة موظفيك. ويمكن لمستشارينا في الامتثال للموارد البشرية مراجعة عقودك وسياساتك وإجراءاتك وفق أحدث المتطلبات؛ تواصل معنا لترتيب مراجعة.`,
    categoryEn: "HR Compliance",
    categoryAr: "الامتثال للموارد البشرية",
    author: "Noura Al-Qahtani",
    authorAr: "نورة القحطاني",
    imageUrl: "/images/blog/saudi-labour-law-essentials-for-employers.svg",
    imageAltEn: "Balanced gold scales of justice stand beside a written document stamped with a gold seal.",
    imageAltAr: "ميزان عدالة ذهبي متعادل الكفّتين، وإلى جانبه وثيقة مكتوبة مختومة بختم ذهبي.",
    featured: false,
    publishedAt: "2025-03-04",
  },
  {
    slug: "onboarding-senior-hires-first-90-days",
    titleEn: "The First 90 Days: Onboarding Senior Hires for Lasting Success",
    titleAr: "أول 90 يومًا: تهيئة القيادات الجديدة لنجاح مستدام",
    summaryEn:
      "Organisations spend months finding the right senior leader, then leave the first weeks to chance. A deliberate 90-day plan protects that investment and helps new executives deliver sooner.",
    summaryAr:
      "تستثمر المنشآت أشهرًا في العثور على القائد المناسب ثم تترك أسابيعه الأولى للمصادفة. وخطة مدروسة لأول 90 يومًا تحمي هذا الاستثمار وتساعد التنفيذي الجديد على تحقيق النتائج أسرع.",
    contentEn: `Organisations often invest months and significant fees in finding the right senior leader, then leave the first weeks to chance. Yet this early period is when a new executive forms lasting relationships, makes the first visible decisions and either builds credibility or loses it. A deliberate 90-day plan protects your investment and helps the new leader deliver sooner.

## Before day one: prepare the ground

Onboarding starts well before the first morning in the office. In the weeks after the offer is accepted:

- Share key documents: strategy, budgets, organisation charts and recent board papers
- Agree on a list of stakeholders the leader should meet in the first month, inside and outside the organisation
- Arrange practical matters early, including office, systems access, residency and family support where relevant
- Inform the team formally and explain why this appointment matters

In Saudi organisations, where relationships and personal introductions carry real weight, a warm introduction from the chairman, owner or CEO can open doors that might otherwise take months to open.

## Days 1-30: listen and learn

The first month should be about understanding, not announcing. Encourage the new leader to hold structured conversations with their team, peers, key customers and, where relevant, government counterparts. Useful questions include what is working well, what frustrates people, and what they would change first.

Resist the temptation to push for quick restructuring. Leaders who make major changes before they understand the culture often lose the trust of the very people they need most.

## Days 31-60: set direction and secure early wins

By the second month, the leader should be ready to share an initial diagnosis and agree priorities with their manager or board. This is the moment to identify two or three early wins: visible, achievable improvements that matter to the business and demonstrate sound judgement. Examples might include resolving a long-standing customer issue, simplifying an approval process or filling a critical vacancy.

Regular check-ins, ideally weekly at first, help the executive calibrate their approach and surface concerns before they grow.

## Days 61-90: build the team and the plan

In the final phase, the leader turns insight into a plan. This typically includes:

- A clear view of team strengths and gaps, with decisions on roles where needed
- Agreed objectives and measures for the next 12 months
- A steady communication rhythm with the team and the wider organisation
- A personal development focus, possibly supported by an executive coach

At the 90-day mark, hold a structured review with the new leader. Ask what they have learned, what support they need and what they would do differently. Gather feedback from key stakeholders as well, handled with discretion.

## Common pitfalls to avoid

Onboarding fails for predictable reasons: unclear expectations, a sponsor who is too busy to engage, an inherited team that was never consulted, or a leader who is expected to change everything at once. International hires face additional challenges, including adjusting to local business culture and supporting a family through relocation. Anticipating these issues is far easier than repairing them later.

A strong start is one of the best predictors of long-term success in a senior role. Our advisors design tailored onboarding and executive coaching programmes for new leaders; contact us to discuss how we can support your next appointment.`,
    contentAr: `كثيرًا ما تستثمر المنشآت أشهرًا ومبالغ كبيرة في العثور على القائد المناسب، ثم تترك أسابيعه الأولى للمصادفة. غير أن هذه المرحلة المبكرة هي التي يبني فيها التنفيذي الجديد علاقاته الدائمة، ويتخذ قراراته الأولى المرئية، فإما أن يكسب المصداقية أو يفقدها. وخطة مدروسة لأول 90 يومًا تحمي استثمارك، وتساعد القائد الجديد على تحقيق النتائج في وقت أقرب.

## قبل اليوم الأول: مهّد الطريق

تبدأ التهيئة قبل الصباح الأول في المكتب بوقت طويل. ففي الأسابيع التي تلي قبول العرض:

- شارك الوثائق الأساسية: الاستراتيجية، والميزانيات، والهياكل التنظيمية، وأحدث أوراق مجلس الإدارة
- اتفق على قائمة بأصحاب المصلحة الذين ينبغي أن يلتقيهم القائد خلال الشهر الأول، داخل المنشأة وخارجها
- رتّب الأمور العملية مبكرًا، ومنها المكتب وصلاحيات الأنظمة، والإقامة ودعم الأسرة عند الحاجة
- أبلغ الفريق رسميًا، واشرح أهمية هذا التعيين

وفي المنشآت السعودية، حيث للعلاقات والتعارف الشخصي وزن حقيقي، يمكن لتقديم ودّي من رئيس المجلس أو المالك أو الرئيس التنفيذي أن يفتح أبوابًا قد يستغرق فتحها أشهرًا.

## الأيام 1-30: استمع وتعلّم

ينبغي أن يكون الشهر الأول للفهم لا للإعلان. شجّع القائد الجديد على إجراء حوارات منظمة مع فريقه وزملائه وأهم العملاء، ومع النظراء في الجهات الحكومية عند الاقتضاء. ومن الأسئلة المفيدة: ما الذي يسير على نحو جيد؟ وما الذي يُحبط الموظفين؟ وما أول ما يودّون تغييره؟

وقاوم الرغبة في الدفع نحو إعادة هيكلة سريعة؛ فالقادة الذين يُجرون تغييرات كبرى قبل أن يفهموا ثقافة المنشأة كثيرًا ما يفقدون ثقة من هم في أمسّ الحاجة إليهم.

## الأيام 31-60: حدّد الاتجاه وحقق مكاسب مبكرة

مع حلول الشهر الثاني، ينبغي أن يكون القائد مستعدًا لعرض تشخيصه الأولي، والاتفاق على الأولويات مع مديره أو مع مجلس الإدارة. وهذا هو الوقت المناسب لتحديد مكسبين أو ثلاثة مكاسب مبكرة: تحسينات واضحة وقابلة للتحقيق، مهمة للعمل، وتُظهر حسن التقدير. ومن أمثلتها حل مشكلة قائمة منذ مدة مع أحد العملاء، أو تبسيط إجراء للموافقات، أو شغل وظيفة حرجة شاغرة.

وتساعد لقاءات المتابعة المنتظمة، الأسبوعية في البداية إن أمكن، التنفيذيَّ الجديد على ضبط نهجه وإظهار المخاوف قبل أن تتفاقم.

## الأيام 61-90: ابنِ الفريق والخطة

في المرحلة الأخيرة، يحوّل القائد ما اكتسبه من فهم إلى خطة، تشمل عادةً:

- رؤية واضحة لنقاط القوة والفجوات في الفريق، مع قرارات بشأن الأدوار عند الحاجة
- أهدافًا ومؤشرات متفقًا عليها للأشهر الاثني عشر المقبلة
- إيقاعًا منتظمًا للتواصل مع الفريق ومع المنشأة بوجه عام
- محورًا للتطوير الشخصي، قد يدعمه مدرب تنفيذي

وعند بلوغ اليوم التسعين، أجرِ مراجعة منظمة مع القائد الجديد: ما الذي تعلّمه؟ وما الدعم الذي يحتاجه؟ وما الذي كان سيفعله بطريقة مختلفة؟ واجمع كذلك آراء أصحاب المصلحة الرئيسيين بلباقة وتكتّم.

## أخطاء شائعة ينبغي تجنبها

تفشل التهيئة لأسباب متوقعة: توقعات غير واضحة، أو راعٍ منشغل عن المتابعة، أو فريق موروث لم يُستشر قط، أو قائد يُنتظر منه تغيير كل شيء دفعة واحدة. ويواجه القادة القادمون من الخارج تحديات إضافية، منها التكيف مع ثقافة العمل المحلية ودعم أسرهم خلال الانتقال. واستباق هذه المشكلات أيسر بكثير من معالجتها لاحقًا.

البداية القوية من أفضل المؤشرات على النجاح طويل الأمد في المناصب القيادية. ويصمم مستشارونا برامج تهيئة وتدريب تنفيذي مخصصة للقادة الجدد؛ تواصل معنا لنناقش كيف ندعم تعيينك القادم.`,
    categoryEn: "Leadership",
    categoryAr: "القيادة",
    author: "Sarah Al-Mutairi",
    authorAr: "سارة المطيري",
    imageUrl: "/images/blog/onboarding-senior-hires-first-90-days.svg",
    imageAltEn: "A dotted path climbs over navy waves through ever-larger milestones to a gold star, with a pale sun rising behind.",
    imageAltAr: "مسار منقّط يصعد فوق أمواج كحلية عبر محطات تكبر تباعًا حتى يبلغ نجمة ذهبية، وفي الخلفية شمس تشرق.",
    featured: false,
    publishedAt: "2025-04-15",
  },
  {
    slug: "saudization-and-nitaqat-planning-guide",
    titleEn: "Saudization and Nitaqat: A Practical Planning Guide for Employers",
    titleAr: "التوطين ونطاقات: دليل عملي لأصحاب العمل في التخطيط للتوطين",
    summaryEn:
      "Your Nitaqat classification affects visas, work permits and access to government services. Here is how to plan Saudization strategically instead of reacting at the last minute.",
    summaryAr:
      "يؤثر تصنيف منشأتك في نطاقات في التأشيرات ورخص العمل والحصول على الخدمات الحكومية. إليك كيف تخطط للتوطين بصورة استراتيجية بدلًا من ردود الفعل في اللحظة الأخيرة.",
    contentEn: `For any employer in the Kingdom, Saudization is not a side issue. Your establishment's Nitaqat classification affects your ability to issue and renew work visas, transfer employees and access many government services. Yet many companies still manage it reactively, hiring in a hurry whenever their band slips. A planned approach is cheaper, less stressful and produces far better long-term results.

## How Nitaqat works in principle

Nitaqat, administered by the Ministry of Human Resources and Social Development, classifies private-sector establishments into colour-coded bands based on the proportion of Saudi nationals in their workforce. The required Saudization rate depends on the establishment's economic activity and size. The current version of the programme takes a more dynamic approach, linking required rates to the size of the workforce and setting gradually rising targets over multi-year periods, so your obligations can change as your headcount grows.

In addition, specific professions and activities have been the subject of localisation decisions that reserve certain roles for Saudi nationals or require a minimum share of Saudis in them. These decisions are issued periodically and are often phased in, so they need close monitoring. Always confirm the current rules through the Qiwa platform and the [Ministry of Human Resources and Social Development](https://www.hrsd.gov.sa).

## Know your position precisely

Start with an accurate picture:

- Your current band and Saudization percentage for each establishment registered under your commercial registrations
- How each employee is counted: some categories may be weighted differently, and some employees may count only partially, or not at all, if registration or wage conditions are not met
- Upcoming changes in required rates, and any localisation decisions affecting your roles
- Planned headcount growth, since adding expatriate staff can move you closer to the next threshold

A quarterly review of this data, shared with leadership, turns compliance into a management discipline rather than an emergency.

## Build a Saudization plan that supports the business

The goal should be genuine, productive employment of Saudi talent, not hiring for the numbers. Effective plans typically include:

1. **Workforce planning by role:** identifying which roles can be filled or localised over the next two to three years
2. **Talent pipelines:** partnerships with universities and training institutes, internships and graduate programmes
3. **Development pathways:** structured training so that Saudi employees can grow into specialist and leadership roles
4. **Support programmes:** making use of wage support, training subsidies and other initiatives offered through the Human Resources Development Fund (HRDF) where you are eligible
5. **Retention:** competitive pay, clear career paths and good line management, because turnover erodes your ratios as quickly as new hiring improves them

## Avoid the risks of shortcuts

Registering people who do not actually work, or any arrangement designed only to inflate the numbers, is treated seriously by the authorities and can lead to penalties and reputational damage. Genuine employment, accurate wage records and proper registration with the General Organization for Social Insurance are essential. The credible path is also the sustainable one.

## Make Saudization a leadership priority

The organisations that perform best treat Saudization as a talent strategy rather than a compliance task. They set targets at executive level, hold managers accountable for developing Saudi team members and celebrate success stories internally. Over time, this builds a loyal, capable national workforce that is a competitive advantage in its own right.

Our HR compliance and talent advisors help employers assess their Nitaqat position, build realistic localisation plans and recruit Saudi professionals at every level. Contact us to review your plan.`,
    contentAr: `لا يُعد التوطين مسألة جانبية لأي صاحب عمل في المملكة؛ فتصنيف منشأتك في برنامج نطاقات يؤثر في قدرتك على إصدار تأشيرات العمل وتجديدها، ونقل خدمات الموظفين، والحصول على كثير من الخدمات الحكومية. ومع ذلك، ما زالت شركات كثيرة تتعامل معه بمنطق رد الفعل، فتسارع إلى التوظيف كلما تراجع نطاقها. أما النهج المخطط فهو أقل كلفة وأخف ضغطًا، ويحقق نتائج أفضل بكثير على المدى الطويل.

## كيف يعمل برنامج نطاقات من حيث المبدأ

يصنّف برنامج نطاقات، الذي تشرف عليه وزارة الموارد البشرية والتنمية الاجتماعية، منشآت القطاع الخاص في نطاقات ملوّنة بحسب نسبة المواطنين السعوديين بين العاملين فيها. وتتوقف نسبة التوطين المطلوبة على النشاط الاقتصادي للمنشأة وحجمها. وتعتمد النسخة الحالية من البرنامج نهجًا أكثر ديناميكية، إذ تربط النسب المطلوبة بعدد العاملين، وتضع مستهدفات متصاعدة تدريجيًا على مدى عدة سنوات، ولذلك قد تتغير التزاماتك مع نمو عدد موظفيك.

إضافة إلى ذلك، صدرت قرارات توطين لمهن وأنشطة محددة، تقصر بعض الوظائف على المواطنين السعوديين أو تشترط حدًا أدنى لنسبتهم فيها. وتصدر هذه القرارات دوريًا، وغالبًا ما تُطبَّق على مراحل، لذا تحتاج إلى متابعة دقيقة. وتحقق دائمًا من القواعد السارية عبر منصة قوى وموقع [وزارة الموارد البشرية والتنمية الاجتماعية](https://www.hrsd.gov.sa).

## اعرف موقعك بدقة

ابدأ بصورة دقيقة للوضع الحالي:

- نطاقك الحالي ونسبة التوطين لكل منشأة مسجلة تحت سجلاتك التجارية
- طريقة احتساب كل موظف؛ فبعض الفئات قد تُحتسب بأوزان مختلفة، وبعض الموظفين قد يُحتسبون جزئيًا أو لا يُحتسبون إطلاقًا إذا لم تُستوفَ شروط التسجيل أو الأجر
- التغييرات المرتقبة في النسب المطلوبة، وأي قرارات توطين تمس وظائفك
- النمو المخطط في عدد الموظفين، إذ إن إضافة موظفين غير سعوديين قد تقرّبك من الحد التالي

إن مراجعة هذه البيانات كل ثلاثة أشهر ومشاركتها مع القيادة تحوّل الامتثال إلى ممارسة إدارية منتظمة بدلًا من حالة طوارئ.

## ابنِ خطة توطين تخدم الأعمال

ينبغي أن يكون الهدف توظيفًا حقيقيًا ومنتجًا للكفاءات السعودية، لا توظيفًا من أجل الأرقام. وتتضمن الخطط الفعالة عادةً:

1. **تخطيط القوى العاملة حسب الدور:** تحديد الوظائف التي يمكن شغلها أو توطينها خلال العامين أو الأعوام الثلاثة المقبلة
2. **مسارات استقطاب المواهب:** الشراكة مع الجامعات ومعاهد التدريب، وبرامج التدريب التعاوني وبرامج الخريجين
3. **مسارات التطوير:** تدريب منظم يمكّن الموظفين السعوديين من التدرج إلى الأدوار التخصصية والقيادية
4. **برامج الدعم:** الاستفادة من دعم الأجور وإعانات التدريب وغيرها من المبادرات التي يقدمها صندوق تنمية الموارد البشرية (هدف) عند استيفاء الشروط
5. **الاحتفاظ بالموظفين:** أجور تنافسية، ومسارات مهنية واضحة، وإشراف مباشر جيد؛ لأن الدوران الوظيفي يُضعف نسبك بالسرعة نفسها التي يحسّنها بها التوظيف الجديد

## تجنّب مخاطر الطرق المختصرة

تتعامل الجهات المختصة بجدية مع تسجيل أشخاص لا يعملون فعليًا، ومع أي ترتيبات تهدف إلى تضخيم الأرقام فقط، وقد يترتب على ذلك غرامات وضرر بالسمعة. فالتوظيف الحقيقي، وسجلات الأجور الدقيقة، والتسجيل السليم في المؤسسة العامة للتأمينات الاجتماعية، أمور أساسية. والطريق الموثوق هو أيضًا الطريق المستدام.

## اجعل التوطين أولوية قيادية

تتعامل المنشآت الأفضل أداءً مع التوطين بوصفه استراتيجية للمواهب لا مجرد مهمة امتثال؛ فهي تضع المستهدفات على المستوى التنفيذي، وتسائل المديرين عن تطوير أعضاء فرقهم من السعوديين، وتحتفي بقصص النجاح داخليًا. ومع مرور الوقت، يبني ذلك قوى عاملة وطنية مخلصة وقادرة تشكّل في حد ذاتها ميزة تنافسية.

يساعد مستشارونا في الامتثال للموارد البشرية واستراتيجية المواهب أصحاب العمل على تقييم موقعهم في نطاقات، وبناء خطط توطين واقعية، واستقطاب المهنيين السعوديين في جميع المستويات. تواصل معنا لمراجعة خطتك.`,
    categoryEn: "HR Compliance",
    categoryAr: "الامتثال للموارد البشرية",
    author: "Khalid Al-Otaibi",
    authorAr: "خالد العتيبي",
    imageUrl: "/images/blog/saudization-and-nitaqat-planning-guide.svg",
    imageAltEn: "A semicircular gauge with five bands shading from dark blue to pale gold, its needle pointing into the top band.",
    imageAltAr: "عدّاد نصف دائري من خمسة نطاقات تتدرج من الأزرق الداكن إلى الذهبي الفاتح، ومؤشره يستقر في النطاق الأعلى.",
    featured: true,
    publishedAt: "2025-05-27",
  },
  {
    slug: "employer-brand-for-saudi-talent",
    titleEn: "Building an Employer Brand That Attracts Top Saudi Talent",
    titleAr: "بناء علامة صاحب عمل تستقطب أفضل الكفاءات السعودية",
    summaryEn:
      "Competition for skilled Saudi professionals is intense. A credible employer brand, built on a real value proposition and authentic stories, helps you attract and keep the people you need.",
    summaryAr:
      "المنافسة على المهنيين السعوديين المؤهلين في أشدّها، والعلامة الموثوقة لصاحب العمل، المبنية على عرض قيمة حقيقي وقصص صادقة، تساعدك على استقطاب من تحتاجهم والاحتفاظ بهم.",
    contentEn: `Competition for skilled Saudi professionals has never been stronger. Giga-projects, fast-growing national champions, government entities and the regional headquarters of multinationals are all pursuing the same engineers, finance specialists, digital talent and future leaders. In this market, salary alone rarely wins. The organisations that attract the best candidates are those with a clear, credible employer brand.

## What an employer brand really is

Your employer brand is what people believe it is like to work for you. It exists whether or not you manage it, shaped by what current and former employees say, how candidates are treated during recruitment, and what your leaders say and do in public. A strong brand is not a slogan or a careers page; it is a promise that matches reality.

## Start with your employee value proposition

The foundation of any employer brand is a clear employee value proposition, or EVP: the reasons a talented person should choose you and stay. To define it:

- Interview high-performing Saudi employees about why they joined and why they stay
- Understand why strong candidates decline your offers and why people leave
- Compare your offer with the organisations you compete with for talent
- Identify two or three themes that are both true and distinctive

For many Saudi professionals, meaningful themes include the chance to contribute to national transformation, visible career progression, learning and development, respectful leadership, stability and flexibility. Recent graduates often place particular weight on mentoring and fast learning, while experienced professionals tend to look for influence, autonomy and a credible path to leadership.

## Tell authentic stories

Once your EVP is clear, bring it to life through real people. Saudi candidates, like candidates everywhere, trust peers more than corporate messages. Effective approaches include:

1. Short profiles and videos of employees describing their work and growth, in both Arabic and English
2. Leaders sharing insights on professional platforms and at university events
3. Transparent information about career paths, development programmes and benefits
4. Highlighting Saudi employees who have progressed into senior roles

Make sure your content is genuinely bilingual. Arabic written naturally, rather than translated word for word, signals respect and reaches a wider audience.

## Get the candidate experience right

Every interaction with a candidate shapes your brand. Slow responses, unclear processes and interviews cancelled at short notice are noticed and shared. Set clear timelines, keep candidates informed, run well-structured interviews and give respectful feedback, including to those who are not selected. For senior roles in particular, the recruitment process is often read as a preview of the culture.

## Keep the promise, and measure it

The most common employer branding failure is a gap between promise and reality. If you advertise development opportunities, make sure managers have the budget and time to deliver them. If you promote a respectful culture, deal with poor management quickly. Regular engagement surveys, exit interviews and employee feedback keep the brand honest.

Then track a handful of indicators: the number and quality of applications, offer acceptance rates, time to hire, early attrition and the share of hires that come through employee referrals. Together they show whether your brand is working and where to invest next.

A strong employer brand makes every hire easier and every retention conversation more credible. Our talent strategy team helps organisations define their EVP and reach Saudi talent effectively; talk to us about strengthening your position in the market.`,
    contentAr: `لم تكن المنافسة على المهنيين السعوديين المؤهلين أشد مما هي عليه اليوم؛ فالمشاريع الكبرى، والشركات الوطنية سريعة النمو، والجهات الحكومية، والمقرات الإقليمية للشركات متعددة الجنسيات، تتنافس جميعها على المهندسين أنفسهم، ومختصي المالية، والكفاءات الرقمية، وقادة المستقبل. وفي سوق كهذه، نادرًا ما يحسم الراتب وحده المنافسة، فالمنشآت التي تستقطب أفضل المرشحين هي تلك التي تمتلك علامة صاحب عمل واضحة وموثوقة.

## ما علامة صاحب العمل حقًا؟

علامة صاحب العمل هي الصورة التي يحملها الناس عن تجربة العمل لديك. وهي موجودة سواء أدرتها أم لم تفعل، وتتشكل مما يقوله موظفوك الحاليون والسابقون، ومن طريقة معاملة المرشحين خلال التوظيف، ومما يقوله قادتك ويفعلونه علنًا. والعلامة القوية ليست شعارًا ولا صفحة للوظائف، بل وعد يطابق الواقع.

## ابدأ بعرض القيمة للموظف

أساس أي علامة صاحب عمل هو عرض قيمة واضح للموظف: الأسباب التي تدفع الشخص الموهوب إلى اختيارك والبقاء معك. ولتحديده:

- حاور الموظفين السعوديين من ذوي الأداء المتميز حول أسباب انضمامهم وبقائهم
- افهم لماذا يرفض المرشحون الأقوياء عروضك، ولماذا يغادر الموظفون
- قارن عرضك بعروض المنشآت التي تنافسك على الكفاءات
- حدّد محورين أو ثلاثة محاور صادقة ومميزة في آن واحد

ولدى كثير من المهنيين السعوديين، تشمل المحاور ذات المعنى: فرصة الإسهام في التحول الوطني، والتقدم المهني الملموس، والتعلم والتطوير، والقيادة التي تحترم الموظف، والاستقرار، والمرونة. وكثيرًا ما يولي حديثو التخرج أهمية خاصة للإرشاد وسرعة التعلم، في حين يبحث أصحاب الخبرة عن التأثير والاستقلالية ومسار واضح نحو القيادة.

## اروِ قصصًا صادقة

حين يتضح عرض القيمة، اجعله حيًّا من خلال أشخاص حقيقيين؛ فالمرشحون السعوديون، كغيرهم في كل مكان، يثقون بأقرانهم أكثر من الرسائل المؤسسية. ومن الأساليب الفعالة:

1. ملفات تعريفية ومقاطع مرئية قصيرة لموظفين يتحدثون عن عملهم ونموهم، باللغتين العربية والإنجليزية
2. قادة يشاركون رؤاهم عبر المنصات المهنية وفي فعاليات الجامعات
3. معلومات شفافة عن المسارات المهنية وبرامج التطوير والمزايا
4. إبراز موظفين سعوديين تدرجوا إلى مناصب عليا

واحرص على أن يكون محتواك ثنائي اللغة فعلًا؛ فالعربية المكتوبة بأسلوب طبيعي، لا بترجمة حرفية، تعكس الاحترام وتصل إلى جمهور أوسع.

## أتقن تجربة المرشح

كل تفاعل مع المرشح يسهم في تشكيل علامتك. فالتأخر في الرد، وغموض الإجراءات، وإلغاء المقابلات في اللحظة الأخيرة، أمور تُلاحَظ ويُتحدَّث عنها. حدّد جداول زمنية واضحة، وأبقِ المرشحين على اطلاع، واجعل المقابلات منظمة، وقدّم ملاحظات لائقة حتى لمن لم يقع عليهم الاختيار. وفي المناصب القيادية خصوصًا، كثيرًا ما تُقرأ تجربة التوظيف بوصفها لمحة مسبقة عن ثقافة المنشأة.

## أوفِ بالوعد وقِس النتائج

أكثر إخفاقات علامة صاحب العمل شيوعًا هو الفجوة بين الوعد والواقع. فإذا أعلنت عن فرص للتطوير، فتأكد من أن لدى المديرين الميزانية والوقت لتقديمها. وإذا روّجت لثقافة قائمة على الاحترام، فعالج سوء الإدارة بسرعة. وتساعد استطلاعات الارتباط الوظيفي المنتظمة، ومقابلات نهاية الخدمة، وآراء الموظفين، على إبقاء العلامة صادقة.

ثم تابع عددًا محدودًا من المؤشرات: عدد الطلبات وجودتها، ونسبة قبول العروض، ومدة التوظيف، ومعدل المغادرة المبكرة، ونسبة التعيينات التي تأتي عبر ترشيحات الموظفين. فهذه المؤشرات مجتمعةً تبيّن ما إذا كانت علامتك تؤتي ثمارها، وأين ينبغي أن تستثمر بعد ذلك.

العلامة القوية لصاحب العمل تجعل كل تعيين أيسر، وكل حوار حول الاحتفاظ بالموظفين أكثر إقناعًا. ويساعد فريقنا في استراتيجية المواهب المنشآت على تحديد عرض القيمة للموظف والوصول إلى الكفاءات السعودية بفاعلية؛ تحدّث إلينا لتعزيز موقعك في السوق.`,
    categoryEn: "Talent Strategy",
    categoryAr: "استراتيجية المواهب",
    author: "Omar Al-Shehri",
    authorAr: "عمر الشهري",
    imageUrl: "/images/blog/employer-brand-for-saudi-talent.svg",
    imageAltEn: "Dotted trails from every direction draw in toward a glowing gold star emblem ringed by circles at the centre.",
    imageAltAr: "مسارات منقّطة تتجه من كل صوب نحو شعار نجمة ذهبية متوهجة في المركز، تحيط بها حلقات متتالية.",
    featured: false,
    publishedAt: "2025-06-24",
  },
  {
    slug: "building-a-regional-headquarters-leadership-team-in-riyadh",
    titleEn: "Building a Regional Headquarters Team in Riyadh: Leadership Hiring for the RHQ Programme",
    titleAr: "بناء فريق المقر الإقليمي في الرياض: استقطاب القيادات ضمن برنامج المقرات الإقليمية",
    summaryEn:
      "Securing a Regional Headquarters licence is the easy part. The real challenge is building a leadership team in Riyadh that genuinely runs the region. Here is a practical, phased approach.",
    summaryAr:
      "الحصول على ترخيص المقر الإقليمي هو الخطوة الأسهل، أما التحدي الحقيقي فهو بناء فريق قيادي في الرياض يدير المنطقة فعلًا. إليك نهجًا عمليًا متدرجًا لتحقيق ذلك.",
    contentEn: `Since the Regional Headquarters (RHQ) programme was launched by the Ministry of Investment and the Royal Commission for Riyadh City, hundreds of multinational companies have licensed regional headquarters in the Kingdom. For many of them, the licence was the easy part. The real work is building a leadership team in Riyadh that genuinely runs the region, rather than a small office that exists mainly on paper.

## Understand what the licence expects of you

The RHQ framework sets out mandatory strategic and management activities, together with minimum staffing requirements that include a number of senior executives based in the Kingdom within a defined period. The incentives on offer, which have included tax relief and easier access to visas, come with conditions attached. Because programme rules are updated from time to time, confirm the current requirements with the Ministry of Investment and your legal advisors before you finalise your organisation design.

The practical implication is simple: your RHQ needs real decision-makers in Riyadh, not only support functions.

## Decide which roles must move, and when

Not every regional role has to relocate on day one. A phased plan is usually more realistic:

- **Phase one:** the regional CEO or general manager, the finance lead, and the heads of strategy and government affairs
- **Phase two:** regional leaders for HR, legal, supply chain, marketing and business development
- **Phase three:** centres of expertise and shared services that can scale with the business

Map each role against the licence requirements, the business case and the availability of talent, and be honest about where you will hire externally and where you will relocate existing leaders.

## Blend relocated leaders with Saudi talent

Relocating trusted executives from Dubai, London or Singapore provides continuity, but an RHQ staffed only with expatriates misses the point of being in Riyadh. Saudi professionals bring relationships, cultural fluency and a deep understanding of how decisions are made locally. The Kingdom now has a growing pool of nationals with international education and multinational experience, many of whom are actively interested in regional roles.

The strongest RHQ teams pair experienced international leaders with high-potential Saudi executives, and make the development of successors an explicit objective from the start.

## Make Riyadh an attractive move

Relocation decisions are family decisions. Candidates will ask about schooling, housing, healthcare, spousal employment and lifestyle. Riyadh has changed rapidly, with new residential communities, more international schools and a lively cultural and entertainment calendar, but candidates need credible, up-to-date information. Provide:

- Realistic housing and schooling budgets based on current market rates
- Look-and-see visits that include family members
- Clarity on residency, dependants' visas and timelines
- A named contact to support the family through the first months

## Hire for regional leadership, not country management

A regional role in Riyadh is different from running a single country. Leaders must balance Saudi priorities with markets across the Gulf, the Levant and North Africa, manage matrix relationships with global headquarters, and represent the company with senior government stakeholders. When assessing candidates, test for strategic breadth, influence without direct authority, and the judgement to give the Saudi market its due priority without neglecting the wider region.

Establishing or scaling a regional headquarters is a significant organisational change. Our team supports multinationals with RHQ organisation design, leadership search and Saudi talent pipelines; speak with our advisors to plan your next step.`,
    contentAr: `منذ أن أطلقت وزارة الاستثمار والهيئة الملكية لمدينة الرياض برنامج المقرات الإقليمية، حصلت مئات الشركات متعددة الجنسيات على تراخيص لمقراتها الإقليمية في المملكة. وبالنسبة إلى كثير منها، كان الترخيص هو الجزء الأسهل؛ أما العمل الحقيقي فهو بناء فريق قيادي في الرياض يدير المنطقة فعلًا، لا مكتب صغير لا يتجاوز وجوده الأوراق الرسمية.

## افهم ما يتطلبه الترخيص منك

يحدد إطار المقرات الإقليمية أنشطة استراتيجية وإدارية إلزامية، إلى جانب حد أدنى من الموظفين يشمل عددًا من كبار التنفيذيين المقيمين في المملكة خلال مدة محددة. كما أن الحوافز المتاحة، التي شملت إعفاءات ضريبية وتسهيلات في إصدار التأشيرات، مرتبطة بشروط. ولأن قواعد البرنامج تُحدَّث من وقت لآخر، تأكد من المتطلبات السارية لدى وزارة الاستثمار ومستشاريك القانونيين قبل اعتماد هيكلك التنظيمي.

والنتيجة العملية واضحة: يحتاج مقرك الإقليمي إلى صنّاع قرار حقيقيين في الرياض، لا إلى وظائف مساندة فحسب.

## حدّد الأدوار التي يجب نقلها ومتى

لا يلزم نقل جميع الأدوار الإقليمية من اليوم الأول، وغالبًا ما تكون الخطة المرحلية أكثر واقعية:

- **المرحلة الأولى:** الرئيس التنفيذي الإقليمي أو المدير العام، وقائد الشؤون المالية، ورئيسا الاستراتيجية والعلاقات الحكومية
- **المرحلة الثانية:** القادة الإقليميون للموارد البشرية والشؤون القانونية وسلاسل الإمداد والتسويق وتطوير الأعمال
- **المرحلة الثالثة:** مراكز الخبرة والخدمات المشتركة التي تتوسع مع نمو الأعمال

اربط كل دور بمتطلبات الترخيص ودراسة الجدوى ومدى توافر الكفاءات، وكن صريحًا بشأن الأدوار التي ستُستقطب لها كفاءات من خارج الشركة، وتلك التي سيُنقل إليها قادة حاليون.

## امزج بين القادة المنقولين والكفاءات السعودية

يوفر نقل تنفيذيين موثوقين من دبي أو لندن أو سنغافورة قدرًا من الاستمرارية، لكن مقرًا إقليميًا يقتصر على الوافدين يُفوّت الغاية من الوجود في الرياض. فالمهنيون السعوديون يضيفون شبكة علاقات، وفهمًا ثقافيًا عميقًا، ودراية بكيفية اتخاذ القرار محليًا. وتضم المملكة اليوم قاعدة متنامية من الكفاءات الوطنية ذات التعليم الدولي والخبرة في الشركات متعددة الجنسيات، وكثير منهم يتطلع فعلًا إلى أدوار إقليمية.

وأقوى فرق المقرات الإقليمية هي التي تجمع قادة دوليين متمرسين مع تنفيذيين سعوديين واعدين، وتجعل إعداد الخلفاء هدفًا معلنًا منذ البداية.

## اجعل الانتقال إلى الرياض خيارًا جذابًا

قرار الانتقال قرار عائلي في المقام الأول؛ إذ سيسأل المرشحون عن التعليم والسكن والرعاية الصحية وفرص عمل الزوج أو الزوجة ونمط الحياة. وقد تغيرت الرياض بسرعة، مع أحياء سكنية جديدة، ومدارس دولية أكثر، وروزنامة ثقافية وترفيهية حافلة، لكن المرشحين يحتاجون إلى معلومات موثوقة وحديثة. لذلك وفّر لهم:

- ميزانيات واقعية للسكن والتعليم مبنية على أسعار السوق الحالية
- زيارات استطلاعية تشمل أفراد الأسرة
- وضوحًا بشأن الإقامة وتأشيرات المرافقين والمدد الزمنية
- جهة تواصل محددة تدعم الأسرة خلال الأشهر الأولى

## استقطب لقيادة إقليمية لا لإدارة دولة واحدة

يختلف الدور الإقليمي في الرياض عن إدارة سوق واحدة؛ فعلى القائد أن يوازن بين أولويات المملكة والأسواق الممتدة عبر الخليج والشام وشمال أفريقيا، وأن يدير العلاقات المتشعبة مع المقر الرئيسي العالمي، وأن يمثل الشركة أمام كبار المسؤولين الحكوميين. وعند تقييم المرشحين، اختبر اتساع أفقهم الاستراتيجي، وقدرتهم على التأثير دون سلطة مباشرة، وحسن تقديرهم في إعطاء السوق السعودية أولويتها المستحقة دون إهمال بقية المنطقة.

إن تأسيس مقر إقليمي أو توسيعه تغيير تنظيمي كبير. ويدعم فريقنا الشركات متعددة الجنسيات في تصميم هياكل المقرات الإقليمية، والبحث عن القيادات، وبناء مسارات للكفاءات السعودية؛ تحدّث إلى مستشارينا لتخطيط خطوتك التالية.`,
    categoryEn: "Executive Search",
    categoryAr: "البحث التنفيذي",
    author: "James Whitfield",
    authorAr: "جيمس ويتفيلد",
    imageUrl: "/images/blog/building-a-regional-headquarters-leadership-team-in-riyadh.svg",
    imageAltEn: "Riyadh's skyline with Kingdom Centre and Al Faisaliah, as dotted routes from distant points converge on a large pale moon.",
    imageAltAr: "أفق الرياض ببرجَي المملكة والفيصلية، ومسارات منقّطة قادمة من نقاط بعيدة تلتقي عند بدرٍ كبير.",
    featured: false,
    publishedAt: "2025-08-12",
  },
  {
    slug: "gosi-contributions-employer-compliance",
    titleEn: "GOSI Contributions: What Every Employer in Saudi Arabia Needs to Get Right",
    titleAr: "اشتراكات التأمينات الاجتماعية: ما يجب أن يتقنه كل صاحب عمل في المملكة",
    summaryEn:
      "Social insurance registration and contributions are basic employer obligations, yet errors remain common and costly. A clear guide to the principles, recent changes and good practice.",
    summaryAr:
      "التسجيل في التأمينات الاجتماعية وسداد الاشتراكات من أبسط التزامات صاحب العمل، لكن الأخطاء فيهما ما زالت شائعة ومكلفة. دليل واضح للمبادئ والتغييرات الأخيرة وأفضل الممارسات.",
    contentEn: `Registering employees with the General Organization for Social Insurance (GOSI) and paying contributions correctly is one of the most basic obligations of any employer in the Kingdom. It is also an area where mistakes are surprisingly common, from late registration to incorrect wage reporting. Because GOSI data feeds into other systems, including Nitaqat and wage protection, errors can have consequences well beyond social insurance itself.

## What GOSI covers

GOSI administers the social insurance system for private-sector employees. In broad terms:

- **Saudi employees** are covered for annuities (retirement, disability and death benefits), for occupational hazards, and for unemployment insurance through the SANED programme
- **Non-Saudi employees** are generally covered for occupational hazards, which protects them in the event of work-related injury or illness

Contributions for Saudi employees are shared between employer and employee for most branches, while occupational hazards contributions are borne by the employer. Rates and rules are set by regulation and have been revised in recent years, so always check the current figures on the [GOSI website](https://www.gosi.gov.sa).

## The contribution wage

Contributions are calculated on the contributory wage, which generally comprises the basic wage plus the housing allowance (or its value when housing is provided in kind), subject to minimum and maximum limits set by GOSI. Other allowances, such as transport, are not normally included. This makes accurate payroll structuring important: the wage registered with GOSI should match the employment contract and the amounts actually paid.

## Recent changes to be aware of

A new Social Insurance Law came into effect in 2024, introducing changes for employees who enter the system after its effective date, including a gradual adjustment of contribution rates and revised retirement arrangements. Employees who were already registered are generally covered by transitional provisions. Employers should make sure their payroll systems apply the correct rules to each group, and that HR teams can explain the differences clearly to employees.

## Common compliance mistakes

In our experience, the most frequent issues are:

1. **Late registration** of new joiners, or late updates when employees leave
2. **Under-reporting wages**, for example registering a lower basic salary than the contract states
3. **Failing to update wages** after salary increases or promotions
4. **Mismatches** between GOSI records, the contract on Qiwa and payroll data in the Wage Protection System
5. **Incorrect treatment** of special cases, such as part-time Saudi employees or secondments

Each of these can lead to fines, back-payments and, in some cases, problems with an establishment's Nitaqat status. Under-reporting also harms employees, because it reduces the benefits they will eventually receive.

## Building a reliable process

Good GOSI compliance is largely a matter of process discipline:

- Make GOSI registration part of the standard onboarding checklist, completed on or before the start date
- Reconcile GOSI, Qiwa and payroll data every month
- Assign clear ownership within HR or payroll, with a second-level review
- Run an internal audit at least once a year, and before major events such as acquisitions or external audits

Social insurance is ultimately about protecting employees and their families. Getting it right supports trust, compliance and your standing as a responsible employer. If you would like an independent review of your GOSI and payroll processes, our HR compliance team would be happy to help.`,
    contentAr: `يُعد تسجيل الموظفين في المؤسسة العامة للتأمينات الاجتماعية وسداد الاشتراكات بصورة صحيحة من أبسط التزامات أي صاحب عمل في المملكة. ومع ذلك، تظل الأخطاء في هذا المجال شائعة على نحو لافت، من التأخر في التسجيل إلى الخطأ في الإفصاح عن الأجور. ولأن بيانات التأمينات الاجتماعية ترتبط بأنظمة أخرى، منها نطاقات وحماية الأجور، فقد تمتد آثار الأخطاء إلى ما هو أبعد من التأمينات نفسها.

## ما الذي تغطيه التأمينات الاجتماعية

تدير المؤسسة العامة للتأمينات الاجتماعية نظام التأمين الاجتماعي لموظفي القطاع الخاص. وبصورة عامة:

- **الموظفون السعوديون** مشمولون بفرع المعاشات (التقاعد والعجز والوفاة)، وفرع الأخطار المهنية، والتأمين ضد التعطل عن العمل عبر برنامج ساند
- **الموظفون غير السعوديين** مشمولون عادةً بفرع الأخطار المهنية، الذي يحميهم في حال الإصابة أو المرض المرتبط بالعمل

ويتقاسم صاحب العمل والموظف السعودي الاشتراكات في معظم الفروع، في حين يتحمل صاحب العمل وحده اشتراكات الأخطار المهنية. وتُحدَّد نسب الاشتراك وقواعده بموجب الأنظمة، وقد عُدّلت في السنوات الأخيرة، لذا تحقق دائمًا من الأرقام السارية عبر [موقع المؤسسة العامة للتأمينات الاجتماعية](https://www.gosi.gov.sa).

## الأجر الخاضع للاشتراك

تُحتسب الاشتراكات على الأجر الخاضع للاشتراك، الذي يتكون عادةً من الأجر الأساسي وبدل السكن (أو قيمته إذا قُدّم السكن عينيًا)، ضمن حدين أدنى وأعلى تحددهما المؤسسة. ولا تدخل فيه عادةً البدلات الأخرى مثل بدل النقل. ولهذا تكتسب الهيكلة الدقيقة لمسيّر الرواتب أهمية كبيرة؛ إذ ينبغي أن يتطابق الأجر المسجل في التأمينات مع عقد العمل ومع المبالغ المدفوعة فعليًا.

## تغييرات حديثة ينبغي الانتباه لها

دخل نظام التأمينات الاجتماعية الجديد حيز التنفيذ في عام 2024، متضمنًا تغييرات تخص الموظفين الذين ينضمون إلى النظام بعد تاريخ نفاذه، منها تعديل تدريجي لنسب الاشتراك وترتيبات معدّلة للتقاعد. أما الموظفون المسجلون سابقًا فتسري عليهم عمومًا أحكام انتقالية. وعلى أصحاب العمل التأكد من أن أنظمة الرواتب لديهم تطبّق القواعد الصحيحة على كل فئة، وأن فرق الموارد البشرية قادرة على شرح الفروق للموظفين بوضوح.

## أخطاء امتثال شائعة

من واقع خبرتنا، تشمل أكثر المشكلات تكرارًا:

1. **التأخر في تسجيل** الموظفين الجدد، أو في تحديث البيانات عند مغادرة الموظفين
2. **الإفصاح عن أجور أقل من الحقيقية**، كتسجيل راتب أساسي أقل مما ينص عليه العقد
3. **عدم تحديث الأجور** بعد الزيادات أو الترقيات
4. **عدم التطابق** بين سجلات التأمينات، وعقد العمل في منصة قوى، وبيانات الرواتب في نظام حماية الأجور
5. **المعالجة الخاطئة** للحالات الخاصة، مثل الموظفين السعوديين بدوام جزئي أو حالات الإعارة

وقد يؤدي كل خطأ من هذه الأخطاء إلى غرامات ومبالغ مستحقة بأثر رجعي، وفي بعض الحالات إلى مشكلات في تصنيف المنشأة في نطاقات. كما أن الإفصاح عن أجور أقل من الحقيقية يضر بالموظفين أنفسهم، إذ يقلل المنافع التي سيحصلون عليها مستقبلًا.

## بناء إجراءات موثوقة

يعتمد الامتثال الجيد في التأمينات الاجتماعية إلى حد بعيد على الانضباط في الإجراءات:

- اجعل التسجيل في التأمينات جزءًا من قائمة إجراءات التعيين المعتادة، يُنجز في تاريخ المباشرة أو قبله
- طابق بيانات التأمينات ومنصة قوى ومسيّر الرواتب شهريًا
- حدّد مسؤولية واضحة داخل إدارة الموارد البشرية أو الرواتب، مع مراجعة من مستوى ثانٍ
- أجرِ تدقيقًا داخليًا مرة واحدة على الأقل سنويًا، وقبل الأحداث الكبرى مثل عمليات الاستحواذ أو التدقيق الخارجي

التأمينات الاجتماعية في جوهرها حماية للموظفين وأسرهم، وإتقانها يعزز الثقة والامتثال ومكانتك بوصفك صاحب عمل مسؤولًا. وإذا رغبت في مراجعة مستقلة لإجراءات التأمينات والرواتب لديك، فيسعد فريق الامتثال لدينا بمساعدتك.`,
    categoryEn: "HR Compliance",
    categoryAr: "الامتثال للموارد البشرية",
    author: "Noura Al-Qahtani",
    authorAr: "نورة القحطاني",
    imageUrl: "/images/blog/gosi-contributions-employer-compliance.svg",
    imageAltEn: "A navy shield bearing a gold star stands under protective arcs, with two small figures on each side of its base.",
    imageAltAr: "درع كحلي تتوسطه نجمة ذهبية تعلوه أقواس واقية، وعند قاعدته شخصان صغيران على كل جانب.",
    featured: false,
    publishedAt: "2025-09-16",
  },
  {
    slug: "vision-2030-leadership-capabilities",
    titleEn: "Vision 2030 and the New Leadership Agenda: Capabilities Saudi Organisations Need Now",
    titleAr: "رؤية 2030 وأجندة القيادة الجديدة: القدرات التي تحتاجها المنشآت السعودية اليوم",
    summaryEn:
      "Vision 2030 has changed not only the Saudi economy but also what is expected of its leaders. We outline the capabilities that matter most today and how to build them systematically.",
    summaryAr:
      "لم تغيّر رؤية 2030 الاقتصاد السعودي فحسب، بل غيّرت أيضًا ما يُنتظر من قادته. نستعرض القدرات القيادية الأهم اليوم، وكيف تبنيها منشأتك بصورة منهجية ومستدامة.",
    contentEn: `Vision 2030 has changed more than the Saudi economy. It has changed what is expected of the people who lead organisations within it. New sectors such as tourism, entertainment, advanced manufacturing and digital services are growing quickly, the private sector is taking on a larger role, and a young, ambitious and increasingly diverse national workforce expects more from its leaders. The leadership habits that served organisations well a decade ago are no longer sufficient on their own.

## From administration to transformation

Many Saudi organisations grew up in stable environments where success depended on efficient administration, strong relationships and careful compliance. These remain important, but Vision 2030 also requires leaders who can drive change: redesigning business models, entering new markets, partnering with international investors and delivering measurable outcomes at pace. You can explore the Vision's programmes and targets on the official [Vision 2030 website](https://www.vision2030.gov.sa).

## Five capabilities that matter most

In our work with boards and leadership teams across the Kingdom, five capabilities stand out:

- **Strategic agility:** translating national priorities and sector strategies into clear organisational choices, and adjusting quickly as conditions change
- **Execution discipline:** setting measurable objectives, tracking delivery and holding teams accountable, in line with the performance culture promoted across government programmes
- **Digital and data leadership:** using technology and analytics to improve decisions, services and productivity
- **Developing national talent:** coaching, delegating and creating real opportunities for Saudi professionals, including women and recent graduates
- **Collaborative influence:** working across ministries, regulators, partners and internal silos to achieve shared goals

## Leading a new generation

The Saudi workforce is young and highly connected. Many employees are well educated, ambitious and motivated by purpose, growth and recognition as much as by pay. They respond to leaders who explain the reasoning behind decisions, give regular feedback and show genuine interest in their development. Leaders who rely on positional authority alone risk disengagement and turnover, particularly in a competitive market for skilled Saudi talent.

## Building the capability systematically

Leadership capability does not develop by chance. Organisations that make real progress typically:

1. Define a clear leadership framework that reflects their strategy and values
2. Assess current leaders objectively against that framework
3. Invest in targeted development, including coaching, action learning and stretch assignments
4. Link leadership expectations to performance management and succession decisions
5. Review progress regularly at board or executive committee level

The Human Capability Development Program, one of the Vision Realization Programs, underlines the national importance of this agenda. Private organisations that align their own leadership development with it position themselves well as partners and as employers of choice.

## The role of the board

Boards and owners set the tone. When they ask about leadership depth, succession and talent development as seriously as they ask about revenue and costs, the whole organisation takes notice. A regular, structured conversation about leadership capability deserves a standing place on the board agenda.

The next phase of Vision 2030 will reward organisations whose leaders can think strategically, execute reliably and grow the next generation. Our leadership advisors can help you assess where your team stands today and design a practical development roadmap; we would be glad to start that conversation.`,
    contentAr: `لم تغيّر رؤية 2030 الاقتصاد السعودي فحسب، بل غيّرت أيضًا ما يُنتظر ممن يقودون منشآته. فقطاعات جديدة مثل السياحة والترفيه والصناعات المتقدمة والخدمات الرقمية تنمو بسرعة، والقطاع الخاص يضطلع بدور أكبر، وقوى عاملة وطنية شابة وطموحة ومتزايدة التنوع تنتظر من قادتها أكثر مما مضى. ولم تعد العادات القيادية التي خدمت المنشآت قبل عقد من الزمن كافية وحدها.

## من الإدارة إلى التحول

نشأت منشآت سعودية كثيرة في بيئات مستقرة كان النجاح فيها يعتمد على كفاءة الإدارة وقوة العلاقات ودقة الالتزام بالأنظمة. وما زالت هذه العناصر مهمة، لكن رؤية 2030 تتطلب أيضًا قادة قادرين على قيادة التغيير: إعادة تصميم نماذج الأعمال، ودخول أسواق جديدة، والشراكة مع المستثمرين الدوليين، وتحقيق نتائج قابلة للقياس بوتيرة سريعة. ويمكنك الاطلاع على برامج الرؤية ومستهدفاتها عبر [الموقع الرسمي لرؤية 2030](https://www.vision2030.gov.sa).

## خمس قدرات هي الأهم

من خلال عملنا مع مجالس الإدارة وفرق القيادة في أنحاء المملكة، تبرز خمس قدرات:

- **المرونة الاستراتيجية:** ترجمة الأولويات الوطنية واستراتيجيات القطاعات إلى خيارات مؤسسية واضحة، والتكيف بسرعة مع تغير الظروف
- **الانضباط في التنفيذ:** وضع أهداف قابلة للقياس، ومتابعة الإنجاز، ومساءلة الفرق، انسجامًا مع ثقافة الأداء التي تعززها البرامج الحكومية
- **القيادة الرقمية وقيادة البيانات:** توظيف التقنية والتحليلات لتحسين القرارات والخدمات والإنتاجية
- **تنمية الكفاءات الوطنية:** التوجيه والتفويض وإتاحة فرص حقيقية للمهنيين السعوديين، ومنهم النساء وحديثو التخرج
- **التأثير التعاوني:** العمل عبر الوزارات والجهات التنظيمية والشركاء والإدارات الداخلية لتحقيق أهداف مشتركة

## قيادة جيل جديد

القوى العاملة السعودية شابة وشديدة الاتصال بالعالم. وكثير من الموظفين على قدر عالٍ من التعليم والطموح، ويحفزهم المعنى والنمو والتقدير بقدر ما يحفزهم الأجر. وهم يتجاوبون مع القادة الذين يشرحون الأسباب الكامنة وراء القرارات، ويقدمون ملاحظات منتظمة، ويُبدون اهتمامًا حقيقيًا بتطويرهم. أما القادة الذين يعتمدون على سلطة المنصب وحدها فيخاطرون بتراجع الارتباط الوظيفي وارتفاع معدل الدوران، لا سيما في سوق تشتد فيها المنافسة على الكفاءات السعودية الماهرة.

## بناء القدرات بصورة منهجية

لا تنمو القدرات القيادية بالمصادفة. والمنشآت التي تحرز تقدمًا حقيقيًا عادةً ما:

1. تحدد إطارًا قياديًا واضحًا يعكس استراتيجيتها وقيمها
2. تقيّم قادتها الحاليين بموضوعية وفق هذا الإطار
3. تستثمر في تطوير موجّه يشمل التدريب التنفيذي، والتعلم بالممارسة، والمهام التي تتجاوز حدود الدور المعتاد
4. تربط التوقعات القيادية بإدارة الأداء وقرارات التعاقب
5. تراجع التقدم بانتظام على مستوى مجلس الإدارة أو اللجنة التنفيذية

ويؤكد برنامج تنمية القدرات البشرية، أحد برامج تحقيق الرؤية، الأهمية الوطنية لهذه الأجندة. والمنشآت الخاصة التي تواءم تطويرها القيادي معه تعزز مكانتها بوصفها شريكًا موثوقًا وجهةَ عمل مفضّلة.

## دور مجلس الإدارة

مجالس الإدارة والملّاك هم من يضبطون الإيقاع. فحين يسألون عن عمق القيادات والتعاقب وتنمية المواهب بالجدية نفسها التي يسألون بها عن الإيرادات والتكاليف، تنتبه المنشأة بأكملها. ولذلك يستحق الحوار المنظم والدوري حول القدرات القيادية أن يكون بندًا ثابتًا على جدول أعمال المجلس.

ستكافئ المرحلة المقبلة من رؤية 2030 المنشآت التي يقودها أشخاص قادرون على التفكير الاستراتيجي والتنفيذ الموثوق وتنمية الجيل القادم. ويمكن لمستشارينا في مجال القيادة مساعدتك على تقييم موقع فريقك اليوم، وتصميم خارطة طريق عملية للتطوير؛ ويسعدنا أن نبدأ هذا الحوار معك.`,
    categoryEn: "Leadership",
    categoryAr: "القيادة",
    author: "Dr. Huda Al-Zahrani",
    authorAr: "د. هدى الزهراني",
    imageUrl: "/images/blog/vision-2030-leadership-capabilities.svg",
    imageAltEn: "A golden sun bearing an eight-pointed star rises behind a Najdi-style building with triangular vents, its rays fanning out.",
    imageAltAr: "شمس ذهبية تتوسطها نجمة ثمانية تشرق خلف مبنى على الطراز النجدي بفتحاته المثلثة، وأشعتها تملأ السماء.",
    featured: true,
    publishedAt: "2025-10-28",
  },
  {
    slug: "succession-planning-in-saudi-family-businesses",
    titleEn: "Succession Planning in Saudi Family Businesses: Preparing the Next Generation of Leaders",
    titleAr: "تخطيط التعاقب في الشركات العائلية السعودية: إعداد الجيل القادم من القادة",
    summaryEn:
      "The move from one generation to the next is the most sensitive stage in a family business. A practical framework that separates ownership, governance and management, and prepares successors deliberately.",
    summaryAr:
      "الانتقال من جيل إلى جيل هو أكثر المراحل حساسية في حياة الشركات العائلية. إليك إطارًا عمليًا يفصل بين الملكية والحوكمة والإدارة، ويُعِدّ الخلفاء بوعي وتخطيط.",
    contentEn: `Family businesses are a cornerstone of the Saudi economy. Many of the Kingdom's best-known groups were built on a founder's vision and sustained by the loyalty of family members and long-serving employees. Yet the transition from one generation to the next is where family enterprises are most vulnerable. A thoughtful succession plan protects not only the business but also the harmony of the family.

## Why succession is harder in family firms

In a family business, leadership decisions are intertwined with ownership, inheritance and relationships. Founders may be reluctant to step back, siblings and cousins may hold different expectations, and talented non-family executives may be unsure of their future. Without a clear process, decisions are often postponed until a health issue or a crisis forces them, which is the worst possible moment to decide.

Succession also intersects with inheritance, which in the Kingdom follows the principles of Islamic law. Ownership may therefore pass to a wider circle of heirs than the founder anticipated, which makes clear governance of management roles all the more important.

## Separate ownership, governance and management

A helpful starting point is to distinguish three questions:

- **Ownership:** who will own the business, and how will shares pass between generations?
- **Governance:** how will the owners make decisions together, through a family council, a board or a family charter?
- **Management:** who will run the business day to day, and on what basis will they be chosen?

Answering these separately reduces conflict. A family member may be an excellent owner and board member without being the right chief executive, and that distinction should be seen as entirely respectable rather than as a loss of status.

## Prepare successors deliberately

Next-generation leaders benefit from a structured development path that begins years before any transition:

1. External experience, ideally in another organisation, to build credibility and perspective
2. Rotations across key functions within the family group
3. Clear performance expectations, measured as objectively as for any other executive
4. Mentoring from respected board members or independent advisors
5. Gradual increases in responsibility, with real accountability for results

Objective assessment of potential candidates, both family and non-family, helps the family decide on the basis of evidence rather than seniority alone.

## Value non-family executives

Many successful Saudi family groups rely on professional executives alongside family leaders. Retaining these people through a transition requires transparency about their roles, fair incentives and a voice in the future direction of the business. Where no family member is ready yet, an experienced external chief executive can lead the business while successors develop, provided the mandate and reporting lines are clear.

## Put it in writing

A family constitution or charter, a board that includes independent members, and a documented succession policy turn good intentions into a durable framework. Review these documents periodically as the family and the business evolve, and take specialist legal advice wherever ownership and inheritance are involved.

Succession is one of the most sensitive conversations a family can have, and one of the most important. Our advisors work discreetly with founders, family councils and boards to assess candidates, design governance and plan transitions; we would be honoured to support your family's next chapter.`,
    contentAr: `تُعد الشركات العائلية ركيزة أساسية في الاقتصاد السعودي؛ فكثير من أشهر المجموعات في المملكة قامت على رؤية مؤسس، واستمرت بفضل ولاء أفراد الأسرة والموظفين القدامى. غير أن الانتقال من جيل إلى آخر هو المرحلة التي تكون فيها هذه المنشآت أكثر عرضة للمخاطر. وخطة التعاقب المدروسة لا تحمي الأعمال فحسب، بل تحمي وئام الأسرة أيضًا.

## لماذا يصعب التعاقب في الشركات العائلية

في الشركة العائلية تتشابك القرارات القيادية مع الملكية والإرث والعلاقات. فقد يتردد المؤسس في التنحي، وقد تختلف توقعات الإخوة وأبناء العمومة، وقد يساور التنفيذيين الأكفاء من خارج الأسرة القلقُ على مستقبلهم. ومن دون عملية واضحة، كثيرًا ما تؤجَّل القرارات حتى تفرضها أزمة صحية أو طارئة، وهي أسوأ لحظة ممكنة لاتخاذها.

ويتقاطع التعاقب كذلك مع المواريث، التي تخضع في المملكة لأحكام الشريعة الإسلامية. ولذلك قد تنتقل الملكية إلى دائرة من الورثة أوسع مما توقعه المؤسس، مما يزيد أهمية الحوكمة الواضحة للأدوار الإدارية.

## افصل بين الملكية والحوكمة والإدارة

من نقاط البداية المفيدة التمييز بين ثلاثة أسئلة:

- **الملكية:** من سيملك الشركة، وكيف ستنتقل الحصص بين الأجيال؟
- **الحوكمة:** كيف سيتخذ الملّاك قراراتهم معًا، عبر مجلس عائلي، أم مجلس إدارة، أم ميثاق عائلي؟
- **الإدارة:** من سيدير الأعمال يوميًا، وعلى أي أساس سيُختار؟

إن الإجابة عن كل سؤال على حدة تقلل النزاعات. فقد يكون أحد أفراد الأسرة مالكًا ممتازًا وعضوًا فاعلًا في المجلس دون أن يكون الرئيس التنفيذي الأنسب، وينبغي النظر إلى هذا التمييز بوصفه أمرًا لائقًا تمامًا لا انتقاصًا من المكانة.

## أعدّ الخلفاء بوعي

يستفيد قادة الجيل القادم من مسار تطوير منظم يبدأ قبل أي انتقال بسنوات:

1. خبرة خارجية، ويُفضّل أن تكون في منشأة أخرى، لبناء المصداقية وتوسيع الأفق
2. التنقل بين الإدارات الرئيسية داخل مجموعة الأسرة
3. توقعات أداء واضحة تُقاس بموضوعية كما هو الحال مع أي تنفيذي آخر
4. إرشاد من أعضاء مجلس يحظون بالاحترام أو من مستشارين مستقلين
5. زيادة تدريجية في المسؤوليات، مع مساءلة حقيقية عن النتائج

ويساعد التقييم الموضوعي للمرشحين المحتملين، من داخل الأسرة وخارجها، على أن تبني الأسرة قراراتها على الأدلة لا على الأقدمية وحدها.

## قدّر التنفيذيين من خارج الأسرة

تعتمد مجموعات عائلية سعودية ناجحة كثيرة على تنفيذيين محترفين إلى جانب قيادات الأسرة. والاحتفاظ بهؤلاء خلال مرحلة الانتقال يتطلب الشفافية بشأن أدوارهم، وحوافز عادلة، وصوتًا في رسم مستقبل الشركة. وحين لا يكون أحد من أفراد الأسرة جاهزًا بعد، يمكن لرئيس تنفيذي متمرس من خارجها أن يقود الأعمال ريثما يكتمل إعداد الخلفاء، شريطة أن تكون صلاحياته وخطوط مرجعيته واضحة.

## وثّق ذلك كتابيًا

إن الدستور أو الميثاق العائلي، ومجلس الإدارة الذي يضم أعضاء مستقلين، وسياسة التعاقب الموثقة، كلها تحوّل النوايا الحسنة إلى إطار راسخ. راجع هذه الوثائق دوريًا مع تطور الأسرة والأعمال، واطلب المشورة القانونية المتخصصة في كل ما يتصل بالملكية والمواريث.

التعاقب من أكثر الأحاديث حساسية داخل الأسرة، ومن أهمها في الوقت ذاته. ويعمل مستشارونا بسرية تامة مع المؤسسين والمجالس العائلية ومجالس الإدارة لتقييم المرشحين وتصميم الحوكمة وتخطيط الانتقال؛ ويشرفنا أن نرافق أسرتكم في فصلها القادم.`,
    categoryEn: "Leadership",
    categoryAr: "القيادة",
    author: "Dr. Huda Al-Zahrani",
    authorAr: "د. هدى الزهراني",
    imageUrl: "/images/blog/succession-planning-in-saudi-family-businesses.svg",
    imageAltEn: "A family tree branches upward from a gold star into two, then four, with dotted lines reaching eight empty circles.",
    imageAltAr: "شجرة عائلية تتفرع من نجمة ذهبية إلى فرعين ثم أربعة، وتمتد منها خطوط منقّطة إلى ثماني دوائر لم تُملأ بعد.",
    featured: false,
    publishedAt: "2025-12-09",
  },
  {
    slug: "employee-engagement-in-saudi-workplaces",
    titleEn: "Employee Engagement in Saudi Workplaces: What Really Drives Commitment",
    titleAr: "الارتباط الوظيفي في بيئات العمل السعودية: ما الذي يصنع الالتزام حقًا",
    summaryEn:
      "Engaged employees stay longer, perform better and recommend you to others. Here is what drives engagement in Saudi organisations and how leaders can act on it, beyond the annual survey.",
    summaryAr:
      "الموظفون المرتبطون بعملهم يبقون أطول ويؤدون أفضل ويوصون بمنشأتهم. إليك أبرز محركات الارتباط الوظيفي في المنشآت السعودية، وكيف يتحرك القادة بناءً عليها بعيدًا عن الاستبيان السنوي.",
    contentEn: `Employee engagement is often reduced to an annual survey score. In reality it describes something far more valuable: the degree to which people are committed to their organisation, willing to go the extra mile and likely to stay. In the Saudi market, where skilled national talent has more choices than ever, engagement has become a genuine competitive issue.

## What drives engagement in the Kingdom

Global research on engagement applies in Saudi Arabia, but local context shapes how it plays out. In our work with Saudi organisations, several drivers come up again and again:

- **Respectful, caring leadership:** employees value managers who treat them with dignity, listen, and show personal interest in their wellbeing
- **Career growth:** a visible path to promotion and development is one of the strongest reasons Saudi professionals stay, or leave
- **Purpose and pride:** many employees are motivated by contributing to national development and by working for an organisation they are proud to name
- **Fairness:** consistent, transparent decisions on pay, promotion and recognition
- **Stability and wellbeing:** job security, a reasonable workload and support for family responsibilities
- **Recognition:** timely, sincere appreciation, both in private and in public

## The central role of the line manager

Engagement is built or lost largely through everyday interactions with direct managers. A supportive manager can keep a team committed through difficult periods; a poor one can undo the best corporate programmes. Investing in line managers, especially those newly promoted, is therefore one of the most effective engagement strategies available. The practical skills involved include holding regular one-to-one conversations, giving constructive feedback, recognising good work and having honest discussions about careers.

## Listen well, then act

Surveys are useful, but only when they lead to action. Employees quickly become cynical if they share their views and nothing changes. A more effective listening approach combines:

1. A concise annual or twice-yearly survey in Arabic and English, with a few core questions tracked over time
2. Short pulse surveys on specific topics
3. Focus groups and stay interviews to understand the reasons behind the numbers
4. Exit interviews analysed for recurring themes

Share the results openly, agree on a small number of priorities and report back on progress. Doing three things well builds more trust than promising ten.

## Ramadan, flexibility and the rhythm of the year

Saudi workplaces have their own rhythms. Thoughtful approaches to working hours in Ramadan, the Eid holidays, the summer period and national occasions such as Founding Day and Saudi National Day all signal whether an organisation understands its people. Where roles allow, reasonable flexibility can be a powerful engagement tool, particularly for employees balancing work with family responsibilities.

## Making leaders accountable

Engagement improves when leaders own it. Include engagement and retention indicators in leadership scorecards, discuss results at executive meetings and recognise managers whose teams thrive. At the same time, avoid turning scores into targets that invite gaming; the goal is a healthier workplace, not a better number.

Engaged employees are more productive, more innovative and more likely to recommend your organisation to others. If you would like to understand what drives commitment in your organisation and design practical interventions, our talent strategy advisors would be glad to help.`,
    contentAr: `كثيرًا ما يُختزل الارتباط الوظيفي في نتيجة استبيان سنوي، بينما يعبّر في الحقيقة عن أمر أثمن بكثير: مدى التزام الموظفين بمنشأتهم، واستعدادهم لبذل جهد إضافي، ورغبتهم في البقاء. وفي السوق السعودية، حيث تملك الكفاءات الوطنية الماهرة خيارات أكثر من أي وقت مضى، أصبح الارتباط الوظيفي قضية تنافسية حقيقية.

## ما الذي يحرّك الارتباط الوظيفي في المملكة

تنطبق الدراسات العالمية حول الارتباط الوظيفي على المملكة، لكن السياق المحلي يحدد كيفية تجلّيها. ومن خلال عملنا مع المنشآت السعودية، تتكرر عدة محركات:

- **قيادة تحترم الموظف وتهتم به:** يقدّر الموظفون المديرين الذين يعاملونهم بكرامة، ويصغون إليهم، ويهتمون بأحوالهم
- **النمو المهني:** المسار الواضح نحو الترقية والتطوير من أقوى أسباب بقاء المهنيين السعوديين، أو مغادرتهم
- **المعنى والاعتزاز:** يحفز كثيرًا من الموظفين الإسهامُ في التنمية الوطنية، والعملُ في منشأة يفخرون بالانتماء إليها
- **العدالة:** قرارات متسقة وشفافة في الأجور والترقيات والتقدير
- **الاستقرار وجودة الحياة:** الأمان الوظيفي، وعبء العمل المعقول، ودعم المسؤوليات الأسرية
- **التقدير:** الشكر الصادق في وقته، على المستويين الخاص والعام

## الدور المحوري للمدير المباشر

يُبنى الارتباط الوظيفي أو يضيع في الغالب عبر التعاملات اليومية مع المدير المباشر. فالمدير الداعم قادر على الحفاظ على التزام فريقه في الأوقات الصعبة، أما المدير الضعيف فقد يُفشل أفضل البرامج المؤسسية. ولذلك يُعد الاستثمار في المديرين المباشرين، ولا سيما المرقَّين حديثًا، من أكثر استراتيجيات الارتباط فاعلية. ومن المهارات العملية في هذا الشأن: عقد لقاءات فردية منتظمة، وتقديم الملاحظات البنّاءة، وتقدير العمل الجيد، وإجراء حوارات صريحة حول المسار المهني.

## أحسن الإصغاء ثم تحرّك

الاستبيانات مفيدة، لكن فقط حين تقود إلى أفعال؛ فالموظفون سرعان ما يفقدون الثقة إذا عبّروا عن آرائهم ولم يتغير شيء. ويجمع نهج الإصغاء الأكثر فاعلية بين:

1. استبيان موجز سنوي أو نصف سنوي باللغتين العربية والإنجليزية، يتضمن عددًا قليلًا من الأسئلة الأساسية تُتابَع عبر الزمن
2. استبيانات نبضية قصيرة حول موضوعات محددة
3. مجموعات نقاش ومقابلات بقاء لفهم الأسباب الكامنة وراء الأرقام
4. مقابلات نهاية الخدمة، وتحليلها لرصد المحاور المتكررة

شارك النتائج بشفافية، واتفق على عدد محدود من الأولويات، ثم أطلع الموظفين على التقدم المحرز. فإنجاز ثلاثة أمور بإتقان يبني ثقة أكبر من الوعد بعشرة.

## رمضان والمرونة وإيقاع العام

لبيئات العمل السعودية إيقاعها الخاص. فطريقة التعامل مع ساعات العمل في رمضان، وإجازات الأعياد، وفترة الصيف، والمناسبات الوطنية مثل يوم التأسيس واليوم الوطني، كلها رسائل تكشف ما إذا كانت المنشأة تفهم موظفيها. وحيثما تسمح طبيعة الدور، يمكن للمرونة المعقولة أن تكون أداة قوية لتعزيز الارتباط، لا سيما للموظفين الذين يوازنون بين العمل والمسؤوليات الأسرية.

## مساءلة القادة

يتحسن الارتباط الوظيفي حين يتبناه القادة. أدرج مؤشرات الارتباط والاحتفاظ بالموظفين في بطاقات أداء القيادات، وناقش النتائج في الاجتماعات التنفيذية، وقدّر المديرين الذين تزدهر فرقهم. وفي الوقت ذاته، تجنّب تحويل النتائج إلى مستهدفات تغري بالتحايل عليها؛ فالغاية بيئة عمل أكثر صحة، لا رقم أفضل.

الموظفون المرتبطون بعملهم أكثر إنتاجية وابتكارًا، وأكثر استعدادًا للتوصية بمنشأتهم. وإذا أردت فهم ما يحرّك الالتزام في منشأتك وتصميم تدخلات عملية، فيسعد مستشارونا في استراتيجية المواهب بمساعدتك.`,
    categoryEn: "Talent Strategy",
    categoryAr: "استراتيجية المواهب",
    author: "Reem Al-Dossary",
    authorAr: "ريم الدوسري",
    imageUrl: "/images/blog/employee-engagement-in-saudi-workplaces.svg",
    imageAltEn: "Eight people stand in a ring, linked to one another by crossing lines, around a gold star emblem at the centre.",
    imageAltAr: "ثمانية أشخاص في حلقة تربط بينهم خطوط متقاطعة، ويتوسطهم شعار نجمة ذهبية.",
    featured: false,
    publishedAt: "2026-02-03",
  },
  {
    slug: "women-in-leadership-in-the-kingdom",
    titleEn: "Women in Leadership in the Kingdom: From Participation to the Boardroom",
    titleAr: "المرأة في المناصب القيادية بالمملكة: من المشاركة إلى مجالس الإدارة",
    summaryEn:
      "Saudi women's participation in the workforce has risen remarkably. The next challenge is making sure that progress reaches senior management and the boardroom. Here are practical steps to get there.",
    summaryAr:
      "ارتفعت مشاركة المرأة السعودية في سوق العمل بوتيرة لافتة، والتحدي التالي أن يصل هذا التقدم إلى الإدارة العليا ومجالس الإدارة. إليك خطوات عملية لتحقيق ذلك.",
    contentEn: `Few changes in the Saudi labour market have been as visible as the rise of women in the workforce. Women's participation has grown rapidly since the launch of Vision 2030, overtaking the Vision's original target ahead of schedule, and Saudi women now work across finance, technology, healthcare, energy, retail, tourism and government. The next challenge for many organisations is to make sure this progress reaches senior management and the boardroom.

## Why it matters for business

Gender-balanced leadership is not only a matter of reputation. Diverse leadership teams bring a wider range of perspectives to decisions, better reflect customers and communities, and widen the talent pool at a time when skilled Saudi professionals are in high demand. Organisations known for developing women leaders also find it easier to attract and retain high performers of both genders.

## Where the pipeline narrows

In many organisations, women are well represented at entry level, but their numbers fall at middle management and again at executive level. Common reasons include:

- Informal networks and sponsorship that favour those already in senior roles
- Limited flexibility during key life stages, particularly around family responsibilities
- Fewer opportunities for stretch assignments, profit-and-loss roles or international exposure
- Unconscious bias in how potential and performance are assessed

None of these is unique to Saudi Arabia, and each can be addressed with deliberate action.

## Practical steps for leaders and boards

Organisations making meaningful progress tend to focus on a few practical areas:

1. **Measure the pipeline.** Track representation, promotion rates and attrition by level and function, and review the data at executive level.
2. **Sponsor, not only mentor.** Mentoring offers advice; sponsorship puts a senior leader's credibility behind a high-potential woman's next role.
3. **Design roles and policies thoughtfully.** Flexible working where the role allows, supportive return-to-work arrangements and clear parental leave practices, in line with the Labour Law and current regulations, help retain talent through life transitions.
4. **Make selection fair.** Use structured interviews, diverse panels and clear criteria for promotions and senior hires.
5. **Build visible role models.** Highlight women leaders internally and externally, and give them platforms to speak and lead.

## Getting senior hiring right

Executive search has an important part to play. Ask your search partner to present balanced longlists, to look beyond the usual networks and to include Saudi women leaders working in adjacent sectors or abroad. Be clear that the brief is about finding the best leader for the role, and make sure the process gives every candidate an equal opportunity to demonstrate their capability.

## Creating an environment where women leaders stay

Hiring is only the beginning. Retention depends on culture: whether women leaders hold real authority, have access to the forums where decisions are made and enjoy the support of their peers. Regular conversations, stay interviews and leadership development programmes all help create an environment in which talented women choose to build long careers.

The progress of recent years shows what is possible. If you would like to review your leadership pipeline or strengthen the representation of women in senior roles, our advisors would welcome the chance to help.`,
    contentAr: `قليلة هي التحولات في سوق العمل السعودية التي بلغت من الوضوح ما بلغه صعود المرأة في القوى العاملة. فقد نمت مشاركة المرأة بسرعة منذ إطلاق رؤية 2030، متجاوزةً المستهدف الأصلي للرؤية قبل موعده، وباتت المرأة السعودية تعمل في قطاعات المال والتقنية والرعاية الصحية والطاقة والتجزئة والسياحة والقطاع الحكومي. والتحدي التالي أمام كثير من المنشآت هو ضمان أن يصل هذا التقدم إلى الإدارة العليا ومجالس الإدارة.

## لماذا يهم ذلك لقطاع الأعمال

القيادة المتوازنة بين الجنسين ليست مسألة سمعة فحسب؛ فالفرق القيادية المتنوعة تضيف إلى القرارات طيفًا أوسع من وجهات النظر، وتعكس العملاء والمجتمعات بصورة أفضل، وتوسّع قاعدة الكفاءات في وقت يشتد فيه الطلب على المهنيين السعوديين المؤهلين. كما أن المنشآت المعروفة بتطوير القيادات النسائية تجد سهولة أكبر في استقطاب أصحاب الأداء العالي من الجنسين والاحتفاظ بهم.

## أين يضيق المسار

في كثير من المنشآت، تحظى المرأة بتمثيل جيد في المستويات الوظيفية الأولى، لكن حضورها يتراجع في الإدارة الوسطى، ثم يتراجع مجددًا في المستوى التنفيذي. ومن الأسباب الشائعة لذلك:

- شبكات العلاقات غير الرسمية والرعاية المهنية التي تميل لصالح من يشغلون المناصب العليا أصلًا
- محدودية المرونة في مراحل الحياة المهمة، ولا سيما ما يتصل بالمسؤوليات الأسرية
- قلة الفرص في المهام التوسعية، أو الأدوار المسؤولة عن الأرباح والخسائر، أو الخبرة الدولية
- التحيز غير الواعي في تقييم الإمكانات والأداء

ولا يقتصر أي من هذه الأسباب على المملكة، وكلٌّ منها يمكن معالجته بإجراءات مقصودة.

## خطوات عملية للقادة ومجالس الإدارة

تركز المنشآت التي تحرز تقدمًا ملموسًا عادةً على مجالات عملية محددة:

1. **قِس المسار القيادي.** تتبّع نسب التمثيل والترقيات ومعدلات المغادرة حسب المستوى والإدارة، وراجع البيانات على المستوى التنفيذي.
2. **ارعَ ولا تكتفِ بالإرشاد.** الإرشاد يقدّم النصح، أما الرعاية المهنية فتضع مصداقية قائد كبير خلف الخطوة التالية لامرأة واعدة.
3. **صمّم الأدوار والسياسات بعناية.** فالعمل المرن حين يسمح الدور بذلك، وترتيبات العودة الداعمة بعد الإجازات، والممارسات الواضحة لإجازات الوالدين بما يتوافق مع نظام العمل والأنظمة السارية، كلها تساعد على الاحتفاظ بالمواهب عبر مراحل الحياة المختلفة.
4. **اجعل الاختيار عادلًا.** استخدم مقابلات منظمة، ولجانًا متنوعة، ومعايير واضحة للترقيات والتعيينات العليا.
5. **اصنع قدوات مرئية.** سلّط الضوء على القيادات النسائية داخل المنشأة وخارجها، وامنحهن منابر للحديث والقيادة.

## إحكام التعيينات القيادية

للبحث التنفيذي دور مهم هنا. اطلب من شريكك في البحث تقديم قوائم أولية متوازنة، والبحث خارج الشبكات المعتادة، وإدراج القيادات النسائية السعودية العاملات في قطاعات مجاورة أو خارج المملكة. وأوضح أن الهدف هو العثور على أفضل قائد للدور، وتأكد من أن العملية تمنح كل مرشح فرصة متكافئة لإظهار قدراته.

## بيئة تحتفظ بالقيادات النسائية

التعيين ليس سوى البداية؛ فالاحتفاظ بالقيادات يعتمد على الثقافة المؤسسية: هل تملك القيادات النسائية صلاحيات حقيقية، وحضورًا في المنصات التي تُتخذ فيها القرارات، ودعمًا من زملائهن؟ وتسهم الحوارات المنتظمة، ومقابلات البقاء، وبرامج التطوير القيادي في بناء بيئة تختار فيها الكفاءات النسائية أن تبني مسيرة مهنية طويلة.

يُظهر تقدم السنوات الأخيرة ما هو ممكن. وإذا رغبت في مراجعة مسارك القيادي أو تعزيز تمثيل المرأة في المناصب العليا، فيسعد مستشارونا بمساعدتك.`,
    categoryEn: "Leadership",
    categoryAr: "القيادة",
    author: "Sarah Al-Mutairi",
    authorAr: "سارة المطيري",
    imageUrl: "/images/blog/women-in-leadership-in-the-kingdom.svg",
    imageAltEn: "A lit arched doorway in a Najdi-style wall, with gold chevrons inside pointing upward to a small gold star.",
    imageAltAr: "مدخل مقوّس يشعّ بالضوء في جدار على الطراز النجدي، وفي داخله علامات ذهبية تشير صعودًا نحو نجمة صغيرة.",
    featured: false,
    publishedAt: "2026-03-10",
  },
  {
    slug: "performance-management-that-drives-results",
    titleEn: "Performance Management That Drives Results: A Practical Approach for Saudi Organisations",
    titleAr: "إدارة أداء تصنع النتائج: نهج عملي للمنشآت السعودية",
    summaryEn:
      "Annual appraisals alone rarely improve performance. Here is how Saudi organisations can set clearer goals, hold better conversations and link performance fairly to development and reward.",
    summaryAr:
      "نادرًا ما يحسّن التقييم السنوي وحده الأداء. إليك كيف تضع المنشآت السعودية أهدافًا أوضح، وتجري حوارات أفضل، وتربط الأداء بالتطوير والمكافآت بعدالة وشفافية.",
    contentEn: `Few HR processes generate as much frustration as performance management. Managers see it as paperwork, employees experience it as a once-a-year verdict, and leaders question whether it improves results at all. Yet when it is designed well, performance management is one of the most powerful tools an organisation has for aligning people with strategy, developing talent and rewarding contribution fairly.

## Why traditional appraisals fall short

Many organisations in the Kingdom still rely on an annual cycle: objectives set at the start of the year, a single review at the end, and a rating that determines any increase or bonus. The problems are familiar. Objectives go out of date within months, feedback arrives too late to be useful, and ratings cluster around the middle or drift upwards, making it hard to recognise genuinely strong performers. Employees may also find the process opaque, especially when they cannot see how ratings translate into rewards.

## Set clear, meaningful goals

Good performance starts with clarity. Goals should connect each person's work to the organisation's priorities and be specific enough to measure. A practical structure includes:

- A small number of objectives, typically four to six, rather than a long list
- A mix of results (what is achieved) and behaviours (how it is achieved) that reflects your values
- Measures agreed between manager and employee, with clear definitions
- A mid-year checkpoint to adjust goals when priorities change

For leadership roles, include objectives on developing people and building Saudi talent, so that these priorities receive the attention they deserve.

## Make conversations continuous

The most effective organisations have moved from an annual event to a regular dialogue. Short, frequent check-ins, monthly or quarterly, allow managers and employees to review progress, remove obstacles and address concerns early. These conversations should look forward as much as back: what support is needed, what the employee is learning and where they want to grow.

Managers need the skills and confidence to hold these discussions, especially when the feedback is difficult. In a culture that values courtesy and respect, training managers to give honest feedback in a constructive and dignified way is essential.

## Differentiate fairly

Recognising different levels of performance matters for motivation and retention, but it must be seen to be fair. Good practice includes:

1. Calibration sessions in which managers review ratings together against shared standards
2. Clear, published guidelines on how performance influences pay, bonuses and promotion
3. Documented evidence behind every rating
4. A fair route for employees to raise concerns, consistent with your internal work regulations and the Labour Law

Where performance falls below expectations, a structured improvement plan with clear goals, support and timelines is fairer to the employee and more defensible for the organisation.

## Connect performance to development

Performance management should not only look backwards. Use the insight it generates to shape development plans, identify high-potential employees and feed succession planning. When employees see that strong performance leads to real opportunities, the whole process gains credibility.

Technology can help by simplifying goal setting, reminders and reporting, but it cannot replace a good conversation. Choose tools that are simple, available in Arabic and English and easy to use on a phone, and keep the forms short.

A well-designed approach to performance management lifts results, strengthens engagement and supports fair decisions. Our talent strategy consultants help organisations redesign their performance frameworks and train managers to use them well; contact us to discuss your needs.`,
    contentAr: `قليلة هي إجراءات الموارد البشرية التي تثير من الإحباط ما تثيره إدارة الأداء؛ فالمديرون يرونها عبئًا ورقيًا، والموظفون يعيشونها حكمًا يصدر مرة في العام، والقادة يتساءلون هل تحسّن النتائج أصلًا. غير أن إدارة الأداء، حين تُصمَّم جيدًا، من أقوى الأدوات المتاحة للمنشأة لمواءمة موظفيها مع استراتيجيتها، وتطوير المواهب، ومكافأة الإسهام بعدالة.

## لماذا تقصر التقييمات التقليدية

ما زالت منشآت كثيرة في المملكة تعتمد على دورة سنوية: أهداف تُحدَّد في بداية العام، ومراجعة واحدة في نهايته، وتقدير يحدد أي زيادة أو مكافأة. والمشكلات مألوفة: تتقادم الأهداف خلال أشهر، وتصل الملاحظات متأخرة فلا تفيد، وتتكدس التقديرات حول الوسط أو تنزع إلى الارتفاع، فيصعب التعرف على أصحاب الأداء المتميز حقًا. وقد يرى الموظفون العملية غامضة، خاصة حين لا يتضح لهم كيف تُترجم التقديرات إلى مكافآت.

## ضع أهدافًا واضحة وذات معنى

يبدأ الأداء الجيد بالوضوح. فينبغي أن تربط الأهداف عمل كل شخص بأولويات المنشأة، وأن تكون محددة بما يكفي لقياسها. ويشمل الهيكل العملي:

- عددًا محدودًا من الأهداف، من أربعة إلى ستة عادةً، بدلًا من قائمة طويلة
- مزيجًا من النتائج (ما الذي يتحقق) والسلوكيات (كيف يتحقق) بما يعكس قيم المنشأة
- مؤشرات يتفق عليها المدير والموظف بتعريفات واضحة
- محطة مراجعة في منتصف العام لتعديل الأهداف عند تغير الأولويات

وفي الأدوار القيادية، أدرج أهدافًا تتعلق بتطوير الأفراد وبناء الكفاءات السعودية، لتحظى هذه الأولويات بالاهتمام الذي تستحقه.

## اجعل الحوار مستمرًا

انتقلت المنشآت الأكثر فاعلية من حدث سنوي إلى حوار منتظم. فلقاءات المتابعة القصيرة والمتكررة، شهريًا أو كل ثلاثة أشهر، تتيح للمديرين والموظفين مراجعة التقدم، وإزالة العقبات، ومعالجة المخاوف مبكرًا. وينبغي أن تتطلع هذه الحوارات إلى المستقبل بقدر ما تراجع الماضي: ما الدعم المطلوب؟ وماذا يتعلم الموظف؟ وأين يرغب في النمو؟

ويحتاج المديرون إلى المهارة والثقة لإدارة هذه الحوارات، لا سيما حين تكون الملاحظات صعبة. وفي ثقافة تُعلي من قيمة اللباقة والاحترام، يصبح تدريب المديرين على تقديم ملاحظات صريحة بأسلوب بنّاء يحفظ الكرامة أمرًا أساسيًا.

## ميّز بين مستويات الأداء بعدالة

الاعتراف بتفاوت مستويات الأداء مهم للتحفيز والاحتفاظ بالموظفين، لكن يجب أن يكون عادلًا في نظر الجميع. ومن الممارسات الجيدة:

1. جلسات معايرة يراجع فيها المديرون التقديرات معًا وفق معايير مشتركة
2. إرشادات واضحة ومعلنة توضح أثر الأداء في الأجور والمكافآت والترقيات
3. أدلة موثقة تستند إليها كل التقديرات
4. آلية عادلة تتيح للموظفين إبداء اعتراضاتهم، بما يتسق مع لائحة تنظيم العمل الداخلية ونظام العمل

وحين يكون الأداء دون التوقعات، فإن خطة تحسين منظمة ذات أهداف ودعم ومدد زمنية واضحة تكون أعدل للموظف، وأمتن حجةً للمنشأة.

## اربط الأداء بالتطوير

لا ينبغي لإدارة الأداء أن تنظر إلى الوراء فقط. استثمر ما توفره من رؤى في إعداد خطط التطوير، وتحديد الموظفين ذوي الإمكانات العالية، ودعم تخطيط التعاقب. فحين يرى الموظفون أن الأداء القوي يقود إلى فرص حقيقية، تكتسب العملية كلها مصداقيتها.

ويمكن للتقنية أن تساعد في تبسيط تحديد الأهداف والتذكيرات وإعداد التقارير، لكنها لا تغني عن الحوار الجيد. اختر أدوات بسيطة، متاحة باللغتين العربية والإنجليزية، وسهلة الاستخدام عبر الهاتف، واجعل النماذج مختصرة.

يرفع النهج المدروس لإدارة الأداء مستوى النتائج، ويعزز الارتباط الوظيفي، ويدعم القرارات العادلة. ويساعد مستشارونا في استراتيجية المواهب المنشآت على إعادة تصميم أطر الأداء لديها وتدريب المديرين على تطبيقها بكفاءة؛ تواصل معنا لمناقشة احتياجاتك.`,
    categoryEn: "Talent Strategy",
    categoryAr: "استراتيجية المواهب",
    author: "Omar Al-Shehri",
    authorAr: "عمر الشهري",
    imageUrl: "/images/blog/performance-management-that-drives-results.svg",
    imageAltEn: "A gold line climbs across five rising blue columns, dipping once before ending in a dotted arrow pointing upward.",
    imageAltAr: "خط ذهبي يعلو خمسة أعمدة زرقاء متزايدة الارتفاع، ينخفض مرة واحدة ثم ينتهي بسهم منقّط يتجه إلى الأعلى.",
    featured: false,
    publishedAt: "2026-06-16",
  },
  {
    slug: "assessing-leaders-for-future-readiness",
    titleEn: "Assessing Leaders for Future Readiness: What to Look For Beyond the CV",
    titleAr: "تقييم جاهزية القادة للمستقبل: ما الذي تبحث عنه بعد السيرة الذاتية",
    summaryEn:
      "A strong CV shows where a leader has been, not how they will lead in conditions that do not yet exist. These are the capabilities that predict future success, and how to assess them rigorously.",
    summaryAr:
      "تُظهر السيرة الذاتية القوية أين كان القائد، لا كيف سيقود في ظروف لم تأتِ بعد. إليك الجدارات التي تتنبأ بالنجاح المستقبلي، وكيف تقيسها بدقة وموضوعية قبل التعيين.",
    contentEn: `A strong CV tells you where a leader has been. It says far less about how that person will perform in conditions that do not yet exist. For Saudi organisations navigating rapid regulatory change, digital transformation and new competition, the question is no longer only whether someone has done the job before, but whether they can lead through what comes next.

## Why track record is not enough

Past success is an important signal, but it can mislead. A leader who thrived in a stable, well-funded environment may struggle in a newly launched giga-project, or in a family business welcoming its first external investors. Equally, a candidate with a less conventional career may have exactly the adaptability your organisation needs. Future readiness is about capacity and orientation as much as experience.

## The capabilities that predict future success

Across our executive assessments in the Kingdom, a consistent set of capabilities distinguishes leaders who keep growing from those who plateau:

- **Learning agility:** the speed and willingness to learn from new situations and apply that learning
- **Strategic curiosity:** seeking out trends, data and perspectives beyond their own function
- **Comfort with ambiguity:** making sound decisions when information is incomplete
- **Digital fluency:** understanding how technology and data change the business model, without needing to be a technical expert
- **People development:** building capable teams and successors, including Saudi talent ready for greater responsibility
- **Integrity and resilience:** holding steady under pressure and owning mistakes openly

## How to assess them rigorously

Future readiness cannot be judged from a single conversation. A robust assessment combines several sources of evidence:

1. **Structured behavioural interviews** that probe specific situations, the candidate's actions and the results, with follow-up questions that test depth
2. **Business simulations and case studies** built around realistic challenges your organisation expects to face
3. **Validated psychometric tools** measuring reasoning, personality and motivation, interpreted by qualified professionals and used alongside other evidence rather than as a pass-or-fail gate
4. **Multi-source referencing** with former managers, peers and team members, focused on how the person behaved under pressure and how they developed others

Bringing these sources together in a structured way reduces bias and gives decision-makers a clearer, more defensible picture.

## Avoiding common traps

Even experienced boards fall into familiar patterns. Be alert to:

- Favouring candidates who resemble the current leadership team
- Over-weighting polished presentation and under-weighting substance
- Treating assessment scores as definitive rather than as one input among several
- Ignoring cultural and organisational fit until after the appointment

Calibrating the assessment to the specific role, and debriefing as a panel against agreed criteria, helps avoid these traps.

## Using assessment for development, too

Assessment is not only a selection tool. Applied to your existing leadership bench, it shows who is ready now, who could be ready in one to two years, and where targeted development would have the greatest impact. This makes succession planning more objective and gives you the confidence to invest in national leaders.

If you would like to understand how future-ready your leadership team is, or want an independent assessment of shortlisted candidates, our assessment specialists would be happy to talk.`,
    contentAr: `تُخبرك السيرة الذاتية القوية أين كان القائد، لكنها تقول القليل عن أدائه في ظروف لم توجد بعد. وبالنسبة إلى المنشآت السعودية التي تتعامل مع تغيرات تنظيمية متسارعة وتحول رقمي ومنافسة جديدة، لم يعد السؤال مقتصرًا على: «هل سبق لهذا الشخص أن أدّى هذا الدور؟»، بل أصبح: «هل يستطيع أن يقود في ما هو قادم؟»

## لماذا لا يكفي السجل السابق

النجاح السابق مؤشر مهم، لكنه قد يكون مضللًا. فالقائد الذي تألق في بيئة مستقرة ذات موارد وفيرة قد يواجه صعوبة في مشروع كبير انطلق حديثًا، أو في شركة عائلية تستقبل مستثمرين من خارجها لأول مرة. وفي المقابل، قد يمتلك مرشح ذو مسار مهني غير تقليدي المرونة التي تحتاجها منشأتك تمامًا. فالجاهزية للمستقبل تتعلق بالقدرة والتوجه بقدر ما تتعلق بالخبرة.

## الجدارات التي تتنبأ بالنجاح المستقبلي

من خلال تقييماتنا للتنفيذيين في المملكة، تتكرر مجموعة من الجدارات التي تميز القادة الذين يواصلون النمو من أولئك الذين يتوقف تطورهم:

- **سرعة التعلم:** الاستعداد للتعلم من المواقف الجديدة بسرعة، وتطبيق ما تعلّموه
- **الفضول الاستراتيجي:** تتبّع الاتجاهات والبيانات ووجهات النظر خارج نطاق تخصصهم
- **التعامل مع الغموض:** اتخاذ قرارات سليمة حين تكون المعلومات غير مكتملة
- **الإلمام الرقمي:** فهم كيف تغيّر التقنية والبيانات نموذج العمل، دون الحاجة إلى أن يكونوا خبراء تقنيين
- **تطوير الأفراد:** بناء فرق قادرة وخلفاء مؤهلين، ومنهم كفاءات سعودية جاهزة لمسؤوليات أكبر
- **النزاهة والصلابة:** الثبات تحت الضغط، والاعتراف بالأخطاء بوضوح

## كيف تقيسها بدقة

لا يمكن الحكم على الجاهزية للمستقبل من محادثة واحدة؛ فالتقييم المتين يجمع الأدلة من مصادر متعددة:

1. **مقابلات سلوكية منظمة** تستقصي مواقف محددة، وما فعله المرشح فيها، وما حققه من نتائج، مع أسئلة متابعة تختبر العمق
2. **محاكاة أعمال ودراسات حالة** مبنية على تحديات واقعية تتوقع منشأتك مواجهتها
3. **أدوات قياس نفسي معتمدة** تقيس التفكير والسمات الشخصية والدوافع، يفسرها مختصون مؤهلون، وتُستخدم إلى جانب الأدلة الأخرى لا بوصفها بوابة للنجاح أو الرسوب
4. **التحقق من المراجع من مصادر متعددة** لدى مديرين سابقين وزملاء وأعضاء فرق، مع التركيز على سلوك الشخص تحت الضغط وطريقته في تطوير الآخرين

إن دمج هذه المصادر بطريقة منهجية يقلل التحيز، ويمنح صنّاع القرار صورة أوضح يمكن الدفاع عنها.

## تجنّب الفخاخ الشائعة

حتى مجالس الإدارة المتمرسة تقع في أنماط مألوفة، فانتبه إلى:

- تفضيل المرشحين الذين يشبهون فريق القيادة الحالي
- المبالغة في تقدير حسن العرض على حساب المضمون
- التعامل مع نتائج التقييم بوصفها حكمًا نهائيًا، لا مدخلًا واحدًا من مدخلات القرار
- تجاهل الملاءمة الثقافية والتنظيمية إلى ما بعد التعيين

ويساعد تكييف التقييم مع الدور المحدد، ومناقشة النتائج جماعيًا وفق معايير متفق عليها، على تجنب هذه الفخاخ.

## استخدم التقييم للتطوير أيضًا

التقييم ليس أداة للاختيار فقط. فعند تطبيقه على قياداتك الحالية، يكشف من هو جاهز الآن، ومن قد يصبح جاهزًا خلال عام أو عامين، وأين يُحدث التطوير الموجّه الأثر الأكبر. وهذا يجعل تخطيط التعاقب أكثر موضوعية، ويمنحك الثقة في الاستثمار في القيادات الوطنية.

إذا أردت معرفة مدى جاهزية فريقك القيادي للمستقبل، أو تقييمًا مستقلًا للمرشحين في قائمتك المختصرة، فيسعد مختصو التقييم لدينا بالتحدث إليك.`,
    categoryEn: "Executive Search",
    categoryAr: "البحث التنفيذي",
    author: "Dr. Faisal Al-Harbi",
    authorAr: "د. فيصل الحربي",
    imageUrl: "/images/blog/assessing-leaders-for-future-readiness.svg",
    imageAltEn: "A gold magnifying glass over a pattern of geometric stars, centred on a bright gold star, with chevrons pointing to it.",
    imageAltAr: "عدسة مكبّرة ذهبية فوق نقش من النجوم الهندسية، تتوسطها نجمة ذهبية لامعة، وأسهم تتجه نحوها.",
    featured: false,
    publishedAt: "2026-09-15",
  },
];
