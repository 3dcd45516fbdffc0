import { describe, expect, it } from "vitest";
import { describeAuditEntry } from "~/features/audit-log/describe-audit-entry";
import { builtInCatalogs } from "~/i18n/built-in-catalogs";
import { createTranslator, resolveMessages } from "~/i18n/translate";
import { accountChangeDetails, changesAuditedFields, maskName } from "./account-change-audit";

const catalogs = builtInCatalogs();

const en = { t: createTranslator(resolveMessages("en", catalogs, [])), lang: "en" as const };
const ar = { t: createTranslator(resolveMessages("ar", catalogs, [])), lang: "ar" as const };

describe("accountChangeDetails", () => {
  const before = { username: "noura", fullName: "Noura Al-Saud", email: "noura@example.sa" };

  it("records e-mail and full name before and after, masked, only when they changed", () => {
    const details = accountChangeDetails(before, { ...before, email: "attacker@evil.example", fullName: "محمد" });
    expect(details).toEqual({
      username: { from: "noura", to: "noura" },
      email: { from: "n***@example.sa", to: "a***@evil.example" },
      fullName: { from: "N***", to: "م***" },
    });
    expect(JSON.stringify(details)).not.toMatch(/noura@|attacker|Al-Saud|محمد/);
    expect(changesAuditedFields(details)).toBe(true);
  });

  it("an added or removed value is null on its side; an unchanged one is left out", () => {
    expect(accountChangeDetails({ ...before, email: null }, before)).toEqual({ username: { from: "noura", to: "noura" }, email: { from: null, to: "n***@example.sa" } });
    expect(accountChangeDetails(before, { ...before, fullName: null })).toEqual({ username: { from: "noura", to: "noura" }, fullName: { from: "N***", to: null } });
    const unchanged = accountChangeDetails(before, { ...before });
    expect(unchanged).toEqual({ username: { from: "noura", to: "noura" } });
    expect(changesAuditedFields(unchanged)).toBe(false);
    expect(changesAuditedFields(accountChangeDetails(before, { ...before, username: "noura2" }))).toBe(true);
  });

  it("masks a name to its first letter", () => {
    expect(maskName("  Sara ")).toBe("S***");
    expect(maskName("")).toBe("***");
  });

  it("the Audit tab words the change in both languages", () => {
    const details = accountChangeDetails(before, { ...before, email: null, fullName: "Sara" });
    const entry = { action: "user.update", details: { ...details }, actorName: "Sara", actorGender: "female" as const };
    expect(describeAuditEntry(entry, en)).toBe("Sara edited the account “noura”: e-mail from n***@example.sa to none; full name from N*** to S***");
    expect(describeAuditEntry(entry, ar)).toBe("Sara عدّلت الحساب «noura»: البريد الإلكتروني من n***@example.sa إلى لا شيء؛ الاسم الكامل من N*** إلى S***");
  });
});
