import "~/lib/zod-jitless";
import { z } from "zod";
import { blogPostStatuses, leadSources, leadStatuses, redirectOrigins, userRoles } from "#db/schema/enums";
import type { AuditAction } from "./audit-actions";

/*
 * What each audit action records in its details (decision 030): one schema per
 * action, read by the writer's type (`recordAudit` accepts only the details its
 * action declares) and by the reader (`readAuditDetails`, which parses a stored
 * entry with the same schema). Details hold ids, codes, counts and masked
 * values, never a visitor's words. Browser-safe: the Audit tab words entries.
 */

const change = <T extends z.ZodType>(value: T) => z.object({ from: value, to: value });
const count = z.number().int().nonnegative();
/** A CSV download's row count and filters (the search only as "searched": it may be a visitor's e-mail). */
const tableExport = <T extends z.ZodRawShape>(filters: T) => z.object({ rows: count, filters: z.object({ searched: z.boolean(), ...filters }) });
/** A lead's timeline change: the status code, the owner's id as text, or the follow-up instant (ISO), each null when none. */
const leadChange = change(z.string().nullable());
const postMove = z.object({ slug: z.string(), from: z.enum(blogPostStatuses).nullable(), to: z.enum(blogPostStatuses) });
/** Rows one anonymisation changed, per table (privacy/anonymise.server.ts). */
const anonymised = {
  persons: count,
  leads: count,
  contactSubmissions: count,
  hrAssessments: count,
  leadershipAssessments: count,
  notes: count,
  outgoingMail: count,
  rateLimits: count,
  auditEntries: count,
};
const none = z.object({});
/** A kind of second factor an account holder switches on or off. */
const secondFactor = z.enum(["totp", "passkey"]);
/** What a data-subject look-up or download found, per kind (privacy/personal-data.ts `exportCounts`). */
const personalData = z.object({
  persons: count,
  leads: count,
  contactSubmissions: count,
  hrAssessments: count,
  leadershipAssessments: count,
  leadEvents: count,
  outgoingMail: count,
  rateLimits: count,
  signInAttempts: count,
  accounts: count,
});

