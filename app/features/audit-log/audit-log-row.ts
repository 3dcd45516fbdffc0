import type { ProfileGender } from "~/i18n/grammatical-form";

/** One audit entry as `GET /api/admin/audit-log` answers it. */
export interface AuditEntryRow {
  id: number;
  action: string;
  actorId: number | null;
  /** The username when the entry was written (kept after a rename or deletion). */
  actorLabel: string | null;
  /** Who acted, as the header names them today (full name, else username); the kept username once the account is gone; null for nobody. */
  actorName: string | null;
  /** The account holder's own answer in their profile (spec: empty means prefer not to say); words the Arabic sentence (decision 036). */
  actorGender: ProfileGender;
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
