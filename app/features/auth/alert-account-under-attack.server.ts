import type { Database } from "#db/client";
import { recordAudit } from "~/features/audit-log/record-audit.server";
import { enqueueMail } from "~/features/mail/enqueue-mail.server";
import { getTranslators } from "~/i18n/server-translator.server";
import { composeAccountAttackMail } from "./account-attack-mail";

export const ACCOUNT_ATTACK_MAIL_KIND = "sign-in-attack";

/** Where the alert goes: the firm's NOTIFY_EMAIL (none: the audit entry alone) and the site's address for the link. */
export interface AttackAlertTarget {
  notifyEmail?: string;
  publicUrl: string;
}

/**
 * One incident: an existing account's failed sign-ins from all addresses have
 * just reached the ceiling in the current window. Recorded once per window
 * (the caller alerts on the failure that makes the count equal the ceiling,
 * which the atomic counter gives exactly once), as an audit entry and, with
 * NOTIFY_EMAIL, one e-mail through the outbox — together or not at all.
 */
export async function alertAccountUnderAttack(
  db: Database,
  options: { account: { id: number; username: string }; failures: number; windowMinutes: number; address: string; target: AttackAlertTarget; now: Date },
): Promise<void> {
  const { account, failures, windowMinutes, address, target, now } = options;
  let mail: { subject: string; text: string } | null = null;
  if (target.notifyEmail) {
    // The firm's name as the site shows it, including an admin's override.
    const t = await getTranslators(db);
    const auditLink = `${target.publicUrl}/admin?tab=audit`;
    mail = composeAccountAttackMail({ username: account.username, failures, minutes: windowMinutes, auditLink, en: { t: t.en }, ar: { t: t.ar } });
  }
  await db.transaction(async (tx) => {
    await recordAudit(tx, {
      actor: null,
      action: "auth.account_under_attack",
      target: { type: "user", id: account.id },
      address,
      details: { username: account.username, failures, windowMinutes },
      now,
    });
    if (mail && target.notifyEmail) {
      await enqueueMail(tx, { to: target.notifyEmail, subject: mail.subject, text: mail.text, reference: `${ACCOUNT_ATTACK_MAIL_KIND}:${account.id}` }, now);
    }
  });
}