export const auditDetailsSchemas = {
  "auth.sign_in": none,
  "auth.sign_in_failed": z.object({ username: z.string(), reason: z.enum(["throttled", "invalid_credentials"]) }),
  "auth.account_under_attack": z.object({ username: z.string(), failures: count, windowMinutes: count }),
  // The second step of a sign-in refused (decision 038): the password was right, so the account is the target; how it was answered and why it failed.
  "auth.second_factor_failed": z.object({
    username: z.string(),
    method: z.enum(["totp", "passkey", "recovery_code"]),
    reason: z.enum(["invalid", "attempts_exhausted", "throttled"]),
  }),
  "lead.status": leadChange,
  "lead.owner": leadChange,
  "lead.follow_up": leadChange,
  "lead.note": z.object({ noteId: z.number().int(), length: count }),
  "lead.export": tableExport({
    status: z.enum(leadStatuses).optional(),
    source: z.enum(leadSources).optional(),
    /** An owner's id, or null for the leads nobody owns. */
    owner: z.number().int().nullable().optional(),
    overdue: z.boolean().optional(),
  }),
  "contact.export": tableExport({}),
  "hr_assessment.export": tableExport({}),
  "leadership_assessment.export": tableExport({}),
  "leadership_assessment.email_status": change(z.boolean()),
  "user.create": z.object({ username: z.string(), role: z.enum(userRoles) }),
  // E-mail and full name masked, and only when they changed (auth/account-change-audit.ts).
  "user.update": z.object({ username: change(z.string().nullable()), email: change(z.string().nullable()).optional(), fullName: change(z.string().nullable()).optional() }),
  "user.role": change(z.enum(userRoles)),
  "user.delete": z.object({ username: z.string() }),
  // Every session of another account ended from the Users tab (decision 038): how many there were.
  "user.sign_out_everywhere": z.object({ sessions: count }),
  "user.password_reset": none,
  // An account's own second factor switched on or off on its profile (the account is its own actor), its recovery codes made anew, or
  // every factor of another account removed by an administrator (decision 038).
  "second_factor.enable": z.object({ method: secondFactor }),
  "second_factor.disable": z.object({ method: secondFactor }),
  "second_factor.recovery_codes": z.object({ count }),
  "second_factor.reset": z.object({ username: z.string() }),
  "post.publish": postMove,
  "post.update": z.object({ slug: z.string(), fields: z.array(z.string()) }),
  "post.unpublish": postMove,
  // A member's article sent for review and turned down (what its author is told).
  // `commented`: the reviewer wrote to the author (the words are on the post and in the mail, not here); absent on entries from before comments.
  "post.reject": z.object({ slug: z.string(), commented: z.boolean().optional() }),
  "post.request_changes": z.object({ slug: z.string(), commented: z.boolean().optional() }),
  "post.delete": z.object({ slug: z.string(), status: z.enum(blogPostStatuses) }),
  // A private preview link made or ended (decision 042); `link` is its id.
  "post.preview_link_create": z.object({ slug: z.string(), link: z.number().int() }),
  "post.preview_link_revoke": z.object({ slug: z.string(), link: z.number().int() }),
  // A post's schedule set, moved or cleared on save (decision 042): the times it now has (ISO), null for none.
  "post.schedule": z.object({ slug: z.string(), publishAt: z.string().nullable(), unpublishAt: z.string().nullable() }),
  // The scheduler (no actor) published a scheduled post, or took a published one off the site (back to draft), at its time.
  "post.scheduled_publish": z.object({ slug: z.string(), publishAt: z.string() }),
  "post.scheduled_unpublish": z.object({ slug: z.string(), unpublishAt: z.string(), to: z.enum(blogPostStatuses) }),
  // An older revision brought back as a new one (decision 042): `revision` the one restored, `number` the new one.
  "post.revision_restore": z.object({ slug: z.string(), revision: z.number().int(), number: z.number().int() }),
  // A language marked up to date with the other from the side-by-side view (decision 042).
  "post.translation_reviewed": z.object({ slug: z.string(), language: z.enum(["en", "ar"]) }),
  // An old address made to redirect (`to` a site path) or answer "removed" (`to` null): by a post's slug change, a post's deletion or a
  // person in the Redirects tab (decision 043); `repointed`: older redirects that led to `from` and now lead to `to` directly (chains collapsed).
  "redirect.create": z.object({ from: z.string(), to: z.string().nullable(), origin: z.enum(redirectOrigins), repointed: count.optional() }),
  "redirect.update": z.object({ from: change(z.string()), to: change(z.string().nullable()), repointed: count.optional() }),
  // `address_reused`: a post took the old address (renamed back, or a new post), so the redirect that would hide it went.
  "redirect.delete": z.object({ from: z.string(), to: z.string().nullable(), reason: z.enum(["manual", "address_reused"]) }),
  "testimonial.create": z.object({ published: z.boolean(), showOnHome: z.boolean() }),
  "testimonial.update": z.object({ fields: z.array(z.string()).optional(), showOnHome: change(z.boolean()).optional(), position: change(z.number().int()).optional() }),
  "testimonial.publish": none,
  "testimonial.unpublish": none,
  "testimonial.delete": z.object({ published: z.boolean() }),
  // A team member (decision 047): the page's address, the switches, the names of the fields changed (never their words), the place.
  "person.create": z.object({ slug: z.string(), published: z.boolean(), contactPartner: z.boolean() }),
  "person.update": z.object({
    slug: z.string(),
    fields: z.array(z.string()).optional(),
    published: change(z.boolean()).optional(),
    contactPartner: change(z.boolean()).optional(),
    position: change(z.number().int()).optional(),
  }),
  "person.delete": z.object({ slug: z.string(), published: z.boolean(), contactPartner: z.boolean() }),
  // The proof behind the firm (decision 048): addresses, ids, switches and field names, never the words.
  "case_study.create": z.object({ slug: z.string(), published: z.boolean() }),
  "case_study.update": z.object({ slug: z.string(), fields: z.array(z.string()).optional(), position: change(z.number().int()).optional() }),
  "case_study.publish": z.object({ slug: z.string() }),
  "case_study.unpublish": z.object({ slug: z.string() }),
  "case_study.delete": z.object({ slug: z.string(), published: z.boolean() }),
  "sector.create": none,
  "sector.update": z.object({ fields: z.array(z.string()).optional(), position: change(z.number().int()).optional() }),
  "sector.delete": none,
  "client.create": z.object({ permissionGiven: z.boolean(), logo: z.boolean() }),
  "client.update": z.object({ fields: z.array(z.string()).optional(), permissionGiven: change(z.boolean()).optional(), position: change(z.number().int()).optional() }),
  "client.delete": z.object({ permissionGiven: z.boolean() }),
  "home_statistic.update": z.object({ shown: z.boolean() }),
  "site_content.create": z.object({ section: z.string(), languages: z.array(z.enum(["en", "ar"])) }),
  // A site text's language marked up to date with the other (decision 042).
  "site_content.translation_reviewed": z.object({ language: z.enum(["en", "ar"]) }),
  // An older revision of a site text brought back as a new one (decision 042): `revision` the one restored, `number` the new one.
  "site_content.revision_restore": z.object({ revision: z.number().int(), number: z.number().int() }),
  "site_content.update": z.object({ language: z.enum(["en", "ar", "both"]).optional(), reset: z.boolean(), length: count }),
  // Public registration switched on (the spec's default) or off, in the Users tab (decision 033).
  "setting.registration": z.object({ open: z.boolean() }),
  // A second factor required of administrators, or no longer (decision 038).
  "setting.second_factor_required": z.object({ required: z.boolean() }),
  "upload.create": z.object({ contentType: z.string(), bytes: count, width: count, height: count }),
  "upload.delete": z.object({ contentType: z.string(), bytes: count }),
  "privacy_notice.publish": z.object({ version: z.number().int(), previous: z.number().int() }),
  // A look-up on the Privacy tab (what is held, on screen) and the file downloaded are apart (issue 23): one download, one export.
  "privacy.view": personalData,
  "privacy.export": personalData,
  "privacy.erase": z.object({ ...anonymised, accountsKept: count }),
  "retention.run": z.object({ months: count, cutoff: z.string(), ...anonymised }),
  // The filters as asked, in the query's words (an action or a family, an account's id, days).
  "audit.export": z.object({ rows: count, filters: z.object({ action: z.string().optional(), actor: z.number().int().optional(), from: z.string().optional(), to: z.string().optional() }) }),
} satisfies Record<AuditAction, z.ZodObject>;

