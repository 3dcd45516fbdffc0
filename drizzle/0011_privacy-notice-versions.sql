CREATE TABLE "privacy_notice_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" integer,
	"note" text,
	"content_en" text NOT NULL,
	"content_ar" text NOT NULL,
	CONSTRAINT "privacy_notice_versions_version_check" CHECK ("privacy_notice_versions"."version" >= 2)
);
--> statement-breakpoint
ALTER TABLE "privacy_notice_versions" ADD CONSTRAINT "privacy_notice_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- Version 1 is the policy built into the site (2025-04-14); version 2 adds the paragraph on the first-party record of how a visitor found the site (app/features/legal/content/privacy-policy-v2.ts).
INSERT INTO "privacy_notice_versions" ("version", "published_at", "published_by", "note", "content_en", "content_ar") VALUES (2, '2026-11-25T06:00:00.000Z', NULL, 'Names the first-party record of how a visitor found the site (kept in the browser, sent with a form).', $md$We respect your privacy. This policy explains what personal data we collect when you use this website or our services, why we collect it, how we protect it and the rights you have under the Personal Data Protection Law of the Kingdom of Saudi Arabia.

## Who we are {#who-we-are}

{brand} (“we”, “us” or “our”) is an executive search and HR advisory firm based in Riyadh, Kingdom of Saudi Arabia. We are the controller of the personal data described in this policy, which means that we decide why and how it is processed.

This policy applies to this website, to the forms on it (contact messages, service inquiries, consultation requests and our self-assessments) and to the personal data we handle when we provide our services to clients and candidates.

## Our commitment under the Personal Data Protection Law {#pdpl}

We process personal data in accordance with the Personal Data Protection Law issued by Royal Decree No. M/19 dated 9/2/1443H, as amended, and its Implementing Regulations (together, the “PDPL”), under the supervision of the Saudi Data & Artificial Intelligence Authority (SDAIA).

In practice, this means that we collect only what we need for a clear purpose, tell you about it when we collect it, keep it accurate and secure, keep it no longer than necessary and respect your rights as a data subject.

## Information we collect {#information-we-collect}

Information you give us:

- Contact details: your full name, email address, phone number and company, when you send a message, an inquiry or a consultation request.
- The content of your message: the service you are interested in, a description of your needs and, if you give one, a preferred date for a consultation.
- Candidate information: your CV, career history, qualifications, current role and salary expectations, when you share your profile with us or we discuss a role with you.
- Assessment answers: your responses to our HR or leadership self-assessments and their results, together with any contact details you choose to leave.

Information collected automatically: when you visit the website, our servers record technical data such as your IP address, browser type, the pages requested and the date and time of each request. We use it to keep the website secure and working and to protect our forms against spam and abuse. We do not use it to build a profile of you.

Cookies: the website uses only the cookies it needs to work. Our [Cookie Policy](/cookie-policy) lists them and explains what each one does.

How you found us: so that we know which of our articles, campaigns or partner sites brought you to us, your browser keeps a small note in its own storage on your device (not a cookie) about your first and your latest visit: the website that referred you, the campaign named in the link (utm_source, utm_medium, utm_campaign), the page you arrived on, your language and the time. It reaches us only with a form you send us, is never shared with a third party, and you can delete it at any time by clearing this website's data in your browser.

Please do not send us sensitive data, such as health information, religious beliefs or criminal records, through the website. If such data is ever needed for a specific role, we will ask for it separately and only with your explicit consent.

## How we use your information {#how-we-use}

- To answer your message, inquiry or consultation request; we aim to reply within 24 hours.
- To deliver our services: executive search, leadership hiring, assessments, onboarding and advisory work.
- To consider you for roles that match your experience and, with your agreement, to present your profile to a client.
- To send you information you have asked for, such as an assessment report.
- To protect the website, our clients and candidates against fraud, spam and misuse.
- To meet our legal and regulatory obligations in the Kingdom.

We do not sell your personal data, and we do not use it to make automated decisions that have legal or similarly significant effects on you.

## Legal bases for processing {#legal-bases}

We rely on one or more of the following bases permitted by the PDPL:

- Your consent, for example when you submit a form or ask us to present you to a client. You may withdraw your consent at any time.
- The performance of an agreement with you, or steps you ask us to take before entering into one.
- Compliance with a legal obligation that applies to us.
- Our legitimate interests, such as keeping the website secure, provided they do not override your rights and interests.

## How we share information {#sharing}

We share personal data only where it is needed and with appropriate safeguards:

- With clients: we share a candidate's profile with a client only after discussing the specific role with the candidate and obtaining their agreement.
- With service providers who host our systems or deliver our email, under written agreements that oblige them to protect the data and to use it only on our instructions.
- With public authorities, courts or regulators, where the law requires it.
- With our professional advisers, such as lawyers and auditors, who are bound by a duty of confidentiality.

## Transfers outside the Kingdom {#transfers}

We aim to keep personal data within the Kingdom of Saudi Arabia. If a transfer outside the Kingdom becomes necessary, for example to present a candidate to a client's regional office, we will make it only as permitted by the PDPL and its regulations on transferring personal data outside the Kingdom, limit it to the minimum data needed and make sure that an adequate level of protection is in place.

## How long we keep information {#retention}

We keep personal data only for as long as we need it for the purpose for which it was collected, or for as long as the law requires:

- Messages, inquiries and consultation requests: up to two years after our last contact with you, unless they lead to an engagement.
- Candidate profiles: for as long as you wish to be considered for opportunities; we ask you to confirm this at least every two years.
- Server logs: a short period, normally no longer than 90 days, unless they are needed to investigate a security incident.

When data is no longer needed, we destroy it securely or make it anonymous.

## How we protect information {#security}

We use technical and organisational measures appropriate to the risk, including encrypted connections, access limited to authorised staff who need it, passwords stored in a form that cannot be reversed, protection against forged form submissions and regular reviews of our safeguards.

If a personal data breach that affects you occurs, we will notify SDAIA and inform you wherever the PDPL requires it.

## Your rights {#your-rights}

Under the PDPL you have the right to:

- Be informed of how and why your personal data is collected and processed.
- Access the personal data we hold about you and obtain a copy in a clear, readable format.
- Ask us to correct, complete or update data that is inaccurate or incomplete.
- Ask us to destroy personal data we no longer need, subject to legal retention requirements.
- Withdraw your consent at any time, without affecting processing carried out before the withdrawal.

To exercise any of these rights, write to us through our [contact form](/#contact). We may ask you to confirm your identity, and we will reply within 30 days. If you are not satisfied with our answer, you may lodge a complaint with the Saudi Data & Artificial Intelligence Authority.

## Children {#children}

Our website and services are intended for adults. We do not knowingly collect personal data from anyone under 18. If you believe that a minor has sent us personal data, please contact us and we will delete it.

## Links to other websites {#other-websites}

The website links to services run by others, such as our job board, the iQader career platform and our professional network page. Those services have their own privacy policies, and we encourage you to read them before you share personal data there.

## Changes to this policy {#changes}

We may update this policy to reflect changes in the law or in the way we work. The date at the top of this page shows when it was last revised, and we will highlight any significant change on the website.

## Contact us {#contact}

For any question about this policy or about your personal data, please reach us through the [contact form](/#contact) on our home page. Our office is in Riyadh, Kingdom of Saudi Arabia.$md$, $md$نحترم خصوصيتك. توضح هذه السياسة البيانات الشخصية التي نجمعها عند استخدامك هذا الموقع أو خدماتنا، وأسباب جمعها، وكيف نحميها، والحقوق التي يكفلها لك نظام حماية البيانات الشخصية في المملكة العربية السعودية.

## من نحن {#who-we-are}

{brand} (ويُشار إليها في هذه السياسة بـ«نحن») شركة متخصصة في البحث التنفيذي واستشارات الموارد البشرية، مقرها الرياض في المملكة العربية السعودية. ونحن جهة التحكم في البيانات الشخصية الموضحة في هذه السياسة، أي أننا من يحدد الغرض من معالجتها وطريقة معالجتها.

تسري هذه السياسة على هذا الموقع والنماذج المتاحة فيه (رسائل التواصل، والاستفسارات عن الخدمات، وطلبات الاستشارة، والتقييمات الذاتية)، وعلى البيانات الشخصية التي نتعامل معها عند تقديم خدماتنا للعملاء والمرشحين.

## التزامنا بموجب نظام حماية البيانات الشخصية {#pdpl}

نعالج البيانات الشخصية وفقًا لنظام حماية البيانات الشخصية الصادر بالمرسوم الملكي رقم (م/19) وتاريخ 9/2/1443هـ وتعديلاته، ولائحته التنفيذية (ويُشار إليهما معًا بـ«النظام»)، تحت إشراف الهيئة السعودية للبيانات والذكاء الاصطناعي (سدايا).

ويعني ذلك عمليًا أننا لا نجمع إلا ما نحتاج إليه لغرض واضح، ونُعلمك به عند جمعه، ونحافظ على دقته وأمنه، ولا نحتفظ به مدة أطول من اللازم، ونحترم حقوقك بصفتك صاحب البيانات.

## البيانات التي نجمعها {#information-we-collect}

البيانات التي تقدّمها لنا:

- بيانات التواصل: اسمك الكامل وبريدك الإلكتروني ورقم هاتفك واسم شركتك، عند إرسالك رسالة أو استفسارًا أو طلب استشارة.
- مضمون رسالتك: الخدمة التي تهمك، ووصف احتياجاتك، والموعد المفضل للاستشارة إن حددته.
- بيانات المرشحين: سيرتك الذاتية ومسيرتك المهنية ومؤهلاتك ومنصبك الحالي وتوقعاتك للراتب، عندما تشاركنا ملفك المهني أو نناقش معك فرصة وظيفية.
- إجابات التقييمات: إجاباتك عن تقييماتنا الذاتية في الموارد البشرية أو القيادة ونتائجها، مع أي بيانات تواصل تختار تركها.

البيانات التي تُجمع تلقائيًا: عند زيارتك الموقع تسجّل خوادمنا بيانات تقنية مثل عنوان بروتوكول الإنترنت (IP) ونوع المتصفح والصفحات المطلوبة وتاريخ كل طلب ووقته. ونستخدم هذه البيانات للحفاظ على أمن الموقع وحسن عمله، ولحماية نماذجنا من الرسائل المزعجة وإساءة الاستخدام، ولا نستخدمها لبناء ملف تعريفي عنك.

ملفات تعريف الارتباط: لا يستخدم الموقع إلا ملفات تعريف الارتباط التي يحتاج إليها ليعمل، وتسردها [سياسة ملفات تعريف الارتباط](/cookie-policy) وتوضح وظيفة كل منها.

كيف وصلت إلينا: لنعرف أي مقالاتنا أو حملاتنا أو المواقع التي تحيل إلينا أوصلك إلينا، يحتفظ متصفحك في مساحة التخزين الخاصة به على جهازك (لا في ملف تعريف ارتباط) بملاحظة صغيرة عن أول زيارة لك وآخر زيارة: الموقع الذي أحالك إلينا، واسم الحملة الوارد في الرابط (utm_source وutm_medium وutm_campaign)، والصفحة التي وصلت إليها، ولغتك، ووقت الزيارة. ولا تصل إلينا إلا مع نموذج ترسله إلينا، ولا نشاركها مع أي طرف ثالث، ويمكنك حذفها متى شئت بمسح بيانات هذا الموقع من متصفحك.

نرجو ألا ترسل إلينا عبر الموقع بيانات حساسة، مثل المعلومات الصحية أو المعتقدات الدينية أو السوابق الجنائية. وإذا احتجنا إلى شيء منها لوظيفة بعينها، فسنطلبه منفصلًا وبموافقتك الصريحة فقط.

## كيف نستخدم بياناتك {#how-we-use}

- للرد على رسالتك أو استفسارك أو طلب الاستشارة، ونحرص على الرد خلال 24 ساعة.
- لتقديم خدماتنا: البحث التنفيذي، وتوظيف القيادات، والتقييمات، والتهيئة، والخدمات الاستشارية.
- لترشيحك للوظائف التي تناسب خبرتك، وتقديم ملفك إلى أحد العملاء بعد موافقتك.
- لإرسال المعلومات التي طلبتها، مثل تقرير التقييم.
- لحماية الموقع وعملائنا والمرشحين من الاحتيال والرسائل المزعجة وإساءة الاستخدام.
- للوفاء بالتزاماتنا النظامية والتنظيمية في المملكة.

لا نبيع بياناتك الشخصية، ولا نستخدمها في اتخاذ قرارات آلية تترتب عليها آثار نظامية أو آثار مماثلة في أهميتها بالنسبة إليك.

## الأسس النظامية للمعالجة {#legal-bases}

نعتمد على واحد أو أكثر من الأسس التالية التي يجيزها النظام:

- موافقتك، كأن ترسل أحد النماذج أو تطلب منا تقديمك إلى أحد العملاء، ويحق لك سحب موافقتك في أي وقت.
- تنفيذ اتفاق معك، أو اتخاذ خطوات تطلبها منا قبل إبرامه.
- الوفاء بالتزام نظامي يقع علينا.
- مصالحنا المشروعة، مثل الحفاظ على أمن الموقع، بشرط ألا تطغى على حقوقك ومصالحك.

## مشاركة البيانات {#sharing}

لا نشارك البيانات الشخصية إلا عند الحاجة ومع ضمانات مناسبة:

- مع العملاء: لا نشارك ملف المرشح مع أي عميل إلا بعد مناقشة الوظيفة المعنية معه والحصول على موافقته.
- مع مزوّدي الخدمات الذين يستضيفون أنظمتنا أو يتولّون إرسال بريدنا الإلكتروني، بموجب اتفاقيات مكتوبة تُلزمهم بحماية البيانات وعدم استخدامها إلا وفق تعليماتنا.
- مع الجهات الحكومية أو المحاكم أو الجهات التنظيمية، متى اقتضى النظام ذلك.
- مع مستشارينا المهنيين، كالمحامين ومراجعي الحسابات، الملتزمين بواجب السرية.

## نقل البيانات إلى خارج المملكة {#transfers}

نحرص على إبقاء البيانات الشخصية داخل المملكة العربية السعودية. وإذا اقتضت الحاجة نقلها إلى خارج المملكة، كتقديم مرشح إلى مكتب إقليمي لأحد العملاء، فلن نفعل ذلك إلا في الحدود التي يجيزها النظام ولائحة نقل البيانات الشخصية إلى خارج المملكة، مع الاقتصار على الحد الأدنى من البيانات اللازمة والتأكد من توافر مستوى ملائم من الحماية.

## مدة الاحتفاظ بالبيانات {#retention}

لا نحتفظ بالبيانات الشخصية إلا طوال المدة اللازمة لتحقيق الغرض الذي جُمعت من أجله، أو المدة التي يفرضها النظام:

- الرسائل والاستفسارات وطلبات الاستشارة: مدة تصل إلى سنتين من آخر تواصل بيننا، ما لم تُفضِ إلى تعاقد.
- ملفات المرشحين: طالما رغبت في ترشيحك للفرص المناسبة، ونطلب منك تأكيد ذلك مرة كل سنتين على الأقل.
- سجلات الخوادم: مدة قصيرة لا تتجاوز عادةً 90 يومًا، ما لم نحتج إليها للتحقيق في حادثة أمنية.

وعند انتفاء الحاجة إلى البيانات، نتلفها بطريقة آمنة أو نحوّلها إلى بيانات مجهولة الهوية.

## كيف نحمي بياناتك {#security}

نطبّق تدابير تقنية وتنظيمية تتناسب مع المخاطر، منها الاتصالات المشفّرة، وقصر الوصول على الموظفين المخوّلين الذين يحتاجون إليه، وحفظ كلمات المرور بصيغة لا يمكن استرجاعها، والحماية من إرسال النماذج المزوّرة، والمراجعة الدورية لضوابطنا.

وإذا وقع تسرّب للبيانات الشخصية يمسّك، فسنُبلغ الهيئة السعودية للبيانات والذكاء الاصطناعي ونُعلمك بذلك متى أوجب النظام ذلك.

## حقوقك {#your-rights}

يكفل لك النظام الحق في:

- العلم بكيفية جمع بياناتك الشخصية ومعالجتها والغرض من ذلك.
- الوصول إلى بياناتك الشخصية المتوفرة لدينا، والحصول على نسخة منها بصيغة واضحة ومقروءة.
- طلب تصحيح بياناتك أو إكمالها أو تحديثها إذا كانت غير دقيقة أو ناقصة.
- طلب إتلاف البيانات الشخصية التي انتهت الحاجة إليها، مع مراعاة متطلبات الاحتفاظ النظامية.
- سحب موافقتك في أي وقت، دون أن يؤثر ذلك في المعالجة التي تمت قبل سحبها.

لممارسة أي من هذه الحقوق، راسلنا عبر [نموذج التواصل](/#contact). وقد نطلب منك التحقق من هويتك، وسنرد عليك خلال 30 يومًا. وإن لم تكن راضيًا عن ردنا، فيحق لك تقديم شكوى إلى الهيئة السعودية للبيانات والذكاء الاصطناعي.

## الأطفال {#children}

موقعنا وخدماتنا موجهة إلى البالغين، ولا نجمع عن علمٍ بيانات شخصية من أي شخص دون الثامنة عشرة. وإذا اعتقدت أن قاصرًا أرسل إلينا بيانات شخصية، فيُرجى التواصل معنا وسنحذفها.

## روابط المواقع الأخرى {#other-websites}

يتضمن الموقع روابط إلى خدمات يديرها آخرون، مثل منصة الوظائف ومنصة iQader المهنية وصفحتنا على الشبكة المهنية. ولهذه الخدمات سياسات خصوصية خاصة بها، وننصحك بالاطلاع عليها قبل مشاركة أي بيانات شخصية فيها.

## التعديلات على هذه السياسة {#changes}

قد نحدّث هذه السياسة لمواكبة التغييرات في الأنظمة أو في طريقة عملنا. ويبيّن التاريخ في أعلى هذه الصفحة موعد آخر مراجعة لها، وسنُبرز على الموقع أي تعديل جوهري.

## تواصل معنا {#contact}

لأي سؤال عن هذه السياسة أو عن بياناتك الشخصية، يُرجى التواصل معنا عبر [نموذج التواصل](/#contact) في صفحتنا الرئيسية. يقع مكتبنا في الرياض، المملكة العربية السعودية.$md$);
