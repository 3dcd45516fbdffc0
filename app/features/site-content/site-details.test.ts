import { describe, expect, it } from "vitest";
import type { ContentOverride } from "~/i18n/translate";
import { resolveSiteDetails } from "./resolve-site-details.server";
import { siteDetailSchemas } from "./site-detail.schema";
import { isSiteDetailKey, siteDetailKeys, telHref, whatsappHref } from "./site-details";

const check = (key: keyof typeof siteDetailSchemas, value: string) => {
  const result = siteDetailSchemas[key].safeParse(value);
  return result.success ? { ok: true as const, value: result.data } : { ok: false as const, error: result.error.issues[0]?.message };
};

describe("contact detail rules (shared by the dashboard form and the server)", () => {
  it("accepts an empty value for every detail: it hides it", () => {
    for (const key of Object.values(siteDetailKeys)) expect(check(key, "  ")).toEqual({ ok: true, value: "" });
  });

  it("e-mail: a real address, trimmed", () => {
    expect(check("contact.email", " info@sanad.example ")).toEqual({ ok: true, value: "info@sanad.example" });
    expect(check("contact.email", "info@")).toEqual({ ok: false, error: "siteContent.error.email" });
    expect(check("contact.email", "mailto:info@sanad.example")).toMatchObject({ ok: false });
  });

  it("phone: 7 to 15 digits, an optional leading +, spaces, dashes, dots and brackets", () => {
    for (const phone of ["+966 11 234 5678", "011-234-5678", "(011) 234.5678", "+966112345678"]) expect(check("contact.phone", phone)).toMatchObject({ ok: true });
    for (const phone of ["12345", "+966 11 234 5678 999 999", "call us", "966+112345678"])
      expect(check("contact.phone", phone)).toEqual({ ok: false, error: "siteContent.error.phone" });
  });

  it("phone and WhatsApp typed with Arabic-Indic digits are kept with Western digits", () => {
    expect(check("contact.phone", "+٩٦٦ ١١ ٢٣٤ ٥٦٧٨")).toEqual({ ok: true, value: "+966 11 234 5678" });
    expect(check("contact.whatsapp", "۰۵۰۱۲۳۴۵۶۷")).toEqual({ ok: true, value: "0501234567" });
  });

  it("WhatsApp: a number or a wa.me / api.whatsapp.com link", () => {
    for (const value of ["+966 50 123 4567", "https://wa.me/966501234567", "https://api.whatsapp.com/send?phone=966501234567"])
      expect(check("contact.whatsapp", value)).toMatchObject({ ok: true });
    for (const value of ["http://wa.me/966501234567", "https://wa.me/", "https://evil.example/966501234567", "javascript:alert(1)"])
      expect(check("contact.whatsapp", value)).toEqual({ ok: false, error: "siteContent.error.whatsapp" });
  });

  it("map link: https only", () => {
    expect(check("contact.mapUrl", "https://maps.app.goo.gl/abc123")).toMatchObject({ ok: true });
    for (const value of ["http://maps.example/x", "javascript:alert(1)", "maps.example/x", "https://user:pw@maps.example/x"])
      expect(check("contact.mapUrl", value)).toEqual({ ok: false, error: "siteContent.error.mapUrl" });
  });

  it("address: free text in each language, bounded", () => {
    expect(check("contact.address", "طريق الملك فهد، الرياض")).toMatchObject({ ok: true });
    expect(check("contact.address", "x".repeat(301))).toEqual({ ok: false, error: "admin.form.error.tooLong" });
  });

  it("advisor photo: only an image uploaded to this site", () => {
    expect(check("connect.advisor.photo", `/uploads/${"a".repeat(32)}`)).toMatchObject({ ok: true });
    for (const value of ["https://cdn.example/me.jpg", "/uploads/../secret", "/images/blog/a.svg"])
      expect(check("connect.advisor.photo", value)).toEqual({ ok: false, error: "siteContent.error.photo" });
  });
});

describe("links", () => {
  it("tel: keeps the digits and a leading +", () => {
    expect(telHref("+966 (11) 234-5678")).toBe("tel:+966112345678");
    expect(telHref("011 234 5678")).toBe("tel:0112345678");
  });

  it("WhatsApp: a number or a link becomes https://wa.me/<digits>", () => {
    expect(whatsappHref("+966 50 123 4567")).toBe("https://wa.me/966501234567");
    expect(whatsappHref("https://api.whatsapp.com/send?phone=966501234567&text=hi")).toBe("https://wa.me/966501234567");
    expect(whatsappHref("https://wa.me/966501234567")).toBe("https://wa.me/966501234567");
    expect(whatsappHref("hello")).toBeNull();
  });
});

describe("resolveSiteDetails", () => {
  const row = (key: string, contentEn: string | null, contentAr: string | null = contentEn): ContentOverride => ({ key, contentEn, contentAr });

  it("is all empty when nothing is filled in (the seeded state)", () => {
    const details = resolveSiteDetails("ar", Object.values(siteDetailKeys).map((key) => row(key, null)));
    expect(details).toEqual({ contact: { email: null, phone: null, whatsapp: null, address: null, mapUrl: null }, advisorPhoto: null });
  });

  it("gives each language its own address, and the English one where the Arabic is empty", () => {
    const overrides = [row("contact.address", "King Fahd Road, Riyadh", "طريق الملك فهد، الرياض")];
    expect(resolveSiteDetails("en", overrides).contact.address).toBe("King Fahd Road, Riyadh");
    expect(resolveSiteDetails("ar", overrides).contact.address).toBe("طريق الملك فهد، الرياض");
    expect(resolveSiteDetails("ar", [row("contact.address", "King Fahd Road, Riyadh", "")]).contact.address).toBe("King Fahd Road, Riyadh");
  });

  it("builds the links and leaves out a stored value that breaks the rules", () => {
    const details = resolveSiteDetails("ar", [
      row("contact.email", "info@sanad.example"),
      row("contact.phone", "+966 11 234 5678"),
      row("contact.whatsapp", "https://wa.me/966501234567"),
      row("contact.mapUrl", "javascript:alert(1)"),
      row("connect.advisor.photo", `/uploads/${"b".repeat(32)}`),
    ]);
    expect(details.contact).toEqual({
      email: "info@sanad.example",
      phone: { display: "+966 11 234 5678", href: "tel:+966112345678" },
      whatsapp: { display: "+966501234567", href: "https://wa.me/966501234567" },
      address: null,
      mapUrl: null,
    });
    expect(details.advisorPhoto).toBe(`/uploads/${"b".repeat(32)}`);
  });

  it("knows its keys apart from the catalog texts", () => {
    expect(isSiteDetailKey("contact.phone")).toBe(true);
    expect(isSiteDetailKey("footer.location")).toBe(false);
  });
});
