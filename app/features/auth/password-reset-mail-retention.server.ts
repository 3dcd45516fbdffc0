import { and, eq, like, lt, ne } from "drizzle-orm";
import type { Database } from "#db/client";
import { outgoingMail } from "#db/schema";
import type { DeliveredMail } from "~/features/mail/delivery-hooks.server";

export const PASSWORD_RESET_MAIL_KIND = "password-reset";

/** What a stored reset e-mail says once its link is gone (the outbox is for the firm's staff). */
export const REMOVED_RESET_BODY = "[The password-reset link was removed from the stored copy once the e-mail was sent or the link expired.]";

/**
 * The stored copy of a reset e-mail loses its link once sent: a database
 * backup or a look at the outbox must not let anyone take over the account.
 * The outbox runs it after each `password-reset:<id>` mail (wired in server/main.ts).
 */
export async function removeResetLink({ db, mailId }: Pick<DeliveredMail, "db" | "mailId">): Promise<void> {
  await db.update(outgoingMail).set({ textBody: REMOVED_RESET_BODY, htmlBody: null }).where(eq(outgoingMail.id, mailId));
}

/**
 * Reset e-mails older than the link's lifetime: the link is removed, and one
 * never sent is marked failed (a dead link is not worth sending later).
 */
export async function expireResetMail(db: Database, options: { ttlMs: number; now?: Date }): Promise<number> {
  const cutoff = new Date((options.now ?? new Date()).getTime() - options.ttlMs);
  const stale = and(like(outgoingMail.reference, `${PASSWORD_RESET_MAIL_KIND}:%`), lt(outgoingMail.createdAt, cutoff));
  await db
    .update(outgoingMail)
    .set({ status: "failed", lastError: "link expired before delivery" })
    .where(and(stale, eq(outgoingMail.status, "pending")));
  const scrubbed = await db
    .update(outgoingMail)
    .set({ textBody: REMOVED_RESET_BODY, htmlBody: null })
    .where(and(stale, ne(outgoingMail.textBody, REMOVED_RESET_BODY)))
    .returning({ id: outgoingMail.id });
  return scrubbed.length;
}
