import "~/lib/zod-jitless";
import { z } from "zod";
import { HONEYPOT_FIELD, PUBLIC_FORM_LIMITS } from "./spam-guard-limits";

export { HONEYPOT_FIELD, PUBLIC_FORM_LIMITS } from "./spam-guard-limits";

/**
 * The anti-spam fields every public form sends along with its own fields.
 * Both times are the visitor's clock, so the fill time does not depend on
 * the visitor's clock agreeing with the server's.
 */
export const spamGuardShape = {
  [HONEYPOT_FIELD]: z.string().max(2_000).optional(),
  /** When the form was first shown (ms since 1970, browser clock). */
  startedAt: z.number().int().positive(),
  /** When it was sent (same clock). */
  sentAt: z.number().int().positive(),
};

const spamGuardSchema = z.object(spamGuardShape);

export type SpamGuardFields = z.infer<typeof spamGuardSchema>;

export type SpamVerdict = { ok: true } | { ok: false; reason: "honeypot" | "too-fast" | "no-timing" };

/** Decides whether a submission looks like it came from a bot. Pure, so it is easy to test. */
export function evaluateSpamGuard(input: unknown, minFillMs: number = PUBLIC_FORM_LIMITS.minFillMs): SpamVerdict {
  const honeypot = (input as Record<string, unknown> | null | undefined)?.[HONEYPOT_FIELD];
  if (typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot != null) return { ok: false, reason: "honeypot" };
  const parsed = spamGuardSchema.safeParse(input);
  if (!parsed.success) return { ok: false, reason: "no-timing" };
  if (parsed.data.sentAt - parsed.data.startedAt < minFillMs) return { ok: false, reason: "too-fast" };
  return { ok: true };
}
