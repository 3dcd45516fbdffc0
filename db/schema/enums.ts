/**
 * The value lists of the schema's enum-like text columns, kept free of any
 * import so browser code can use them without pulling the database schema
 * (or drizzle-orm) into its bundle. The schema files build their columns from
 * these lists, so there is one copy of each.
 */

/** The languages a stored row was written in (`language` columns); the same two as app/i18n/locales.ts. */
export const storedLanguages = ["en", "ar"] as const;
export type StoredLanguage = (typeof storedLanguages)[number];

/** `users.role`. */
export const userRoles = ["user", "editor", "admin"] as const;
export type UserRole = (typeof userRoles)[number];

/** `blog_posts.status`. */
/**
 * `changes_requested`: a member's article sent back with the reviewer's comment; the author edits and sends it again.
 * `scheduled`: published by the scheduler at `publish_at` (both decision 042).
 */
export const blogPostStatuses = ["draft", "pending", "published", "rejected", "changes_requested", "scheduled"] as const;
export type BlogPostStatus = (typeof blogPostStatuses)[number];

/** `site_content.section`. */
export const siteSections = ["home", "about", "services", "framework", "contact", "footer", "assessments"] as const;
export type SiteSection = (typeof siteSections)[number];

/** `outgoing_mail.status`. */
export const outboxStatuses = ["pending", "sent", "failed"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/** `leads.source`, in the dashboard's order: where a lead came from: the three forms that post to /api/contact, and the two assessments (decision 030). */
export const leadSources = ["contact", "inquiry", "consultation", "hr_assessment", "leadership_assessment"] as const;
export type LeadSource = (typeof leadSources)[number];

/** `leads.status`, in the dashboard's order: `new → contacted → qualified → proposal → won | lost`, plus `spam`. */
export const leadStatuses = ["new", "contacted", "qualified", "proposal", "won", "lost", "spam"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** `content_revisions.item_kind`, `translation_states.item_kind`, `content_drafts.kind`: what a revision or a working draft is of (decision 042). */
export const contentItemKinds = ["post", "site_text"] as const;
export type ContentItemKind = (typeof contentItemKinds)[number];

/** `content_revisions.cause`: what made the revision. */
export const revisionCauses = ["save", "restore", "submission"] as const;
export type RevisionCause = (typeof revisionCauses)[number];

/**
 * `redirects.origin`: what made an old address redirect (decision 043): a published post's slug changed, a published post
 * deleted (with or without a page to send its readers to), or a person in the Redirects tab.
 */
export const redirectOrigins = ["slug_change", "post_delete", "manual"] as const;
export type RedirectOrigin = (typeof redirectOrigins)[number];
