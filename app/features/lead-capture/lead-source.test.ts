import { describe, expect, it } from "vitest";
import { contactLeadSource, emailKeyOf, phoneInMessage } from "./lead-source";

describe("lead source of a contact submission", () => {
  it("tells the consultation and inquiry dialogs from the contact form, in both languages", () => {
    expect(contactLeadSource("Phone: +966 50 123 4567\nPreferred date: 2026-12-01\n\nA CHRO search")).toBe("consultation");
    expect(contactLeadSource("الهاتف: 0501234567\nالتاريخ المفضل: غير محدد\n\nنحتاج")).toBe("consultation");
    expect(contactLeadSource("Phone: +966 50 123 4567\n\nWe need a CFO")).toBe("inquiry");
    expect(contactLeadSource("الهاتف: 0501234567\n\nنحتاج مديرًا ماليًا")).toBe("inquiry");
    expect(contactLeadSource("We would like to talk.")).toBe("contact");
    expect(contactLeadSource("My phone: 123\n\nhello")).toBe("contact");
  });

  it("reads the dialogs' phone line", () => {
    expect(phoneInMessage("Phone: +966 50 123 4567\n\nWe need a CFO")).toBe("+966 50 123 4567");
    expect(phoneInMessage("الهاتف: 0501234567\nالتاريخ المفضل: غير محدد\n\nنحتاج")).toBe("0501234567");
    expect(phoneInMessage("Hello")).toBeNull();
  });

  it("keys persons by the trimmed, lower-case e-mail; blank is nobody's key", () => {
    expect(emailKeyOf("  Sara@Example.SA ")).toBe("sara@example.sa");
    expect(emailKeyOf("")).toBeNull();
    expect(emailKeyOf("   ")).toBeNull();
    expect(emailKeyOf(null)).toBeNull();
  });
});
