/**
 * Every action the audit log records (decision 030). Dotted: the part before
 * the dot is what was acted on, so `?action=lead.` filters a whole family.
 * Next session adds users, posts, site content, privacy exports and erasures
 * here, each with one `recordAudit` line in its use case.
 */
export const auditActions = [
  "auth.sign_in",
  "auth.sign_in_failed",
  "lead.status",
  "lead.owner",
  "lead.follow_up",
  "lead.note",
  "lead.export",
] as const;

export type AuditAction = (typeof auditActions)[number];