/** The details an action records, as its writer passes them. */
export type AuditDetails<A extends AuditAction> = z.input<(typeof auditDetailsSchemas)[A]>;

/** `{ action, details }` for every action: a union the writer's record is checked against (details optional only when an action has none). */
export type AuditEvent = {
  [A in AuditAction]: { action: A } & (Record<never, never> extends AuditDetails<A> ? { details?: AuditDetails<A> } : { details: AuditDetails<A> });
}[AuditAction];

/** Details as read back: every field may be missing (an entry written before its action's schema said otherwise). */
export type StoredDetails<T> = T extends readonly (infer E)[] ? StoredDetails<E>[] : T extends object ? { [K in keyof T]?: StoredDetails<T[K]> } : T;

/** An entry read back, narrowed by its action; an action the code no longer knows reads as `unknown`. */
export type StoredAuditEvent =
  | { [A in AuditAction]: { action: A; details: StoredDetails<z.output<(typeof auditDetailsSchemas)[A]>> } }[AuditAction]
  | { action: "unknown"; details: Record<string, unknown> };

/**
 * A field that does not match its schema reads as missing, and so does a list
 * item: an old or odd entry shows what is still readable and never fails.
 */
function lenient(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) {
    const inner = lenient(schema.unwrap() as z.ZodType);
    return schema instanceof z.ZodNullable ? inner.nullable() : inner;
  }
  if (schema instanceof z.ZodObject) {
    const shape = Object.fromEntries(Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, field]) => [key, lenient(field).optional().catch(undefined)]));
    return z.object(shape);
  }
  if (schema instanceof z.ZodArray) {
    const item = lenient(schema.element as z.ZodType);
    return z.array(z.unknown()).transform((items) => items.flatMap((value) => {
      const parsed = item.safeParse(value);
      return parsed.success ? [parsed.data] : [];
    }));
  }
  return schema;
}

const readers: Record<string, z.ZodType> = Object.fromEntries(Object.entries(auditDetailsSchemas).map(([action, schema]) => [action, lenient(schema).catch({})]));

/**
 * The action an entry stands for. Before issue 23 a look-up on the Privacy tab
 * was stored as `privacy.export` with `download: false`; it reads as the view
 * it was (the log itself is never rewritten). The list's filter reads it the
 * same way (list-audit-log.server.ts `auditWhere`).
 */
export function effectiveAction(entry: { action: string; details: unknown }): string {
  if (entry.action === "privacy.export" && entry.details && typeof entry.details === "object" && (entry.details as Record<string, unknown>).download === false) return "privacy.view";
  return entry.action;
}

/** A stored entry's details through its action's schema (lenient: see `lenient`); never throws. */
export function readAuditDetails(stored: { action: string; details: unknown }): StoredAuditEvent {
  const entry = { action: effectiveAction(stored), details: stored.details };
  const reader = Object.hasOwn(readers, entry.action) ? readers[entry.action] : undefined;
  if (!reader) return { action: "unknown", details: entry.details && typeof entry.details === "object" ? (entry.details as Record<string, unknown>) : {} };
  return { action: entry.action, details: reader.parse(entry.details) } as StoredAuditEvent;
}
