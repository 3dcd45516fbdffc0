import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { leadEvents, leads, users } from "#db/schema";
import { recordAudit, type AuditContext } from "~/features/audit-log/record-audit.server";
import type { Lang } from "~/i18n/locales";
import { getTranslator } from "~/i18n/server-translator.server";
import { AppError } from "~/lib/app-error";
import type { TimelineActor } from "./lead-row";
import { timelineActor } from "./timeline-actor";

export interface LeadNote {
  id: number;
  leadId: number;
  body: string;
  createdAt: string;
  /** Its writer, as the timeline names them (get-lead.server.ts). */
  actor: TimelineActor;
}

/**
 * A free-text note on a lead's timeline. The audit log says a note was
 * added (and how long it is), never its text: notes are personal data that
 * erasure removes, the log is kept.
 */
export async function addLeadNote(
  db: Database,
  request: { id: number; body: string; lang: Lang; audit: AuditContext; now?: Date },
): Promise<LeadNote> {
  const t = await getTranslator(db, request.lang);
  return db.transaction(async (tx) => {
    const [lead] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, request.id)).for("update").limit(1);
    if (!lead) throw new AppError("NOT_FOUND", { message: "leadPipelineAdmin.error.notFound" });
    // Timed once the row lock is held: a note that waited for another change is later than it on the timeline.
    const now = request.now ?? new Date();
    await tx.update(leads).set({ lastActivityAt: now }).where(eq(leads.id, lead.id));
    const [note] = await tx
      .insert(leadEvents)
      .values({ leadId: lead.id, kind: "note", actorId: request.audit.actor.id, body: request.body, createdAt: now })
      .returning({ id: leadEvents.id, createdAt: leadEvents.createdAt });
    await recordAudit(tx, {
      actor: request.audit.actor,
      action: "lead.note",
      target: { type: "lead", id: lead.id },
      address: request.audit.address,
      details: { noteId: note.id, length: request.body.length },
      now,
    });
    const [writer] = await tx
      .select({ username: users.username, fullName: users.fullName, isProtected: users.isProtected, gender: users.gender })
      .from(users)
      .where(eq(users.id, request.audit.actor.id));
    // The writer is the signed-in account; its username alone if it was deleted meanwhile.
    const actor = timelineActor(request.audit.actor.id, writer ?? { username: request.audit.actor.username, fullName: null, isProtected: false, gender: null }, t);
    return { id: note.id, leadId: lead.id, body: request.body, createdAt: note.createdAt.toISOString(), actor };
  });
}
