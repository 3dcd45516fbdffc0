import type { DatabaseExecutor } from "#db/client";
import { outgoingMail } from "#db/schema";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** What the mail is about, `kind:id` (e.g. `leadership-assessment:12`); delivery hooks are keyed by `kind`. */
  reference?: string | null;
}

/**
 * Puts an e-mail in the outbox. The worker (outbox-worker.server.ts) sends
 * it, retrying when the mail server is away; nothing is sent from the request.
 */
export async function enqueueMail(db: DatabaseExecutor, mail: OutgoingMail, now = new Date()): Promise<{ id: number }> {
  const [row] = await db
    .insert(outgoingMail)
    // Due from the worker's own clock (milliseconds), not the database's
    // (microseconds): a worker polling in the same millisecond must see it as due.
    .values({ toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html ?? null, reference: mail.reference ?? null, nextAttemptAt: now })
    .returning({ id: outgoingMail.id });
  return row;
}
