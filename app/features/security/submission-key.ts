/**
 * The key that makes a resent lead count once (`idempotencyKey`). One per
 * submission: the same while the visitor sends the same entries again (a
 * retry after a lost answer), a new one as soon as the entries change, and a
 * new one after the lead was stored. Each form keeps one of these.
 */
export interface SubmissionKey {
  /** The key for these entries (the spam-guard's timing fields left out). */
  for(entries: unknown): string;
  /** The lead was stored: the next submission is a new one. */
  done(): void;
}

export function createSubmissionKey(newKey: () => string = randomKey): SubmissionKey {
  let last: { entries: string; key: string } | null = null;
  return {
    for(entries) {
      const text = JSON.stringify(entries);
      if (!last || last.entries !== text) last = { entries: text, key: newKey() };
      return last.key;
    },
    done() {
      last = null;
    },
  };
}

function randomKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
