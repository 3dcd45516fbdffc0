import { describe, expect, it } from "vitest";
import { absoluteUrl, blogPostingJsonLd, organizationContact, organizationJsonLd, personJsonLd, serializeJsonLd } from "./json-ld";

describe("serializeJsonLd", () => {
  it("cannot close the script element it sits in", () => {
    const text = serializeJsonLd({ headline: "</script><script>alert(1)</script> & more" });
    expect(text).not.toContain("<");
    expect(text).not.toContain(">");
    expect(JSON.parse(text)).toEqual({ headline: "</script><script>alert(1)</script> & more" });
  });

  it("keeps Arabic text readable and parseable", () => {
    const text = serializeJsonLd({ name: "سند للبحث التنفيذي\u2028" });
    expect(text).toContain("سند للبحث التنفيذي");
    expect(JSON.parse(text)).toEqual({ name: "سند للبحث التنفيذي\u2028" });
  });
});

describe("absoluteUrl", () => {
  it("joins paths to the public address", () => {
    expect(absoluteUrl("https://sanad.example", "/images/blog/a.svg")).toBe("https://sanad.example/images/blog/a.svg");
    expect(absoluteUrl("https://sanad.example/", "/")).toBe("https://sanad.example/");
    expect(absoluteUrl("https://sanad.example", "https://cdn.example/a.png")).toBe("https://cdn.example/a.png");
  });
});

describe("organizationJsonLd", () => {
  it("describes the firm in Riyadh with its logo", () => {
    const data = organizationJsonLd({ name: "Sanad Executive Partners", publicUrl: "https://sanad.example" });
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Sanad Executive Partners",
      url: "https://sanad.example/",
      logo: "https://sanad.example/favicon.svg",
      address: { "@type": "PostalAddress", addressLocality: "Riyadh", addressCountry: "SA" },
    });
  });

  it("carries the contact details filled in on the dashboard, in the page's language", () => {
    const data = organizationJsonLd({
      name: "سند للبحث التنفيذي",
      publicUrl: "https://sanad.example",
      contact: organizationContact({
        email: "info@sanad.example",
        phone: { display: "+966 11 234 5678", href: "tel:+966112345678" },
        whatsapp: { display: "+966 50 123 4567", href: "https://wa.me/966501234567" },
        address: "طريق الملك فهد، حي العليا، الرياض",
        mapUrl: "https://maps.example/sanad",
      }),
    });
    const address = { "@type": "PostalAddress", streetAddress: "طريق الملك فهد، حي العليا، الرياض", addressLocality: "Riyadh", addressCountry: "SA" };
    expect(data).toMatchObject({
      email: "info@sanad.example",
      telephone: "+966112345678",
      address,
      location: { "@type": "Place", address, hasMap: "https://maps.example/sanad" },
    });
  });

  it("leaves out every contact detail that is empty", () => {
    const data = organizationJsonLd({
      name: "Sanad",
      publicUrl: "https://sanad.example",
      contact: organizationContact({ email: null, phone: null, whatsapp: null, address: null, mapUrl: null }),
    });
    expect(data).not.toHaveProperty("email");
    expect(data).not.toHaveProperty("telephone");
    expect(data).not.toHaveProperty("location");
    expect(data.address).toEqual({ "@type": "PostalAddress", addressLocality: "Riyadh", addressCountry: "SA" });
  });

  it("links the professional network only when configured", () => {
    const data = organizationJsonLd({ name: "x", publicUrl: "https://sanad.example", professionalNetworkUrl: "https://www.linkedin.com/company/x" });
    expect(data.sameAs).toEqual(["https://www.linkedin.com/company/x"]);
    expect(organizationJsonLd({ name: "x", publicUrl: "https://sanad.example", professionalNetworkUrl: null })).not.toHaveProperty("sameAs");
  });
});

describe("blogPostingJsonLd", () => {
  it("has the fields search engines read for an article", () => {
    const data = blogPostingJsonLd({
      url: "https://sanad.example/ar/blog/a",
      headline: "عنوان",
      description: "ملخص",
      image: "/images/blog/a.svg",
      datePublished: "2025-01-21T00:00:00.000Z",
      dateModified: "2025-02-01T00:00:00.000Z",
      author: "Noura Al-Qahtani",
      publisherName: "سند للبحث التنفيذي",
      publicUrl: "https://sanad.example",
      inLanguage: "ar",
    });
    expect(data).toMatchObject({
      "@type": "BlogPosting",
      headline: "عنوان",
      description: "ملخص",
      image: ["https://sanad.example/images/blog/a.svg"],
      datePublished: "2025-01-21T00:00:00.000Z",
      dateModified: "2025-02-01T00:00:00.000Z",
      author: { "@type": "Person", name: "Noura Al-Qahtani" },
      publisher: { "@type": "Organization", name: "سند للبحث التنفيذي", logo: { url: "https://sanad.example/favicon.svg" } },
      inLanguage: "ar",
      mainEntityOfPage: { "@type": "WebPage", "@id": "https://sanad.example/ar/blog/a" },
    });
  });
});

describe("personJsonLd", () => {
  it("describes a team member as a Person who works for the firm's Organization, leaving out what is not set", () => {
    const data = personJsonLd({
      url: "https://firm.example/ar/team/sara",
      name: "سارة العتيبي",
      jobTitle: "الشريكة المديرة",
      image: "/uploads/0123456789abcdef0123456789abcdef",
      linkedinUrl: "https://www.linkedin.com/in/sara",
      email: null,
      knowsAbout: ["البحث التنفيذي"],
      knowsLanguage: [],
      worksFor: { name: "سند", publicUrl: "https://firm.example" },
    });
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Person",
      url: "https://firm.example/ar/team/sara",
      image: "https://firm.example/uploads/0123456789abcdef0123456789abcdef",
      sameAs: ["https://www.linkedin.com/in/sara"],
      knowsAbout: ["البحث التنفيذي"],
      worksFor: { "@type": "Organization", name: "سند", url: "https://firm.example/" },
    });
    expect(data).not.toHaveProperty("email");
    expect(data).not.toHaveProperty("knowsLanguage");
    expect(data.worksFor).not.toHaveProperty("@context");
  });
});
