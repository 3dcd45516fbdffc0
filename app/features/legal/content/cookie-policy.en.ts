import type { LegalDocument } from "../legal-document";

export const cookiePolicyEn: LegalDocument = {
  title: "Cookie Policy",
  description: "Which cookies our website uses, what each one does and how you can control them.",
  summary:
    "This website keeps cookies to the minimum it needs to work: it sets no analytics, advertising or social media cookies. This policy explains the types of cookies that exist, the few we use and how you can control them.",
  sections: [
    {
      id: "what-are-cookies",
      heading: "What cookies are",
      blocks: [
        {
          type: "paragraph",
          text: "Cookies are small text files that a website stores in your browser. They let the website recognise your browser from one request to the next, for example to keep you signed in or to remember a preference. Similar technologies, such as your browser's local storage, work in a comparable way and are covered by this policy too.",
        },
      ],
    },
    {
      id: "how-we-use",
      heading: "How we use cookies",
      blocks: [
        {
          type: "paragraph",
          text: "We designed this website to work with as few cookies as possible. It sets only the cookies needed to provide the website securely and in the language you choose. It does not use cookies to follow you across other websites, to build an advertising profile or to measure your visits.",
        },
        {
          type: "paragraph",
          text: "Because these cookies are strictly necessary, they do not require your consent. You can still block or delete them in your browser, as explained below.",
        },
      ],
    },
    {
      id: "cookies-we-set",
      heading: "The cookies we set",
      blocks: [
        {
          type: "table",
          caption: "Cookies set by this website",
          columns: ["Cookie", "Purpose", "Category", "Duration"],
          rows: [
            [
              "csrf_id",
              "Links your browser to the security token that protects our forms against forged requests (CSRF).",
              "Strictly necessary",
              "Until you close your browser",
            ],
            [
              "__Host-sid",
              "Keeps authorised staff signed in to the administration area. It is not set for visitors who do not sign in.",
              "Strictly necessary",
              "Until sign-out or the end of the session",
            ],
            [
              "language",
              "Remembers whether you chose English or Arabic. It is set only when you use the language switch.",
              "Strictly necessary (a preference you set)",
              "One year",
            ],
          ],
        },
        {
          type: "paragraph",
          text: "When you switch language, the website also keeps the same choice in your browser's local storage, under the name \u201clanguage\u201d. That copy never leaves your device.",
        },
      ],
    },
    {
      id: "types-of-cookies",
      heading: "Types of cookies",
      blocks: [
        {
          type: "paragraph",
          text: "Cookies are usually grouped into four categories. We explain each one below and say whether this website uses it.",
        },
        {
          type: "definitions",
          items: [
            {
              term: "Strictly necessary cookies",
              text: "Needed for a website to work and to stay secure, for example to protect forms or to keep a user signed in. We use these cookies, as listed above.",
            },
            {
              term: "Analytics (performance) cookies",
              text: "Collect information about how visitors use a website, such as which pages they visit most, usually through a third-party analytics service. We do not use analytics cookies.",
            },
            {
              term: "Functionality cookies",
              text: "Remember choices you make, such as your language or region, to give you a more personal experience. Our only preference cookie is the language cookie above, which we treat as necessary because it delivers the language you asked for.",
            },
            {
              term: "Targeting (advertising) cookies",
              text: "Record your visits and the links you follow, often across different websites, in order to show you advertising relevant to your interests. We do not use targeting cookies, and we do not allow advertising networks on our website.",
            },
          ],
        },
      ],
    },
    {
      id: "third-party",
      heading: "Third-party analytics and social plugins",
      blocks: [
        {
          type: "paragraph",
          text: "Many websites embed third-party analytics tools, such as Google Analytics, or social media plugins, such as share buttons and embedded feeds, which can set their own cookies and follow your activity. This website embeds none of them: it loads no scripts, fonts or images from other companies.",
        },
        {
          type: "paragraph",
          text: "Our links to our professional network page, our job board and the iQader career platform are ordinary links. Those services set no cookies through our website; if you follow a link and visit them, their own cookie policies apply.",
        },
        {
          type: "paragraph",
          text: "If we ever decide to introduce analytics or social features, we will update this policy first and, where the law requires it, ask for your consent before setting any cookie that is not strictly necessary.",
        },
      ],
    },
    {
      id: "managing-cookies",
      heading: "Managing cookies",
      blocks: [
        {
          type: "paragraph",
          text: "You can control and delete cookies in your browser settings. Most browsers let you see the cookies they store, block all or some of them and delete them when you close the browser.",
        },
        {
          type: "paragraph",
          text: "Please note that if you block the cookies this website needs, our forms may not be sent and staff may not be able to sign in. Deleting the language cookie simply returns the website to its default language.",
        },
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      blocks: [
        {
          type: "paragraph",
          text: "We will update this policy whenever we change the cookies the website uses. The date at the top of this page shows the latest revision.",
        },
      ],
    },
    {
      id: "contact",
      heading: "Contact us",
      blocks: [
        {
          type: "paragraph",
          text: "If you have a question about our use of cookies, please contact us through the [contact form](/#contact). To learn how we handle personal data, read our [Privacy Policy](/privacy-policy).",
        },
      ],
    },
  ],
};
