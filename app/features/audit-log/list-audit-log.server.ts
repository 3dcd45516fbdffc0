import { and, count, desc, eq, gte, like, lt, type SQL } from "drizzle-orm";
import type { Database } from "#db/client";
import { auditLog } from "#db/schema";
import { offsetOf } from "~/lib/list-query";
import type { AuditLogQuery } from "./audit-log-query";
import type { AuditEntryRow, AuditLogPage } from "./audit-log-row";

export function auditWhere(query: Pick<AuditLogQuery, "action" | "actor" | "from" | "before">): SQL | undefined {
  return and(
    query.action ? (query.action.endsWith(".") ? like(auditLog.action, `${query.action.replace(/_/g, "\\_")}%`) : eq(auditLog.action, query.action)) : undefined,
    query.actor ? eq(auditLog.actorId, query.actor) : undefined,
    query.from ? gte(auditLog.createdAt, query.from) : undefined,
    query.before ? lt(auditLog.createdAt, query.before) : undefined,
  );
}

/** The audit log, newest first, filtered and paged. */
export async function listAuditLog(db: Database, query: AuditLogQuery): Promise<AuditLogPage> {
  const where = auditWhere(query);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(query.pageSize).offset(offsetOf(query)),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  const entries: AuditEntryRow[] = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  return { entries, total: Number(total), page: query.page, pageSize: query.pageSize };
}
