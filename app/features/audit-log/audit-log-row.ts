/** One audit entry as `GET /api/admin/audit-log` answers it. */
export interface AuditEntryRow {
  id: number;
  action: string;
  actorId: number | null;
  actorLabel: string | null;
  targetType: string | null;
  targetId: string | null;
  address: string | null;
  details: Record<string, unknown>;
  createdAt: string;
}

export interface AuditLogPage {
  entries: AuditEntryRow[];
  total: number;
  page: number;
  pageSize: number;
}
