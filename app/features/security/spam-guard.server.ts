import type { Logger } from "pino";
import type { DatabaseExecutor } from "#db/client";
import { AppError } from "~/lib/app-error";
import { hitRateLimit } from "./rate-limit.server";
import { evaluateSpamGuard, PUBLIC_FORM_LIMITS } from "./spam-guard";

/** Shown for a filled honeypot or missing timing fields; deliberately vague so it teaches a bot nothing. */
export const SPAM_REJECTED_MESSAGE_KEY = "spam.rejected";

/**
 * The checks in front of every public form: a per-address rate limit (429
 * with Retry-After), then the honeypot (400 with a vague message) and the
 * minimum fill time (400 `TOO_FAST`: a person who was merely quick is told to
 * wait a moment and send again; the form keeps what they typed). Throws;
 * returns nothing when the submission may go on. Decisions 007 and 016.
 */
export async function guardPublicForm(
  deps: { db: DatabaseExecutor; logger: Logger },
  options: { form: string; address: string; input: unknown; now?: Date },
): Promise<void> {
  const limit = await hitRateLimit(deps.db, {
    key: publicFormRateLimitKey(options.form, options.address),
    limit: PUBLIC_FORM_LIMITS.rateLimit.limit,
    windowMs: PUBLIC_FORM_LIMITS.rateLimit.windowMs,
    now: options.now,
  });
  if (!limit.allowed) {
    deps.logger.warn({ form: options.form, count: limit.count }, "public form rate limit reached");
    throw new AppError("RATE_LIMITED", { retryAfterSeconds: limit.retryAfterSeconds });
  }
  const verdict = evaluateSpamGuard(options.input);
  if (!verdict.ok) {
    deps.logger.warn({ form: options.form, reason: verdict.reason }, "public form submission rejected as spam");
    if (verdict.reason === "too-fast") throw new AppError("TOO_FAST");
    throw new AppError("VALIDATION", { message: SPAM_REJECTED_MESSAGE_KEY });
  }
}

/** The rate-limit key of a form and address, e.g. for tests that reset the counter. */
export function publicFormRateLimitKey(form: string, address: string): string {
  return `form:${form}:${address}`;
}
