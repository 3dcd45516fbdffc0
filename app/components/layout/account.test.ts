import { describe, expect, it } from "vitest";
import { shellMessages } from "~/i18n/catalogs/shell";
import { createTranslator } from "~/i18n/translate";
import { accountInitial, accountName, canOpenDashboard } from "./account";

const en = createTranslator(shellMessages.en);
const ar = createTranslator(shellMessages.ar);

describe("account helpers", () => {
  it("names the account by its full name, else its username", () => {
    expect(accountName({ fullName: "Noura Al-Saud", username: "noura", isProtected: false }, en)).toBe("Noura Al-Saud");
    expect(accountName({ fullName: "   ", username: "noura", isProtected: false }, en)).toBe("noura");
    expect(accountName({ fullName: null, username: "noura", isProtected: false }, ar)).toBe("noura");
  });

  it("names the firm's own administrator account without a name by its role, in the reader's language; a name it is given wins", () => {
    expect(accountName({ fullName: null, username: "admin", isProtected: true }, en)).toBe("Site administrator");
    expect(accountName({ fullName: " ", username: "admin", isProtected: true }, ar)).toBe("مدير الموقع");
    expect(accountName({ fullName: "Faisal Al-Otaibi", username: "admin", isProtected: true }, ar)).toBe("Faisal Al-Otaibi");
  });

  it("puts the first letter of the name on the badge, Arabic included", () => {
    expect(accountInitial({ fullName: null, username: "noura", isProtected: false }, en)).toBe("N");
    expect(accountInitial({ fullName: "  نورة السعود", username: "noura", isProtected: false }, en)).toBe("ن");
    expect(accountInitial({ fullName: null, username: "admin", isProtected: true }, ar)).toBe("م");
  });

  it("offers the dashboard to administrators only", () => {
    expect(canOpenDashboard({ role: "admin" })).toBe(true);
    expect(canOpenDashboard({ role: "user" })).toBe(false);
  });
});
