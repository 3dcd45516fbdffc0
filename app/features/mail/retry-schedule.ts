/** How the outbox paces its work. See docs/decisions/008-mail-outbox.md. */
export const OUTBOX_SETTINGS = {
  pollIntervalMs: 5_000,
  /** Mails sent per poll at most, so one poll never runs for long. */
  batchSize: 20,
  /** A claimed mail is invisible to other workers this long; if its worker dies, another retries it after. */
  leaseMs: 5 * 60_000,
  /** After this many failed attempts a mail is marked failed and left alone. */
  maxAttempts: 10,
  /** On shutdown, how long the send in progress may still take before it is given up and its mail put back for the next start. */
  stopGraceMs: 5_000,
  firstRetryMs: 60_000,
  maxRetryMs: 60 * 60_000,
} as const;

/** Wait before the next attempt after `attempts` failed ones: 1 min, 2, 4, 8 … capped at 1 hour. */
export function retryDelayMs(attempts: number, settings: { firstRetryMs: number; maxRetryMs: number } = OUTBOX_SETTINGS): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(settings.maxRetryMs, settings.firstRetryMs * 2 ** Math.min(exponent, 30));
}
