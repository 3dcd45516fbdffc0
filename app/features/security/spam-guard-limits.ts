// No zod here: the browser half of the spam guard (spam-guard-field.tsx) loads with the page, the schemas later.

/**
 * Limits shared by every public form (contact, inquiry, consultation, and the
 * assessments later): one place to tune them. See docs/decisions/007-spam-protection.md.
 */
export const PUBLIC_FORM_LIMITS = {
  /** A person needs longer than this to read and fill in even the shortest form. */
  minFillMs: 3_000,
  /** Submissions per address and form in one window. */
  rateLimit: { limit: 5, windowMs: 10 * 60_000 },
} as const;

/** The honeypot's field name: a tempting name for bots that fill in every field. */
export const HONEYPOT_FIELD = "website";
