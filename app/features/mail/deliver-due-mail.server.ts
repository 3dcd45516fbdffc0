import { eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { rowsOf, type Database } from "#db/client";
import { outgoingMail } from "#db/schema";
import { runDeliveryHook, type DeliveryHooks } from "./delivery-hooks.server";
import { maskAddress } from "./mask-address";
import type { MailTransport } from "./mail-transport.server";
import { OUTBOX_SETTINGS, retryDelayMs } from "./retry-schedule";

type ClaimedMail = {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  reference: string | null;
  attempts: number;
};

/**
 * Takes the oldest due mail for this worker: its next attempt moves a lease
 * into the future and its attempt count goes up, in one statement.
 * `for update skip locked` lets several instances poll the same table
 * without ever taking the same row.
 */
export async function claimDueMail(db: Database, now: Date, leaseMs: number = OUTBOX_SETTINGS.leaseMs): Promise<ClaimedMail | null> {
  const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
  const result = await db.execute(sql`
    update outgoing_mail
       set next_attempt_at = ${leaseUntil}, attempts = attempts + 1
     where id = (
       select id from outgoing_mail
        where status = 'pending' and next_attempt_at <= ${now.toISOString()}
        order by next_attempt_at, id
        limit 1
        for update skip locked)
    returning id, to_address, subject, text_body, html_body, reference, attempts`);
  return rowsOf<ClaimedMail>(result)[0] ?? null;
}

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * One pass of the outbox: sends the mails that are due, up to a batch.
 * A failure schedules a retry with exponential backoff; after the last
 * attempt the mail is marked failed.
 */
export async function deliverDueMail(options: {
  db: Database;
  transport: MailTransport;
  from: string;
  logger: Logger;
  now?: () => Date;
  batchSize?: number;
  /** Run after each delivery, by the kind of the mail's reference. */
  onDelivered?: DeliveryHooks;
  /** Once aborted, no further mail is claimed (the server is stopping). */
  stop?: AbortSignal;
  /** Aborting it gives up the send in progress: its mail goes back to the queue, due at once, that attempt not counted. */
  abandon?: AbortSignal;
}): Promise<DeliveryReport> {
  const { db, transport, from, logger } = options;
  const clock = options.now ?? (() => new Date());
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  for (let i = 0; i < (options.batchSize ?? OUTBOX_SETTINGS.batchSize); i++) {
    if (options.stop?.aborted) break;
    const mail = await claimDueMail(db, clock());
    if (!mail) break;
    try {
      await transport.send({ from, to: mail.to_address, subject: mail.subject, text: mail.text_body, html: mail.html_body }, options.abandon);
    } catch (error) {
      if (options.abandon?.aborted) {
        await db
          .update(outgoingMail)
          .set({ nextAttemptAt: clock(), attempts: sql`${outgoingMail.attempts} - 1` })
          .where(eq(outgoingMail.id, mail.id));
        logger.info({ mailId: mail.id }, "e-mail send given up on shutdown; it stays in the outbox for the next start");
        break;
      }
      const message = errorText(error);
      if (mail.attempts >= OUTBOX_SETTINGS.maxAttempts) {
        await db.update(outgoingMail).set({ status: "failed", lastError: message }).where(eq(outgoingMail.id, mail.id));
        logger.error({ mailId: mail.id, attempts: mail.attempts, error: message }, "e-mail delivery failed for good");
        report.failed++;
      } else {
        const nextAttemptAt = new Date(clock().getTime() + retryDelayMs(mail.attempts));
        await db.update(outgoingMail).set({ nextAttemptAt, lastError: message }).where(eq(outgoingMail.id, mail.id));
        logger.warn({ mailId: mail.id, attempts: mail.attempts, nextAttemptAt, error: message }, "e-mail delivery failed; will retry");
        report.retrying++;
      }
      continue;
    }
    await db.update(outgoingMail).set({ status: "sent", sentAt: clock(), lastError: null }).where(eq(outgoingMail.id, mail.id));
    // No subject (it names the visitor) and no full address in the logs.
    logger.info({ mailId: mail.id, to: maskAddress(mail.to_address), reference: mail.reference }, "e-mail sent");
    report.sent++;
    await runDeliveryHook(db, mail, options.onDelivered ?? {}, logger);
  }
  return report;
}

/** The SMTP server's answer or the error's message, short enough to store. */
function errorText(error: unknown): string {
  const e = error as { response?: unknown; message?: unknown };
  const text = typeof e?.response === "string" ? e.response : typeof e?.message === "string" ? e.message : String(error);
  return text.slice(0, 500);
}
