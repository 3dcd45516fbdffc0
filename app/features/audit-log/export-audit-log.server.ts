import { desc } from "drizzle-orm";
import type { Database } from "#db/client";
import { auditLog, users } from "#db/schema";
import { accountName } from "~/components/layout/account";
import type { Lang } from "~/i18n/locales";
import { getTranslator } from "~/i18n/server-translator.server";
import { csvDateTime, toCsv } from "~/lib/csv";
import type { AuditDetails } from "./audit-events";
import type { AuditLogQuery } from "./audit-log-query";
import { actionLabel, actorText, describeAuditEntry } from "./describe-audit-entry";
import { auditEntriesWithActor, auditWhere, toAuditEntryRow } from "./list-audit-log.server";
import { type AuditContext, recordAudit } from "./record-audit.server";

/** The export stops here; a bigger file is no longer something a person opens. */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;

/** The filters as the export's own entry records them (what was asked, in the query's words). */
export type AuditExportFilters = AuditDetails<"audit.export">["filters"];

/**
 * The audit log as a spreadsheet: the list's filters, every page, newest
 * first; each entry as the tab's sentence, with who acted and the action's
 * name and code in columns of their own to sort and filter by; headings and
 * sentences in the admin's language through
 * the server translator (so the dashboard's wording of a text is used); times
 * in Riyadh. The export is itself audited (`audit.export`, row count and
 * filters), after the rows are read, so a file never lists its own download.
 */
export async function exportAuditLog(
  db: Database,
  request: { query: Omit<AuditLogQuery, "page" | "pageSize">; filters: AuditExportFilters; lang: Lang; audit: AuditContext; now?: Date },
): Promise<{ filename: string; csv: string }> {
  const now = request.now ?? new Date();
  const [rows, accounts, t] = await Promise.all([
    auditEntriesWithActor(db).where(auditWhere(request.query)).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(AUDIT_EXPORT_MAX_ROWS),
    db.select({ id: users.id, username: users.username, fullName: users.fullName, isProtected: users.isProtected }).from(users),
    getTranslator(db, request.lang),
  ]);
  // Named as the header names them (accountName).
  const names = new Map(accounts.map((a) => [a.id, accountName(a, t)]));
  const columns = ["time", "actor", "entry", "action", "actionCode", "address"] as const;
  const csv = toCsv(
    columns.map((c) => t(`auditLogAdmin.csv.${c}`)),
    rows.map((stored) => {
      const row = toAuditEntryRow(stored, t);
      return [
        csvDateTime(stored.createdAt),
        actorText(t, row),
        describeAuditEntry(row, { t, lang: request.lang, userName: (id) => names.get(id) }),
        actionLabel(t, row.action),
        row.action,
        row.address,
      ];
    }),
  );
  await recordAudit(db, {
    ...request.audit,
    action: "audit.export",
    target: { type: "audit_log", id: "csv" },
    details: { rows: rows.length, filters: request.filters },
    now,
  });
  return { filename: `audit-log-${csvDateTime(now).slice(0, 10)}.csv`, csv };
}
