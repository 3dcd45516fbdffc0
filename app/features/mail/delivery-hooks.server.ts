import type { Logger } from "pino";
import type { Database } from "#db/client";

export interface DeliveredMail {
  db: Database;
  mailId: number;
  /** The whole reference, `kind:id`. */
  reference: string;
  /** The part after the first colon, e.g. `12` for `leadership-assessment:12`. */
  subjectId: string;
}

export type DeliveryHandler = (delivered: DeliveredMail) => Promise<void> | void;

/**
 * What to do after a mail is delivered, by the kind of its reference, e.g.
 * `{ "leadership-assessment": markLeadershipResultsDelivered }`. The composition
 * root (server/main.ts) passes it to the outbox worker; nothing registers itself.
 */
export type DeliveryHooks = Readonly<Record<string, DeliveryHandler>>;

export function referenceKind(reference: string): { kind: string; subjectId: string } {
  const colon = reference.indexOf(":");
  return colon < 0 ? { kind: reference, subjectId: "" } : { kind: reference.slice(0, colon), subjectId: reference.slice(colon + 1) };
}

/**
 * Runs the hook of the reference's kind. A failing hook is logged and does not
 * undo the delivery: the mail was sent, whatever happens next.
 */
export async function runDeliveryHook(db: Database, mail: { id: number; reference: string | null }, hooks: DeliveryHooks, logger: Logger): Promise<void> {
  if (!mail.reference) return;
  const { kind, subjectId } = referenceKind(mail.reference);
  const hook = Object.hasOwn(hooks, kind) ? hooks[kind] : undefined;
  if (!hook) return;
  try {
    await hook({ db, mailId: mail.id, reference: mail.reference, subjectId });
  } catch (error) {
    logger.error({ err: error, mailId: mail.id, kind }, "mail delivery handler failed");
  }
}
