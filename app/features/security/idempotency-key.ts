import { z } from "zod";

/** What a submission's key looks like (a UUID or similar, made by the browser; see features/leads/submission-key.ts). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** One per submission, the same on every retry of it: a lead whose answer was lost is not stored twice. */
export const idempotencyKeyField = z.string().regex(IDEMPOTENCY_KEY_PATTERN).optional();
