import { and, eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { leadEvents, leads, users, type LeadEventKind } from "#db/schema";
import { recordAudit, type AuditContext } from "~/features/audit-log/record-audit.server";
import type { AuditAction } from "~/features/audit-log/audit-actions";
import { AppError } from "~/lib/app-error";
import type { LeadPatch } from "./lead-patch.schema";
import { toLeadRow } from "./lead-query.server";
import type { LeadRow } from "./lead-row";

const auditActionOf = {
  status: "lead.status",
  owner: "lead.owner",
  follow_up: "lead.follow_up",
} as const satisfies Record<Exclude<LeadEventKind, "note" | "email_sent">, AuditAction>;

/**
 * Changes a lead's status, owner or next follow-up. Each field that really
 * changes goes on the lead's timeline and in the audit log with who made it,
 * in one transaction with the change; an unchanged value records nothing.
 */
export async function updateLead(
  db: Database,
  request: { id: number; patch: LeadPatch; audit: AuditContext; now?: Date },
): Promise<LeadRow> {
  const { id, patch, audit } = request;
  const { actor } = audit;
  return db.transaction(async (tx) => {
    const [lead] = await tx.select().from(leads).where(eq(leads.id, id)).for("update").limit(1);
    if (!lead) throw new AppError("NOT_FOUND", { message: "leadPipelineAdmin.error.notFound" });
    // Timed once the row lock is held: a change that waited for another one is later than it on the timeline.
    const now = request.now ?? new Date();
    if (patch.ownerId !== undefined && patch.ownerId !== null) {
      const [owner] = await tx.select({ id: users.id }).from(users).where(and(eq(users.id, patch.ownerId), eq(users.role, "admin"))).limit(1);
      if (!owner) throw new AppError("VALIDATION", { fieldErrors: { ownerId: "leadPipelineAdmin.error.ownerNotAdmin" } });
    }

    const iso = (date: Date | null) => date?.toISOString() ?? null;
    const changes: { kind: keyof typeof auditActionOf; from: string | null; to: string | null }[] = [];
    if (patch.status !== undefined && patch.status !== lead.status) changes.push({ kind: "status", from: lead.status, to: patch.status });
    if (patch.ownerId !== undefined && patch.ownerId !== lead.ownerId)
      changes.push({ kind: "owner", from: lead.ownerId === null ? null : String(lead.ownerId), to: patch.ownerId === null ? null : String(patch.ownerId) });
    if (patch.nextFollowUpAt !== undefined && iso(patch.nextFollowUpAt) !== iso(lead.nextFollowUpAt))
      changes.push({ kind: "follow_up", from: iso(lead.nextFollowUpAt), to: iso(patch.nextFollowUpAt) });
    if (changes.length === 0) return toLeadRow(lead);

    const [updated] = await tx
      .update(leads)
      .set({
        ...(patch.status !== undefined && { status: patch.status }),
        ...(patch.ownerId !== undefined && { ownerId: patch.ownerId }),
        ...(patch.nextFollowUpAt !== undefined && { nextFollowUpAt: patch.nextFollowUpAt }),
        lastActivityAt: now,
      })
      .where(eq(leads.id, id))
      .returning();
    await tx.insert(leadEvents).values(changes.map((c) => ({ leadId: id, kind: c.kind, actorId: actor.id, fromValue: c.from, toValue: c.to, createdAt: now })));
    for (const c of changes) {
      await recordAudit(tx, { actor, action: auditActionOf[c.kind], target: { type: "lead", id }, address: audit.address, details: { from: c.from, to: c.to }, now });
    }
    return toLeadRow(updated);
  });
}
