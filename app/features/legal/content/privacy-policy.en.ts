import type { LegalDocument } from "../legal-document";

export const privacyPolicyEn: LegalDocument = {
  title: "Privacy Policy",
  description:
    "How we collect, use and protect personal data when you use our website and services, in line with the Personal Data Protection Law of the Kingdom of Saudi Arabia.",
  summary:
    "We respect your privacy. This policy explains what personal data we collect when you use this website or our services, why we collect it, how we protect it and the rights you have under the Personal Data Protection Law of the Kingdom of Saudi Arabia.",
  sections: [
    {
      id: "who-we-are",
      heading: "Who we are",
      blocks: [
        {
          type: "paragraph",
          text: "{brand} (\u201cwe\u201d, \u201cus\u201d or \u201cour\u201d) is an executive search and HR advisory firm based in Riyadh, Kingdom of Saudi Arabia. We are the controller of the personal data described in this policy, which means that we decide why and how it is processed.",
        },
        {
          type: "paragraph",
          text: "This policy applies to this website, to the forms on it (contact messages, service inquiries, consultation requests and our self-assessments) and to the personal data we handle when we provide our services to clients and candidates.",
        },
      ],
    },
    {
      id: "pdpl",
      heading: "Our commitment under the Personal Data Protection Law",
      blocks: [
        {
          type: "paragraph",
          text: "We process personal data in accordance with the Personal Data Protection Law issued by Royal Decree No. M/19 dated 9/2/1443H, as amended, and its Implementing Regulations (together, the \u201cPDPL\u201d), under the supervision of the Saudi Data & Artificial Intelligence Authority (SDAIA).",
        },
        {
          type: "paragraph",
          text: "In practice, this means that we collect only what we need for a clear purpose, tell you about it when we collect it, keep it accurate and secure, keep it no longer than necessary and respect your rights as a data subject.",
        },
      ],
    },
    {
      id: "information-we-collect",
      heading: "Information we collect",
      blocks: [
        { type: "paragraph", text: "Information you give us:" },
        {
          type: "list",
          items: [
            "Contact details: your full name, email address, phone number and company, when you send a message, an inquiry or a consultation request.",
            "The content of your message: the service you are interested in, a description of your needs and, if you give one, a preferred date for a consultation.",
            "Candidate information: your CV, career history, qualifications, current role and salary expectations, when you share your profile with us or we discuss a role with you.",
            "Assessment answers: your responses to our HR or leadership self-assessments and their results, together with any contact details you choose to leave.",
          ],
        },
        {
          type: "paragraph",
          text: "Information collected automatically: when you visit the website, our servers record technical data such as your IP address, browser type, the pages requested and the date and time of each request. We use it to keep the website secure and working and to protect our forms against spam and abuse. We do not use it to build a profile of you.",
        },
        {
          type: "paragraph",
          text: "Cookies: the website uses only the cookies it needs to work. Our [Cookie Policy](/cookie-policy) lists them and explains what each one does.",
        },
        {
          type: "paragraph",
          text: "Please do not send us sensitive data, such as health information, religious beliefs or criminal records, through the website. If such data is ever needed for a specific role, we will ask for it separately and only with your explicit consent.",
        },
      ],
    },
    {
      id: "how-we-use",
      heading: "How we use your information",
      blocks: [
        {
          type: "list",
          items: [
            "To answer your message, inquiry or consultation request; we aim to reply within 24 hours.",
            "To deliver our services: executive search, leadership hiring, assessments, onboarding and advisory work.",
            "To consider you for roles that match your experience and, with your agreement, to present your profile to a client.",
            "To send you information you have asked for, such as an assessment report.",
            "To protect the website, our clients and candidates against fraud, spam and misuse.",
            "To meet our legal and regulatory obligations in the Kingdom.",
          ],
        },
        {
          type: "paragraph",
          text: "We do not sell your personal data, and we do not use it to make automated decisions that have legal or similarly significant effects on you.",
        },
      ],
    },
    {
      id: "legal-bases",
      heading: "Legal bases for processing",
      blocks: [
        { type: "paragraph", text: "We rely on one or more of the following bases permitted by the PDPL:" },
        {
          type: "list",
          items: [
            "Your consent, for example when you submit a form or ask us to present you to a client. You may withdraw your consent at any time.",
            "The performance of an agreement with you, or steps you ask us to take before entering into one.",
            "Compliance with a legal obligation that applies to us.",
            "Our legitimate interests, such as keeping the website secure, provided they do not override your rights and interests.",
          ],
        },
      ],
    },
    {
      id: "sharing",
      heading: "How we share information",
      blocks: [
        { type: "paragraph", text: "We share personal data only where it is needed and with appropriate safeguards:" },
        {
          type: "list",
          items: [
            "With clients: we share a candidate's profile with a client only after discussing the specific role with the candidate and obtaining their agreement.",
            "With service providers who host our systems or deliver our email, under written agreements that oblige them to protect the data and to use it only on our instructions.",
            "With public authorities, courts or regulators, where the law requires it.",
            "With our professional advisers, such as lawyers and auditors, who are bound by a duty of confidentiality.",
          ],
        },
      ],
    },
    {
      id: "transfers",
      heading: "Transfers outside the Kingdom",
      blocks: [
        {
          type: "paragraph",
          text: "We aim to keep personal data within the Kingdom of Saudi Arabia. If a transfer outside the Kingdom becomes necessary, for example to present a candidate to a client's regional office, we will make it only as permitted by the PDPL and its regulations on transferring personal data outside the Kingdom, limit it to the minimum data needed and make sure that an adequate level of protection is in place.",
        },
      ],
    },
    {
      id: "retention",
      heading: "How long we keep information",
      blocks: [
        {
          type: "paragraph",
          text: "We keep personal data only for as long as we need it for the purpose for which it was collected, or for as long as the law requires:",
        },
        {
          type: "list",
          items: [
            "Messages, inquiries and consultation requests: up to two years after our last contact with you, unless they lead to an engagement.",
            "Candidate profiles: for as long as you wish to be considered for opportunities; we ask you to confirm this at least every two years.",
            "Server logs: a short period, normally no longer than 90 days, unless they are needed to investigate a security incident.",
          ],
        },
        { type: "paragraph", text: "When data is no longer needed, we destroy it securely or make it anonymous." },
      ],
    },
    {
      id: "security",
      heading: "How we protect information",
      blocks: [
        {
          type: "paragraph",
          text: "We use technical and organisational measures appropriate to the risk, including encrypted connections, access limited to authorised staff who need it, passwords stored in a form that cannot be reversed, protection against forged form submissions and regular reviews of our safeguards.",
        },
        {
          type: "paragraph",
          text: "If a personal data breach that affects you occurs, we will notify SDAIA and inform you wherever the PDPL requires it.",
        },
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights",
      blocks: [
        { type: "paragraph", text: "Under the PDPL you have the right to:" },
        {
          type: "list",
          items: [
            "Be informed of how and why your personal data is collected and processed.",
            "Access the personal data we hold about you and obtain a copy in a clear, readable format.",
            "Ask us to correct, complete or update data that is inaccurate or incomplete.",
            "Ask us to destroy personal data we no longer need, subject to legal retention requirements.",
            "Withdraw your consent at any time, without affecting processing carried out before the withdrawal.",
          ],
        },
        {
          type: "paragraph",
          text: "To exercise any of these rights, write to us through our [contact form](/#contact). We may ask you to confirm your identity, and we will reply within 30 days. If you are not satisfied with our answer, you may lodge a complaint with the Saudi Data & Artificial Intelligence Authority.",
        },
      ],
    },
    {
      id: "children",
      heading: "Children",
      blocks: [
        {
          type: "paragraph",
          text: "Our website and services are intended for adults. We do not knowingly collect personal data from anyone under 18. If you believe that a minor has sent us personal data, please contact us and we will delete it.",
        },
      ],
    },
    {
      id: "other-websites",
      heading: "Links to other websites",
      blocks: [
        {
          type: "paragraph",
          text: "The website links to services run by others, such as our job board, the iQader career platform and our professional network page. Those services have their own privacy policies, and we encourage you to read them before you share personal data there.",
        },
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      blocks: [
        {
          type: "paragraph",
          text: "We may update this policy to reflect changes in the law or in the way we work. The date at the top of this page shows when it was last revised, and we will highlight any significant change on the website.",
        },
      ],
    },
    {
      id: "contact",
      heading: "Contact us",
      blocks: [
        {
          type: "paragraph",
          text: "For any question about this policy or about your personal data, please reach us through the [contact form](/#contact) on our home page. Our office is in Riyadh, Kingdom of Saudi Arabia.",
        },
      ],
    },
  ],
};
