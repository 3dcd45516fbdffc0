import type { LegalDocument } from "../legal-document";

export const termsOfServiceEn: LegalDocument = {
  title: "Terms of Service",
  description:
    "The terms that govern your use of our website. They are governed by the laws of the Kingdom of Saudi Arabia, and the courts in Riyadh have exclusive jurisdiction.",
  summary:
    "Please read these terms carefully: by using this website you agree to them. They are governed by the laws of the Kingdom of Saudi Arabia.",
  sections: [
    {
      id: "acceptance",
      heading: "Acceptance of these terms",
      blocks: [
        {
          type: "paragraph",
          text: "These Terms of Service (the \u201cTerms\u201d) govern your access to and use of the website of {brand} (\u201cwe\u201d, \u201cus\u201d or \u201cour\u201d). By using the website, you confirm that you accept these Terms. If you do not agree with them, please do not use the website.",
        },
        {
          type: "paragraph",
          text: "Our [Privacy Policy](/privacy-policy) explains how we handle personal data and forms part of these Terms.",
        },
      ],
    },
    {
      id: "our-services",
      heading: "Our website and services",
      blocks: [
        {
          type: "paragraph",
          text: "The website presents our executive search and HR advisory services, our methodology, our articles and our self-assessment tools. Its content is general information and does not constitute professional, legal or financial advice for your particular situation.",
        },
        {
          type: "paragraph",
          text: "We provide our services to clients under separate written engagement agreements. Where such an agreement conflicts with these Terms, the agreement prevails for the services it covers.",
        },
      ],
    },
    {
      id: "acceptable-use",
      heading: "Acceptable use",
      blocks: [
        { type: "paragraph", text: "You agree to use the website lawfully and respectfully. In particular, you must not:" },
        {
          type: "list",
          items: [
            "Submit false or misleading information, or information about another person without their permission.",
            "Attempt to gain unauthorised access to the website, its administration area, its servers or its databases.",
            "Interfere with the security or operation of the website, including by introducing malicious code or flooding it with requests.",
            "Collect content or data from the website by automated means without our written permission.",
            "Use the website to send unsolicited advertising or to harass anyone.",
          ],
        },
        { type: "paragraph", text: "We may restrict or suspend access for anyone who breaches these Terms." },
      ],
    },
    {
      id: "submissions",
      heading: "Information you submit",
      blocks: [
        {
          type: "paragraph",
          text: "When you send us a message, an inquiry, a consultation request or an assessment, you confirm that the information is accurate and that you are entitled to share it. We use it to respond to you and to provide the services you request, as described in our [Privacy Policy](/privacy-policy).",
        },
        {
          type: "paragraph",
          text: "Submitting a form does not by itself create a client or candidate relationship, nor does it oblige either party to enter into an engagement.",
        },
      ],
    },
    {
      id: "accounts",
      heading: "Accounts",
      blocks: [
        {
          type: "paragraph",
          text: "Some areas of the website are available only to authorised users. If you are given an account, you are responsible for keeping your sign-in details confidential and for all activity under your account. Please tell us immediately if you believe your account has been used without your permission.",
        },
      ],
    },
    {
      id: "intellectual-property",
      heading: "Intellectual property",
      blocks: [
        {
          type: "paragraph",
          text: "The website and its content, including texts, articles, illustrations, the SCORE framework, our name and our logo, are owned by us or our licensors and are protected by the intellectual property laws of the Kingdom of Saudi Arabia and by international treaties.",
        },
        {
          type: "paragraph",
          text: "You may view and print pages for your personal, non-commercial use and share links to our articles. Any other copying, distribution or adaptation requires our prior written consent.",
        },
      ],
    },
    {
      id: "assessments-and-results",
      heading: "Assessments and published results",
      blocks: [
        {
          type: "paragraph",
          text: "Our self-assessments give indicative results based on your answers. They are a starting point for a conversation, not a professional diagnosis of your organisation or of any individual.",
        },
        {
          type: "paragraph",
          text: "Figures published on the website, such as improvements in team performance or in the time new leaders take to become fully productive, describe outcomes our clients have achieved, each shown with its source; they are not a promise of the same results in every engagement. The 6-month replacement guarantee applies on the conditions set out in the relevant engagement agreement.",
        },
      ],
    },
    {
      id: "third-party",
      heading: "Third-party websites",
      blocks: [
        {
          type: "paragraph",
          text: "The website links to websites and platforms operated by others, such as our job board, the iQader career platform and professional networks. We do not control those services and are not responsible for their content, availability or privacy practices. Your use of them is subject to their own terms.",
        },
      ],
    },
    {
      id: "disclaimer",
      heading: "Disclaimer",
      blocks: [
        {
          type: "paragraph",
          text: "We take care to keep the website accurate and available, but it is provided \u201cas is\u201d and \u201cas available\u201d. To the extent permitted by law, we give no warranty that the website will be uninterrupted, free of errors or harmful components, or that its content will be complete and up to date at all times.",
        },
      ],
    },
    {
      id: "liability",
      heading: "Limitation of liability",
      blocks: [
        {
          type: "paragraph",
          text: "To the fullest extent permitted by the laws of the Kingdom of Saudi Arabia, we are not liable for any indirect or consequential loss, or for any loss of profit, business or data, arising from your use of or inability to use the website or from reliance on its content. Nothing in these Terms limits any liability that cannot be limited under applicable law.",
        },
      ],
    },
    {
      id: "changes",
      heading: "Changes to these terms",
      blocks: [
        {
          type: "paragraph",
          text: "We may revise these Terms from time to time. The revised version applies from the date shown at the top of this page, and your continued use of the website after a change means that you accept the revised Terms.",
        },
      ],
    },
    {
      id: "governing-law",
      heading: "Governing law and jurisdiction",
      blocks: [
        {
          type: "paragraph",
          text: "These Terms, and any dispute or claim arising out of or in connection with them or with the website, are governed by and construed in accordance with the laws of the Kingdom of Saudi Arabia.",
        },
        {
          type: "paragraph",
          text: "The courts in Riyadh, Kingdom of Saudi Arabia, have exclusive jurisdiction to settle any such dispute or claim.",
        },
      ],
    },
    {
      id: "language",
      heading: "Language",
      blocks: [
        {
          type: "paragraph",
          text: "These Terms are published in Arabic and English. If there is any inconsistency between the two versions, the Arabic version prevails.",
        },
      ],
    },
    {
      id: "contact",
      heading: "Contact us",
      blocks: [
        {
          type: "paragraph",
          text: "If you have any question about these Terms, please write to us through the [contact form](/#contact) on our home page.",
        },
      ],
    },
  ],
};
