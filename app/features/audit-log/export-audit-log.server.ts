import { desc } from "drizzle-orm";
import type { Database } from "#db/client";
import { auditLog, users } from "#db/schema";
import type { Lang } from "~/i18n/locales";
import { getTranslator } from "~/i18n/server-translator.server";
import { csvDateTime, toCsv } from "~/lib/csv";
import type { AuditDetails } from "./audit-events";
import type { AuditLogQuery } from "./audit-log-query";
import { actionLabel, actorText, describeDetails, describeTarget } from "./describe-audit-entry";
import { auditWhere } from "./list-audit-log.server";
import { type AuditContext, recordAudit } from "./record-audit.server";

/** The export stops here; a bigger file is no longer something a person opens. */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;

/** The filters as the export's own entry records them (what was asked, in the query's words). */
export type AuditExportFilters = AuditDetails<"audit.export">["filters"];

/**
 * The audit log as a spreadsheet: the list's filters, every page, newest
 * first; headings, action names and details in the admin's language through
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
    db.select().from(auditLog).where(auditWhere(request.query)).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(AUDIT_EXPORT_MAX_ROWS),
    db.select({ id: users.id, username: users.username }).from(users),
    getTranslator(db, request.lang),
  ]);
  const names = new Map(accounts.map((a) => [a.id, a.username]));
  const columns = ["time", "actor", "action", "actionCode", "target", "address", "details"] as const;
  const csv = toCsv(
    columns.map((c) => t(`auditLogAdmin.csv.${c}`)),
    rows.map((row) => {
      const target = describeTarget(t, row);
      return [
        csvDateTime(row.createdAt),
        actorText(t, row),
        actionLabel(t, row.action),
        row.action,
        [target.text, target.code].filter(Boolean).join(" "),
        row.address,
        describeDetails(row, { t, lang: request.lang, userName: (id) => names.get(id) }),
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
