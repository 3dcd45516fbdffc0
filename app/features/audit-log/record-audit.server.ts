import type { DatabaseExecutor } from "#db/client";
import { auditLog } from "#db/schema";
import type { AuditEvent } from "./audit-events";

/** Who acts and from where: what an administrator's request hands the use case it audits. */
export interface AuditContext {
  actor: { id: number; username: string };
  address: string | null;
}

/** One entry: who, where, what it was done to, and the `{ action, details }` its action declares (audit-events.ts). */
export type AuditRecord = AuditEvent & {
  /** Who acted; null when nobody is signed in (a failed sign-in). */
  actor: { id: number; username: string } | null;
  /** What was acted on, by id (never a visitor's e-mail, so erasure leaves the log alone). */
  target?: { type: string; id: string | number };
  /** The client's address (server/api/public-form-request.ts `clientAddress`). */
  address?: string | null;
  now?: Date;
};

/**
 * Appends one entry to the audit log. Pass the transaction of the change it
 * records, so the entry and the change are stored together or not at all.
 */
export async function recordAudit(executor: DatabaseExecutor, record: AuditRecord): Promise<void> {
  await executor.insert(auditLog).values({
    actorId: record.actor?.id ?? null,
    actorLabel: record.actor?.username ?? null,
    action: record.action,
    targetType: record.target?.type ?? null,
    targetId: record.target ? String(record.target.id) : null,
    address: record.address ?? null,
    details: wellFormed(record.details ?? {}) as Record<string, unknown>,
    ...(record.now ? { createdAt: record.now } : {}),
  });
}

/** A lone surrogate (a broken character a visitor can type, e.g. in a sign-in name) becomes U+FFFD: jsonb refuses it. */
function wellFormed(value: unknown): unknown {
  if (typeof value === "string") return value.toWellFormed();
  if (Array.isArray(value)) return value.map(wellFormed);
  if (value && typeof value === "object" && !(value instanceof Date)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [wellFormed(k) as string, wellFormed(v)]));
  return value;
}
