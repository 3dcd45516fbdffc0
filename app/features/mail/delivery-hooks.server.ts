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

const handlers = new Map<string, Set<DeliveryHandler>>();

/**
 * Runs `handler` after each mail whose reference is `kind:…` is delivered,
 * e.g. `onMailDelivered("leadership-assessment", ({ db, subjectId }) => markSent(db, subjectId))`.
 * Returns a function that removes the handler.
 */
export function onMailDelivered(kind: string, handler: DeliveryHandler): () => void {
  let set = handlers.get(kind);
  if (!set) {
    set = new Set();
    handlers.set(kind, set);
  }
  set.add(handler);
  return () => {
    handlers.get(kind)?.delete(handler);
  };
}

export function referenceKind(reference: string): { kind: string; subjectId: string } {
  const colon = reference.indexOf(":");
  return colon < 0 ? { kind: reference, subjectId: "" } : { kind: reference.slice(0, colon), subjectId: reference.slice(colon + 1) };
}

/**
 * Tells the handlers of the reference's kind. A failing handler is logged and
 * does not undo the delivery: the mail was sent, whatever happens next.
 */
export async function runDeliveryHandlers(db: Database, mail: { id: number; reference: string | null }, logger: Logger): Promise<void> {
  if (!mail.reference) return;
  const { kind, subjectId } = referenceKind(mail.reference);
  for (const handler of handlers.get(kind) ?? []) {
    try {
      await handler({ db, mailId: mail.id, reference: mail.reference, subjectId });
    } catch (error) {
      logger.error({ err: error, mailId: mail.id, kind }, "mail delivery handler failed");
    }
  }
}
