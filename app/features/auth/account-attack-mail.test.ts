import { describe, expect, it } from "vitest";
import { actionLabel, describeAuditEntry } from "~/features/audit-log/describe-audit-entry";
import { builtInCatalogs } from "~/i18n/built-in-catalogs";
import { createTranslator, resolveMessages } from "~/i18n/translate";
import { composeAccountAttackMail } from "./account-attack-mail";

const catalogs = builtInCatalogs();

const en = { t: createTranslator(resolveMessages("en", catalogs, [])), lang: "en" as const };
const ar = { t: createTranslator(resolveMessages("ar", catalogs, [])), lang: "ar" as const };

describe("an account under attack", () => {
  it("the administrators' mail names the account, the count and the window in English then Arabic, with the Audit tab's link", () => {
    const mail = composeAccountAttackMail({ username: "admin", failures: 50, minutes: 15, auditLink: "https://firm.example/admin?tab=audit", en: { t: en.t }, ar: { t: ar.t } });
    expect(mail.subject).toBe("Sign-in attack on the account admin | هجوم على تسجيل الدخول إلى الحساب admin");
    const [english, arabic] = mail.text.split("\n\n----\n\n");
    expect(english).toContain('The account "admin" has had 50 failed sign-ins in the last 15 minutes');
    expect(english).toContain("for 15 minutes");
    expect(arabic).toContain('سُجّلت على الحساب "admin" 50 محاولة دخول فاشلة خلال آخر 15 دقيقة');
    for (const part of [english, arabic]) expect(part).toContain("https://firm.example/admin?tab=audit");
  });

  it("the Audit tab words the entry in both languages", () => {
    const entry = { action: "auth.account_under_attack", details: { username: "admin", failures: 50, windowMinutes: 15 } };
    expect(actionLabel(en.t, entry.action)).toBe("Account under attack (failed sign-ins reached the limit)");
    expect(describeAuditEntry(entry, en)).toBe("The account “admin” reached the limit of failed sign-ins: 50 attempts within 15 minutes, from all addresses");
    expect(describeAuditEntry(entry, ar)).toBe("بلغ الحساب «admin» حدّ محاولات الدخول الفاشلة: 50 محاولة خلال 15 دقيقة، من جميع العناوين");
  });
});
