import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { hrAssessments, leadershipAssessments } from "./assessments";
import { contactSubmissions } from "./contact-submissions";
import { leadSources, leadStatuses } from "./enums";
import { users } from "./users";

export { leadSources, leadStatuses, type LeadSource, type LeadStatus } from "./enums";

/** One visit's first-party origin, as the browser saw it (decision 030). */
export interface LeadTouch {
  referrerHost?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  landingPage?: string;
  language?: "en" | "ar";
  /** ISO time of the touch. */
  at?: string;
}

export interface LeadAttribution {
  first?: LeadTouch;
  latest?: LeadTouch;
}

/**
 * Someone who wrote to the firm, identified by their e-mail trimmed and in
 * lower case; a submission without an e-mail is a person of its own
 * (`emailKey` null). Name, company and phone are the latest given.
 */
export const persons = pgTable(
  "persons",
  {
    id: serial("id").primaryKey(),
    /** `lower(trim(email))`; unique; null for a person known without an e-mail. */
    emailKey: text("email_key"),
    email: text("email"),
    name: text("name").notNull(),
    company: text("company"),
    phone: text("phone"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when a data-subject erasure anonymised this person (issue 14, item 9; built later). */
    erasedAt: timestamp("erased_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("persons_email_key_unique").on(t.emailKey)],
);

/**
 * One lead per submission. Exactly one of the three source references is
 * set; name, e-mail, company and phone are copied from the submission as it
 * came in, so the list, search and CSV read one table.
 */
export const leads = pgTable(
  "leads",
  {
    id: serial("id").primaryKey(),
    personId: integer("person_id")
      .notNull()
      .references(() => persons.id),
    source: text("source", { enum: leadSources }).notNull(),
    contactSubmissionId: integer("contact_submission_id").references(() => contactSubmissions.id, { onDelete: "cascade" }),
    hrAssessmentId: integer("hr_assessment_id").references(() => hrAssessments.id, { onDelete: "cascade" }),
    leadershipAssessmentId: integer("leadership_assessment_id").references(() => leadershipAssessments.id, { onDelete: "cascade" }),
    status: text("status", { enum: leadStatuses }).notNull().default("new"),
    /** An administrator account; null while nobody owns the lead (or after the account is deleted). */
    ownerId: integer("owner_id").references(() => users.id, { onDelete: "set null" }),
    nextFollowUpAt: timestamp("next_follow_up_at", { withTimezone: true }),
    name: text("name").notNull(),
    email: text("email"),
    company: text("company"),
    phone: text("phone"),
    language: text("language", { enum: ["en", "ar"] }).notNull().default("en"),
    /** First and latest touch, first-party only: `{ first?, latest? }` (LeadAttribution). */
    attribution: jsonb("attribution").$type<LeadAttribution>().notNull().default({}),
    /** The privacy notice the visitor accepted with this submission (issue 14, item 8); null when the form asked for none. */
    consentNoticeVersion: text("consent_notice_version"),
    consentAcceptedAt: timestamp("consent_accepted_at", { withTimezone: true }),
    consentLanguage: text("consent_language", { enum: ["en", "ar"] }),
    /** When the submission came in. */
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The submission or the latest change, note or e-mail: what retention counts from. */
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when erasure or retention anonymised this lead (built later). */
    anonymisedAt: timestamp("anonymised_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("leads_contact_submission_unique").on(t.contactSubmissionId),
    uniqueIndex("leads_hr_assessment_unique").on(t.hrAssessmentId),
    uniqueIndex("leads_leadership_assessment_unique").on(t.leadershipAssessmentId),
    index("leads_person_idx").on(t.personId),
    index("leads_status_created_idx").on(t.status, t.createdAt),
    index("leads_owner_idx").on(t.ownerId),
    index("leads_follow_up_idx").on(t.nextFollowUpAt),
    index("leads_last_activity_idx").on(t.lastActivityAt),
    check(
      "leads_one_source",
      sql`num_nonnulls(${t.contactSubmissionId}, ${t.hrAssessmentId}, ${t.leadershipAssessmentId}) = 1`,
    ),
  ],
);

export const leadEventKinds = ["status", "owner", "follow_up", "note", "email_sent"] as const;
export type LeadEventKind = (typeof leadEventKinds)[number];

/**
 * A lead's timeline: each change with who made it and when. `fromValue` and
 * `toValue` hold a status, an owner id or an ISO time (empty: none); a note's
 * text is in `body`. The submission itself is the lead's `createdAt`.
 */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: serial("id").primaryKey(),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: leadEventKinds }).notNull(),
    /** The administrator; null for the system or a deleted account. */
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    fromValue: text("from_value"),
    toValue: text("to_value"),
    body: text("body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lead_events_lead_created_idx").on(t.leadId, t.createdAt)],
);

export type Person = typeof persons.$inferSelect;
export type Lead = typeof leads.$inferSelect;
export type LeadEvent = typeof leadEvents.$inferSelect;
