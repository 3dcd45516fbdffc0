/** The header's anchors on the home page, in order (spec: public-site.md §2). */
export const navAnchors = [
  { id: "about", labelKey: "nav.about" },
  { id: "services", labelKey: "nav.services" },
  { id: "framework", labelKey: "nav.framework" },
  { id: "why-us", labelKey: "nav.whyUs" },
  { id: "blog", labelKey: "nav.insights" },
  { id: "contact", labelKey: "nav.contact" },
] as const;
