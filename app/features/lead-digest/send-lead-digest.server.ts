import type { Logger } from "pino";
import type { Database } from "#db/client";
import { leadDigestLines } from "#db/schema";
import { riyadhDay } from "~/lib/riyadh-time";
import { enqueueMail } from "~/features/mail/enqueue-mail.server";
import { getTranslator } from "~/i18n/server-translator.server";
import type { Config } from "~/lib/config.server";
import { composeLeadDigest } from "./compose-lead-digest";
import { findDigestLeads } from "./find-digest-leads.server";

/** The outbox reference of a day's digest: `lead-digest:2026-11-25`. */
export const LEAD_DIGEST_MAIL_KIND = "lead-digest";

export type LeadDigestResult =
  | { sent: false; reason: "no-recipient" }
  | { sent: false; reason: "nothing-to-list" }
  | { sent: true; mailId: number; stale: number; overdue: number };

/**
 * The daily digest (issue 14 item 6, decision 031): finds the leads still
 * new after two working days and the overdue follow-ups at `now`, and puts
 * one e-mail to NOTIFY_EMAIL in the outbox, with the lead each of its lines
 * names (lead_digest_lines); without NOTIFY_EMAIL, or with
 * nothing to list, it sends nothing. English, as the firm's other
 * notifications, in the dashboard's wording.
 */
export async function sendLeadDigest(
  deps: { db: Database; config: Pick<Config, "NOTIFY_EMAIL" | "PUBLIC_URL">; logger: Logger },
  { now }: { now: Date },
): Promise<LeadDigestResult> {
  const { db, config, logger } = deps;
  if (!config.NOTIFY_EMAIL) {
    logger.info("lead digest skipped: NOTIFY_EMAIL is not set");
    return { sent: false, reason: "no-recipient" };
  }
  const content = await findDigestLeads(db, now);
  const mail = composeLeadDigest(content, { now, publicUrl: config.PUBLIC_URL, t: await getTranslator(db, "en"), lang: "en" });
  if (!mail) {
    logger.info("lead digest: nothing to list, no e-mail today");
    return { sent: false, reason: "nothing-to-list" };
  }
  const to = config.NOTIFY_EMAIL;
  // The mail and which lead each of its lines names, together or not at all: erasure rewrites a line by its lead.
  const id = await db.transaction(async (tx) => {
    const queued = await enqueueMail(tx, { to, subject: mail.subject, text: mail.text, reference: `${LEAD_DIGEST_MAIL_KIND}:${riyadhDay(now)}` }, now);
    if (mail.lines.length > 0) await tx.insert(leadDigestLines).values(mail.lines.map((l) => ({ mailId: queued.id, ...l })));
    return queued.id;
  });
  logger.info({ mailId: id, stale: content.staleTotal, overdue: content.overdueTotal }, "lead digest queued");
  return { sent: true, mailId: id, stale: content.staleTotal, overdue: content.overdueTotal };
}
