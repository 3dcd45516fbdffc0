import "~/lib/zod-jitless";
import { z } from "zod";
import type { LeadAttribution, LeadTouch } from "#db/schema";

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    // A lone surrogate cannot be stored in jsonb: such a field is dropped like any other garbled one.
    .transform((value) => (value && value.isWellFormed() ? value : undefined));

/** One touch as the browser sends it; every field optional and bounded (decision 030). */
const touchSchema = z.object({
  referrerHost: text(253).pipe(z.string().regex(/^[a-z0-9.-]+$/i).optional()).optional().catch(undefined),
  utmSource: text(100).optional().catch(undefined),
  utmMedium: text(100).optional().catch(undefined),
  utmCampaign: text(100).optional().catch(undefined),
  landingPage: text(500).pipe(z.string().startsWith("/").optional()).optional().catch(undefined),
  language: z.enum(["en", "ar"]).optional().catch(undefined),
  at: z.iso.datetime({ offset: true }).optional().catch(undefined),
});

/**
 * `attribution: { first?, latest? }` of a public form's body: first-party
 * only (what the browser saw: referrer host, utm_* and landing page), never a
 * cookie or a third party's id. Optional and forgiving: a garbled field is
 * dropped rather than refusing the visitor's enquiry.
 */
export const attributionSchema = z.object({
  first: touchSchema.optional().catch(undefined),
  latest: touchSchema.optional().catch(undefined),
});

function clean(touch: LeadTouch | undefined): LeadTouch | undefined {
  if (!touch) return undefined;
  const entries = Object.entries(touch).filter(([, value]) => value !== undefined);
  return entries.length ? (Object.fromEntries(entries) as LeadTouch) : undefined;
}

/** The attribution in a public form's raw body, or `{}` when it has none (or none worth keeping). */
export function readAttribution(input: unknown): LeadAttribution {
  const raw = typeof input === "object" && input !== null ? (input as { attribution?: unknown }).attribution : undefined;
  const parsed = attributionSchema.safeParse(raw ?? {});
  if (!parsed.success) return {};
  const first = clean(parsed.data.first);
  const latest = clean(parsed.data.latest);
  return { ...(first && { first }), ...(latest && { latest }) };
}

/**
 * The privacy-notice version a public form says its visitor accepted
 * (`privacyNoticeVersion`: the page's version number, as a number or text),
 * if it looks like one. Whether that version exists is checked when the lead
 * is stored (legal/current-privacy-notice.server.ts).
 */
export function readPrivacyNoticeVersion(input: unknown): string | null {
  const raw = typeof input === "object" && input !== null ? (input as { privacyNoticeVersion?: unknown }).privacyNoticeVersion : undefined;
  if (typeof raw === "number") return Number.isSafeInteger(raw) && raw > 0 ? String(raw) : null;
  return typeof raw === "string" && /^[\w.-]{1,40}$/.test(raw.trim()) ? raw.trim() : null;
}
