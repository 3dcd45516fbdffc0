import { describe, expect, it } from "vitest";
import { builtInCatalogs } from "~/i18n/built-in-catalogs";
import { createTranslator } from "~/i18n/translate";
import { composePasswordResetMail } from "./password-reset-mail";

const catalogs = builtInCatalogs();

const en = { t: createTranslator(catalogs.en), link: "https://sanad.example/reset-password?token=abc" };
const ar = { t: createTranslator(catalogs.ar), link: "https://sanad.example/ar/reset-password?token=abc" };

describe("composePasswordResetMail", () => {
  it("writes both languages, each with its own link, English first", () => {
    const mail = composePasswordResetMail({ username: "huda", fullName: "Huda", isProtected: false, en, ar });
    expect(mail.subject).toBe(`Set a new password for your Sanad Executive Partners account | تعيين كلمة مرور جديدة لحسابكم في ${catalogs.ar["brand.name"]}`);
    expect(mail.text.indexOf(en.link)).toBeGreaterThan(-1);
    expect(mail.text.indexOf(ar.link)).toBeGreaterThan(mail.text.indexOf(en.link));
    expect(mail.text).toContain("Hello Huda,");
    expect(mail.text).toContain("The link works once and expires in one hour.");
    expect(mail.text).toContain(catalogs.ar["auth.resetMail.validity"]);
    expect(mail.html).toContain('<div lang="ar" dir="rtl"');
    expect(mail.html).toContain(`href="${en.link}"`);
  });

  it("greets by username when there is no full name", () => {
    expect(composePasswordResetMail({ username: "huda", fullName: "  ", isProtected: false, en, ar }).text).toContain("Hello huda,");
  });

  it("greets the firm's own account without a name as the site names it, in each language", () => {
    const mail = composePasswordResetMail({ username: "admin", fullName: null, isProtected: true, en, ar });
    expect(mail.text).toContain("Hello Site administrator,");
    expect(mail.text).toContain(catalogs.ar["auth.resetMail.greeting"].replace("{name}", catalogs.ar["account.siteAdministrator"]));
    expect(mail.text).not.toMatch(/(Hello|مرحبًا) admin/);
  });

  it("escapes what the account holder typed in the HTML part", () => {
    const mail = composePasswordResetMail({ username: "huda", fullName: '<img src=x onerror="alert(1)">', isProtected: false, en, ar });
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });
});
