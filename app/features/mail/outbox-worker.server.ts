import { and, asc, eq, gt } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "#db/client";
import { outgoingMail } from "#db/schema";
import type { Config } from "~/lib/config.server";
import { deliverDueMail } from "./deliver-due-mail.server";
import type { DeliveryHooks } from "./delivery-hooks.server";
import { maskAddress } from "./mask-address";
import { createMailTransport, type MailTransport } from "./mail-transport.server";
import { OUTBOX_SETTINGS } from "./retry-schedule";

export interface OutboxWorker {
  /**
   * Stops polling and claims no further mail; waits for the send in
   * progress at most `graceMs`, then gives it up (its mail goes back to
   * the queue for the next start). The rest of a batch is left queued.
   */
  stop(options?: { graceMs?: number }): Promise<void>;
}

export interface OutboxWorkerOptions {
  db: Database;
  config: Config;
  logger: Logger;
  /** Replaces the SMTP transport built from the config (tests). */
  transport?: MailTransport | null;
  pollIntervalMs?: number;
  /** What to do after a mail of each reference kind is delivered (see delivery-hooks.server.ts). */
  onDelivered?: DeliveryHooks;
}

/**
 * Delivers queued e-mails in the background. With `SMTP_HOST` set it sends
 * them (see deliver-due-mail.server.ts). Without it, mails stay pending in
 * the outbox and each one is logged once (its id and a masked recipient), so a
 * developer sees them and a later SMTP set-up still delivers them.
 * See docs/decisions/008-mail-outbox.md.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, config, logger } = options;
  const transport = options.transport !== undefined ? options.transport : createMailTransport(config);
  const interval = options.pollIntervalMs ?? OUTBOX_SETTINGS.pollIntervalMs;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let inFlight: Promise<void> | null = null;
  let lastLoggedId = 0;
  const stopping = new AbortController();
  const abandoning = new AbortController();

  if (!transport) logger.info("SMTP_HOST is not set: e-mails are kept in the outbox and logged, not sent");

  const pass = async () => {
    if (transport) {
      await deliverDueMail({ db, transport, from: config.MAIL_FROM, logger, onDelivered: options.onDelivered, stop: stopping.signal, abandon: abandoning.signal });
      return;
    }
    const held = await db
      .select({ id: outgoingMail.id, to: outgoingMail.toAddress, subject: outgoingMail.subject })
      .from(outgoingMail)
      .where(and(eq(outgoingMail.status, "pending"), gt(outgoingMail.id, lastLoggedId)))
      .orderBy(asc(outgoingMail.id))
      .limit(OUTBOX_SETTINGS.batchSize);
    for (const mail of held) {
      logger.info({ mailId: mail.id, to: maskAddress(mail.to) }, "e-mail kept in the outbox (SMTP not configured)");
      lastLoggedId = mail.id;
    }
  };

  const tick = async () => {
    timer = null;
    inFlight = pass().catch((error: unknown) => logger.warn({ err: error }, "outbox pass failed; will try again"));
    await inFlight;
    inFlight = null;
    if (!stopped) schedule(interval);
  };

  const schedule = (delay: number) => {
    timer = setTimeout(() => void tick(), delay);
    // The outbox alone must not keep the process alive.
    timer.unref();
  };

  schedule(Math.min(interval, 1_000));

  return {
    stop: async ({ graceMs = OUTBOX_SETTINGS.stopGraceMs } = {}) => {
      stopped = true;
      stopping.abort();
      if (timer) clearTimeout(timer);
      timer = null;
      if (inFlight) {
        const giveUp = setTimeout(() => abandoning.abort(), graceMs);
        await inFlight;
        clearTimeout(giveUp);
      }
      transport?.close();
    },
  };
}
