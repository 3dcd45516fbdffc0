import type { DatabaseExecutor } from "#db/client";
import type { AuditAction } from "./audit-actions";
import { type AuditContext, recordAudit } from "./record-audit.server";

/**
 * A submission table's CSV download (Contact Forms, HR Assessment,
 * Leadership), recorded after its rows are read: the table, the row count and
 * whether there was a search — never the search text, which may be a
 * visitor's e-mail (decision 030).
 */
export async function recordTableExport(
  executor: DatabaseExecutor,
  request: { audit: AuditContext; action: Extract<AuditAction, "contact.export" | "hr_assessment.export" | "leadership_assessment.export">; table: string; rows: number; search: string; now: Date },
): Promise<void> {
  await recordAudit(executor, {
    ...request.audit,
    action: request.action,
    target: { type: request.table, id: "csv" },
    details: { rows: request.rows, filters: { searched: request.search !== "" } },
    now: request.now,
  });
}
