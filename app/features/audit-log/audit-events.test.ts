import { describe, expect, it } from "vitest";
import { builtInCatalogs } from "~/i18n/built-in-catalogs";
import { createTranslator, resolveMessages } from "~/i18n/translate";
import { auditActions } from "./audit-actions";
import { auditDetailsSchemas, readAuditDetails } from "./audit-events";
import { describeAuditEntry } from "./describe-audit-entry";
import type { AuditRecord } from "./record-audit.server";

const catalogs = builtInCatalogs();

const en = { t: createTranslator(resolveMessages("en", catalogs, [])), lang: "en" as const };

describe("audit-events", () => {
  it("declares the details of every action the log records, and of no other", () => {
    expect(Object.keys(auditDetailsSchemas).sort()).toEqual([...auditActions].sort());
  });

  it("reads a well-formed entry through its action's schema", () => {
    expect(readAuditDetails({ action: "lead.export", details: { rows: 4, filters: { searched: true, status: "won", owner: 3 } } })).toEqual({
      action: "lead.export",
      details: { rows: 4, filters: { searched: true, status: "won", owner: 3 } },
    });
    expect(auditDetailsSchemas["user.update"].safeParse({ username: { from: "sara", to: "sara.h" }, email: { from: null, to: "s***@example.sa" } }).success).toBe(true);
  });

  it("reads an old or odd entry field by field, never throwing: what does not match its schema is missing", () => {
    expect(readAuditDetails({ action: "lead.export", details: { rows: "many", filters: { searched: true, status: "archived" } } }).details).toEqual({ filters: { searched: true } });
    expect(readAuditDetails({ action: "post.update", details: { slug: "x", fields: ["titleEn", 7] } }).details).toEqual({ slug: "x", fields: ["titleEn"] });
    for (const details of [null, "text", [1, 2], 42]) expect(readAuditDetails({ action: "lead.note", details }).details).toEqual({});
    expect(readAuditDetails({ action: "legacy.thing", details: { a: 1 } })).toEqual({ action: "unknown", details: { a: 1 } });
    // Still worded from what is readable, as before the schemas.
    expect(describeAuditEntry({ action: "lead.export", details: { rows: "many", filters: { searched: true } }, actorName: "Sara" }, en)).toBe("Sara exported no leads to CSV (filtered by a search)");
    expect(describeAuditEntry({ action: "user.role", details: { from: "root", to: "admin" }, targetId: "4", actorName: "Sara" }, en)).toBe(`Sara changed the role of account #4 from “none” to “${catalogs.en["users.role.admin"]}”`);
  });

  it("reads a look-up stored as an export before issue 23 (download: false) as the view it was; a download stays an export", () => {
    const counts = { persons: 1, leads: 2, contactSubmissions: 0, hrAssessments: 0, leadershipAssessments: 0, leadEvents: 0, outgoingMail: 0, rateLimits: 1, signInAttempts: 0, accounts: 0 };
    expect(readAuditDetails({ action: "privacy.export", details: { ...counts, download: false } })).toEqual({ action: "privacy.view", details: counts });
    expect(readAuditDetails({ action: "privacy.export", details: { ...counts, download: true } })).toEqual({ action: "privacy.export", details: counts });
    expect(readAuditDetails({ action: "privacy.export", details: counts })).toEqual({ action: "privacy.export", details: counts });
  });

  it("lets the writer pass only the details its action declares (checked by the type check)", () => {
    const actor = { id: 1, username: "admin" };
    const records: AuditRecord[] = [
      { actor, action: "lead.note", details: { noteId: 1, length: 12 } },
      { actor, action: "auth.sign_in" },
      // @ts-expect-error -- a field lead.note does not declare (the note's text must never be logged)
      { actor, action: "lead.note", details: { noteId: 1, length: 12, body: "Call me" } },
      // @ts-expect-error -- a declared field missing
      { actor, action: "lead.note", details: { noteId: 1 } },
      // @ts-expect-error -- a value outside the field's type
      { actor, action: "user.role", details: { from: "user", to: "root" } },
      // @ts-expect-error -- an action's details left out
      { actor, action: "lead.export" },
    ];
    expect(records).toHaveLength(6);
  });
});
