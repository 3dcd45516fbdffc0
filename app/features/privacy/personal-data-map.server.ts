import { eq, getTableColumns, getTableName, inArray, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import {
  appSettings,
  auditLog,
  blogPosts,
  contactSubmissions,
  contentDrafts,
  contentRevisions,
  hrAssessments,
  jobRuns,
  knownDevices,
  leadDigestLines,
  leadEvents,
  leadershipAssessments,
  leads,
  outgoingMail,
  passkeys,
  people,
  passwordResetTokens,
  persons,
  privacyNoticeVersions,
  rateLimits,
  recoveryCodes,
  redirects,
  caseStudies,
  sectors,
  clients,
  homeStatisticSources,
  sessions,
  signInChallenges,
  siteContent,
  testimonials,
  uploadedImages,
  uploadedImageVariants,
  users,
  userTotp,
  type AuditEntry,
  type Lead,
  type LeadEvent,
  translationStates,
} from "#db/schema";
import { ERASED_MARKER } from "~/features/lead-capture/erased-marker";
import { referenceKind } from "~/features/mail/delivery-hooks.server";
import { SECRET_MAIL_KINDS, WITHHELD_SECRET_BODY } from "./person-mail.server";
import type { ExportedLead, PersonalDataExport } from "./personal-data";

/*
 * The one map of personal data (decision 030, "What erasure keeps"): for each
 * table that holds something about a person, which columns, how one person's
 * rows are found, what the export (export-personal-data.server.ts) carries
 * and what erasure and retention (anonymise.server.ts) do to each column.
 * Both read it: a column added here is exported and erased without touching
 * either. Every other text and jsonb column of the schema is listed in
 * NON_PERSONAL_COLUMNS with its reason; tests/api/personal-data-map.test.ts
 * fails on a column in neither list.
 *
 * What a table needs beyond setting columns (which mails are a person's own,
 * a line of a digest, one key of a JSON object) is a named strategy, written
 * where it runs; the entry names it.
 */

/** What erasure and retention do to one personal column. */
export type Erasure =
  /** A required column: becomes ERASED_MARKER. */
  | "marker"
  /** A nullable column: becomes null. */
  | "null"
  /** A jsonb object: becomes `{}`. */
  | "empty"
  /** The row is deleted. */
  | "delete row"
  /** Done by the table's named strategy (see its `strategy`). */
  | "strategy"
  /** Stays as it is; `why` says why. */
  | "keep";

export type PersonalColumn = { erase: Exclude<Erasure, "keep" | "strategy">; why?: string } | { erase: "keep" | "strategy"; why: string };

/** How one person's rows of a table are found, from the address asked about (trimmed, lower case). */
export type Match =
  /** `lower(trim(column))` is the address. */
  | { by: "address"; column: PgColumn }
  /** The column already holds the address trimmed and in lower case. */
  | { by: "email key"; column: PgColumn }
  /** The column contains the address (a rate-limit key). */
  | { by: "address within"; column: PgColumn }
  /** The person's id (the person found by address). */
  | { by: "person"; column: PgColumn }
  /** One of the person's leads. */
  | { by: "lead"; column: PgColumn }
  /** Referenced by one of the person's leads (`lead`, a column of leads), or `column` is the address. */
  | { by: "lead or address"; lead: PgColumn; column: PgColumn }
  /** A decision of its own, in the named function. */
  | { by: "strategy"; strategy: string }
  /** No address or id links the rows to a person: a request by address cannot reach them. */
  | { by: "none"; why: string };

/** Which part of the export (PersonalDataExport) a table's rows become, and how. */
export type ExportRule<Row, Out> =
  | {
      section: keyof PersonalDataExport;
      /** Row → JSON; without it, the row as held (times as ISO strings) minus `leaveOut`. */
      shape?: (row: Row) => Out;
      /** Columns the section does not carry, each with its reason. With a `shape`, only the personal ones need naming. */
      leaveOut?: Record<string, string>;
    }
  | { section: null; why: string };

export interface PersonalTable<T extends PgTable, Row = T["$inferSelect"], Out = Record<string, unknown>, M extends Match = Match> {
  table: T;
  match: M;
  export: ExportRule<Row, Out>;
  /** The function (and file) that erases what plain column values cannot; named by a column's `"strategy"`. */
  strategy?: string;
  /** The table's personal columns, by their property names in the schema. */
  columns: { [C in keyof T["_"]["columns"]]?: PersonalColumn };
}

const personalTable = <T extends PgTable, const M extends Match, Row = T["$inferSelect"], Out = Record<string, unknown>>(
  table: T,
  entry: Omit<PersonalTable<T, Row, Out, M>, "table">,
): PersonalTable<T, Row, Out, M> => ({
  table,
  ...entry,
});

const ACCOUNT_KEPT = "a login account is the member's own: erasure keeps it (the answer counts it, accountsKept); it is deleted in Users";
const ACCOUNT_LEAVE_OUT = { passwordHash: "a secret, never exported" };
const TEAM_PROFILE = { erase: "keep", why: "a team member's published profile (decision 047); removed by deleting the person in the Team tab" } as const;
const PUBLISHED_TESTIMONIAL = { erase: "keep", why: "published with the client's consent; managed in the Testimonials tab" } as const;
const SCORES_KEPT = "the result stays for the firm's figures; nothing says whose once the name and contact fields are gone";

export const personalDataMap = {
  persons: personalTable(persons, {
    match: { by: "email key", column: persons.emailKey },
    export: {
      section: "person",
      leaveOut: {
        emailKey: "the e-mail trimmed and in lower case: the export's own `email` field",
        erasedAt: "always empty for a person found by address (erasure clears the key)",
      },
    },
    columns: {
      emailKey: { erase: "null", why: "so a later submission from the address starts a fresh person" },
      email: { erase: "null" },
      name: { erase: "marker" },
      company: { erase: "null" },
      phone: { erase: "null" },
    },
  }),
  leads: personalTable(leads, {
    match: { by: "person", column: leads.personId },
    export: { section: "leads", shape: exportLead },
    columns: {
      name: { erase: "marker" },
      email: { erase: "null" },
      company: { erase: "null" },
      phone: { erase: "null" },
      attribution: { erase: "empty", why: "referrer, landing page and utm_* alike: a campaign link can carry an address or a name" },
    },
  }),
  contactSubmissions: personalTable(contactSubmissions, {
    match: { by: "lead or address", lead: leads.contactSubmissionId, column: contactSubmissions.email },
    export: { section: "contactSubmissions", leaveOut: { idempotencyKey: "the browser's retry key: noise" } },
    columns: {
      fullName: { erase: "marker" },
      email: { erase: "marker" },
      company: { erase: "null" },
      message: { erase: "marker" },
    },
  }),
  hrAssessments: personalTable(hrAssessments, {
    match: { by: "lead or address", lead: leads.hrAssessmentId, column: hrAssessments.email },
    export: { section: "hrAssessments", leaveOut: { idempotencyKey: "the browser's retry key: noise" } },
    columns: {
      name: { erase: "marker" },
      email: { erase: "marker" },
      company: { erase: "marker" },
      phone: { erase: "null" },
      message: { erase: "null" },
      scores: { erase: "keep", why: SCORES_KEPT },
      answers: { erase: "keep", why: SCORES_KEPT },
      challenges: { erase: "keep", why: SCORES_KEPT },
    },
  }),
  leadershipAssessments: personalTable(leadershipAssessments, {
    match: { by: "lead or address", lead: leads.leadershipAssessmentId, column: leadershipAssessments.email },
    export: { section: "leadershipAssessments", leaveOut: { idempotencyKey: "the browser's retry key: noise" } },
    columns: {
      name: { erase: "marker" },
      email: { erase: "null" },
      company: { erase: "null" },
      phone: { erase: "null" },
      answers: { erase: "keep", why: SCORES_KEPT },
    },
  }),
  leadEvents: personalTable(leadEvents, {
    match: { by: "lead", column: leadEvents.leadId },
    export: { section: "leadEvents", shape: exportLeadEvent },
    columns: {
      body: { erase: "null", why: "a note's text; the note itself, its author and time stay (only notes have one)" },
    },
  }),
  outgoingMail: personalTable(outgoingMail, {
    match: {
      by: "strategy",
      strategy:
        "export: the person's own mails (person-mail.server.ts personMailCondition); erasure: those and every mail to or naming the address, and each lead digest's line about their leads, by record (anonymise.server.ts)",
    },
    export: { section: "outgoingMail", shape: exportMail, leaveOut: { lastError: "the mail server's answer: the firm's delivery record" } },
    strategy: "anonymise.server.ts scrubMail (a pending mail is stopped) and eraseDigestLines (a digest keeps the other people's lines)",
    columns: {
      toAddress: { erase: "marker" },
      subject: { erase: "marker" },
      textBody: { erase: "marker", why: "a lead digest lists many people: only the person's lines are rewritten (eraseDigestLines)" },
      htmlBody: { erase: "null" },
      lastError: { erase: "strategy", why: "the mail server's answer may quote the address (a bounce): any kept answer becomes the marker, and a mail still pending becomes failed with the marker, so it is never sent" },
    },
  }),
  rateLimits: personalTable(rateLimits, {
    match: { by: "address within", column: rateLimits.key },
    export: { section: "rateLimits" },
    columns: {
      key: { erase: "delete row" },
    },
  }),
  auditLog: personalTable(auditLog, {
    match: { by: "strategy", strategy: "refusedSignInsBy (this file): refused sign-ins whose typed name is the address" },
    export: {
      section: "signInAttempts",
      shape: exportSignInAttempt,
      leaveOut: { details: "only its `reason`: the typed name is the address asked about" },
    },
    strategy: "anonymise.server.ts anonymisePerson: `details.username` of those entries becomes the marker; the entry stays",
    columns: {
      details: { erase: "strategy", why: "only a refused sign-in's typed name; every other entry names its target by id (decision 030)" },
      address: { erase: "keep", why: "the client's network address stays with the security record of the refused sign-in" },
    },
  }),
  users: personalTable(users, {
    match: { by: "address", column: users.email },
    export: { section: "accounts", shape: exportAccount, leaveOut: ACCOUNT_LEAVE_OUT },
    columns: {
      username: { erase: "keep", why: ACCOUNT_KEPT },
      email: { erase: "keep", why: ACCOUNT_KEPT },
      fullName: { erase: "keep", why: ACCOUNT_KEPT },
      linkedinUrl: { erase: "keep", why: ACCOUNT_KEPT },
      bio: { erase: "keep", why: ACCOUNT_KEPT },
      currentJobTitle: { erase: "keep", why: ACCOUNT_KEPT },
      desiredJobTitle: { erase: "keep", why: ACCOUNT_KEPT },
      location: { erase: "keep", why: ACCOUNT_KEPT },
      gender: { erase: "keep", why: ACCOUNT_KEPT },
      industry: { erase: "keep", why: ACCOUNT_KEPT },
      professionalSkills: { erase: "keep", why: ACCOUNT_KEPT },
    },
  }),
  sessions: personalTable(sessions, {
    match: { by: "none", why: "found by account (user_id), not by address" },
    export: { section: null, why: "a member's signed-in browsers: they end at sign-out or expiry and go with the account" },
    columns: {
      userAgent: { erase: "keep", why: ACCOUNT_KEPT },
      address: { erase: "keep", why: "the address a session signed in from, shown to the account holder in their sessions list: it ends with the session (sign-out, idle or absolute expiry)" },
    },
  }),
  passkeys: personalTable(passkeys, {
    match: { by: "none", why: "found by account (user_id), not by address" },
    export: { section: null, why: "an account's second factor: its holder sees and removes them on the profile page; they go with the account" },
    columns: {
      name: { erase: "keep", why: ACCOUNT_KEPT },
    },
  }),
  testimonials: personalTable(testimonials, {
    match: { by: "none", why: "a testimonial holds no address: it is found, edited and deleted in the Testimonials tab" },
    export: { section: null, why: "no address to find it by" },
    columns: {
      quoteEn: PUBLISHED_TESTIMONIAL,
      quoteAr: PUBLISHED_TESTIMONIAL,
      nameEn: PUBLISHED_TESTIMONIAL,
      nameAr: PUBLISHED_TESTIMONIAL,
      titleEn: PUBLISHED_TESTIMONIAL,
      titleAr: PUBLISHED_TESTIMONIAL,
      companyEn: PUBLISHED_TESTIMONIAL,
      companyAr: PUBLISHED_TESTIMONIAL,
    },
  }),
  people: personalTable(people, {
    match: { by: "none", why: "a team member's public profile, written by the firm with the person's agreement: found, edited and deleted in the Team tab" },
    export: { section: null, why: "no visitor's address to find it by; the person's own page shows all of it" },
    columns: {
      nameEn: TEAM_PROFILE,
      nameAr: TEAM_PROFILE,
      photo: TEAM_PROFILE,
      bioEn: TEAM_PROFILE,
      bioAr: TEAM_PROFILE,
      linkedinUrl: TEAM_PROFILE,
      email: TEAM_PROFILE,
      bookingUrl: TEAM_PROFILE,
    },
  }),
  blogPosts: personalTable(blogPosts, {
    match: { by: "none", why: "a byline holds no address" },
    export: { section: null, why: "no address to find it by" },
    columns: {
      author: { erase: "keep", why: "the byline published with the article; edited in the Blog tab" },
      authorAr: { erase: "keep", why: "the byline published with the article; edited in the Blog tab" },
    },
  }),
};

const LANGUAGE = "the language the row was written in (en or ar)";
const RETRY_KEY = "the browser's random key for one submission across retries";
const FIRM_COPY = "the firm's own published copy";

type ColumnNames<T extends PgTable> = keyof T["_"]["columns"] & string;

const nonPersonal = <T extends PgTable>(table: T, columns: { [C in ColumnNames<T>]?: string }) => ({ table: table as PgTable, columns: columns as Record<string, string> });

const allFor = <T extends PgTable>(table: T, reason: string, columns: ColumnNames<T>[]) => nonPersonal(table, Object.fromEntries(columns.map((c) => [c, reason])) as { [C in ColumnNames<T>]?: string });

/** Every other text and jsonb column of the schema, and why it holds nothing about a person. */
export const NON_PERSONAL_COLUMNS: { table: PgTable; columns: Record<string, string> }[] = [
  nonPersonal(leads, {
    source: "which form: one of five values",
    status: "a pipeline stage",
    language: LANGUAGE,
    consentNoticeVersion: "which privacy notice was accepted: kept as proof of lawful basis",
    consentLanguage: LANGUAGE,
  }),
  nonPersonal(leadEvents, { kind: "the kind of change", fromValue: "a status, an owner's id or a time", toValue: "a status, an owner's id or a time" }),
  nonPersonal(contactSubmissions, { service: "a service id from the form's list", language: LANGUAGE, idempotencyKey: RETRY_KEY }),
  nonPersonal(hrAssessments, { userRole: "hr or leadership", language: LANGUAGE, idempotencyKey: RETRY_KEY }),
  nonPersonal(leadershipAssessments, { category: "one of three result bands", language: LANGUAGE, idempotencyKey: RETRY_KEY }),
  nonPersonal(outgoingMail, { reference: "a mail kind and a row id, e.g. contact-submission:12", status: "pending, sent or failed" }),
  nonPersonal(auditLog, {
    actorLabel: "the administrator's username: the firm's record of who did what",
    action: "an action code",
    targetType: "a kind of record",
    targetId: "a record's id",
  }),
  nonPersonal(users, { passwordHash: "a one-way hash: a secret, never exported", role: "user or admin" }),
  nonPersonal(sessions, { id: "the SHA-256 of the cookie token" }),
  nonPersonal(knownDevices, { deviceHash: "the SHA-256 of a browser's random device id" }),
  nonPersonal(passwordResetTokens, { id: "the SHA-256 of a reset link's token" }),
  nonPersonal(userTotp, { secret: "an authenticator app's shared secret: a secret, never exported" }),
  nonPersonal(recoveryCodes, { codeHash: "the SHA-256 of a one-time recovery code" }),
  nonPersonal(passkeys, { id: "a passkey's credential id", publicKey: "a passkey's public key", transports: "how the browser reaches the authenticator (usb, internal…)" }),
  nonPersonal(signInChallenges, { id: "the SHA-256 of a sign-in challenge's token", passkeyChallenge: "a random WebAuthn challenge" }),
  nonPersonal(leadDigestLines, { erasedLine: "what a digest line reads once erased: the marker and a source" }),
  nonPersonal(appSettings, { key: "a setting's name", value: "a server-wide value (the signing secret, the content version, the public-registration switch)" }),
  nonPersonal(jobRuns, { name: "a daily job's name", day: "a Riyadh date", result: "a run's counts or error" }),
  nonPersonal(privacyNoticeVersions, { note: "the administrator's note on a policy change", contentEn: FIRM_COPY, contentAr: FIRM_COPY }),
  allFor(people, "the firm's description of a team member's role and practice (decision 047)", ["slug", "titleEn", "titleAr", "expertiseEn", "expertiseAr", "sectorsEn", "sectorsAr", "languagesEn", "languagesAr"]),
  allFor(siteContent, FIRM_COPY, ["key", "section", "sectionEn", "sectionAr", "labelEn", "labelAr", "contentEn", "contentAr"]),
  allFor(blogPosts, "an article, published or draft", ["slug", "titleEn", "titleAr", "summaryEn", "summaryAr", "contentEn", "contentAr", "imageUrl", "imageAltEn", "imageAltAr", "categoryEn", "categoryAr", "status"]),
  allFor(blogPosts, "an article's search and sharing texts (decision 045)", [
    "searchTitleEn",
    "searchTitleAr",
    "searchDescriptionEn",
    "searchDescriptionAr",
    "socialImageEn",
    "socialImageAr",
  ]),
  nonPersonal(blogPosts, {
    authorLang: LANGUAGE,
    reviewComment: "a reviewer's comment on an article's text, kept with the article (the author is reached through their account)",
  }),
  nonPersonal(uploadedImages, { id: "a random name", contentType: "an image type" }),
  nonPersonal(uploadedImageVariants, { imageId: "the uploaded image's random name", contentType: "an image type" }),
  nonPersonal(contentDrafts, {
    kind: "post or site text",
    itemId: "a post's id or a site text's key (`article-…` for a member's own article)",
    values: "an unsaved working copy of a post or site text (the firm's copy) or of a member's article for the blog, deleted when the item is saved or sent, with the account, or after 30 days untouched",
  }),
  nonPersonal(contentRevisions, {
    itemKind: "post or site text",
    itemKey: "a post's id or a site text's key",
    cause: "save, restore or submission",
    snapshot: "an earlier version of a post or site text: the article's words and bylines as they stood (kept with the article)",
  }),
  nonPersonal(translationStates, { itemKind: "post or site text", itemKey: "a post's id or a site text's key" }),
  nonPersonal(redirects, {
    fromPath: "an old address of the site (a renamed or deleted article's, or one the firm typed)",
    toPath: "the site address it sends visitors to",
    origin: "slug change, deleted post or typed in the Redirects tab",
  }),
  // The proof behind the firm (decision 048): its own copy; case studies name no client, and a client is an organisation.
  allFor(caseStudies, "an anonymised case study: the firm's copy, naming no client", ["slug", "roleEn", "roleAr", "service", "challengeEn", "challengeAr", "approachEn", "approachAr", "outcomeEn", "outcomeAr"]),
  allFor(sectors, "a sector the firm serves", ["nameEn", "nameAr"]),
  allFor(clients, "a client organisation's name and logo, shown only with its permission", ["nameEn", "nameAr", "logoUrl"]),
  allFor(homeStatisticSources, "the source of a home page figure: the firm's copy", ["statistic", "sourceEn", "sourceAr"]),
];

/** `schema_table.column` of every column the two lists name (the coverage test's side of the comparison). */
export function mappedColumns(): { personal: string[]; nonPersonal: string[] } {
  const names = (table: PgTable, props: string[]) => {
    const columns = getTableColumns(table) as Record<string, PgColumn>;
    return props.map((p) => `${getTableName(table)}.${columns[p]?.name ?? `?${p}`}`);
  };
  return {
    personal: Object.values(personalDataMap).flatMap((entry) => names(entry.table, Object.keys(entry.columns))),
    nonPersonal: NON_PERSONAL_COLUMNS.flatMap(({ table, columns }) => names(table, Object.keys(columns))),
  };
}

/** The column values erasure writes: every personal column marked marker, null or empty. */
export function erasedValues<T extends PgTable>(entry: PersonalTable<T, never, unknown>): PgUpdateSetSource<T> {
  const values: Record<string, unknown> = {};
  for (const [column, rule] of Object.entries(entry.columns) as [string, PersonalColumn][]) {
    if (rule.erase === "marker") values[column] = ERASED_MARKER;
    else if (rule.erase === "null") values[column] = null;
    else if (rule.erase === "empty") values[column] = {};
  }
  return values as PgUpdateSetSource<T>;
}

/** The rows of a table whose match column is the address (`key`: trimmed, lower case). */
export function byAddress(match: Match, key: string): SQL {
  switch (match.by) {
    case "email key":
      return sql`${match.column} = ${key}`;
    case "address":
    case "lead or address":
      return sql`lower(trim(${match.column})) = ${key}`;
    case "address within":
      return sql`strpos(lower(${match.column}), ${key}) > 0`;
    default:
      throw new Error(`a ${match.by} match is not by address`);
  }
}

/** The rows of the person with this id. */
export const byPerson = (match: Extract<Match, { by: "person" }>, personId: number): SQL => eq(match.column, personId);

/** The rows of these leads. */
export const byLeads = (match: Extract<Match, { by: "lead" }>, leadIds: readonly number[]): SQL => inArray(match.column, [...leadIds]);

/** A person's submissions of one kind: referenced by one of their leads, or sent from the address. */
export function submissionsOf(
  entry: { table: typeof contactSubmissions | typeof hrAssessments | typeof leadershipAssessments; match: Extract<Match, { by: "lead or address" }> },
  person: { id: number } | undefined,
  key: string,
): SQL {
  const fromAddress = byAddress(entry.match, key);
  if (!person) return fromAddress;
  const theirLeads = byPerson(personalDataMap.leads.match, person.id);
  return sql`(${entry.table.id} in (select ${entry.match.lead} from ${leads} where ${theirLeads}) or ${fromAddress})`;
}

/** Refused sign-ins whose typed name, trimmed and in lower case, is the address (the audit log's match). */
export const refusedSignInsBy = (key: string): SQL => sql`${auditLog.action} = 'auth.sign_in_failed' and lower(trim(${auditLog.details} ->> 'username')) = ${key}`;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A row as JSON, times as ISO strings, minus the columns its export rule leaves out. */
function asHeld(row: Record<string, unknown>, leaveOut: Record<string, string> = {}): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).flatMap(([k, v]) => (Object.hasOwn(leaveOut, k) ? [] : [[k, v instanceof Date ? v.toISOString() : v]])));
}

/** A table's rows as its export section holds them: by the entry's shape, or as held. */
export function exportRows<T extends PgTable, Row, Out>(entry: PersonalTable<T, Row, Out>, rows: Row[]): Out[] {
  const rule = entry.export;
  if (rule.section === null) throw new Error(`${getTableName(entry.table)} is not exported`);
  const { shape, leaveOut } = rule;
  return rows.map((row) => (shape ? shape(row) : (asHeld(row as Record<string, unknown>, leaveOut) as Out)));
}

/** A lead, its consent grouped. */
function exportLead(l: Lead): ExportedLead {
  return {
    id: l.id,
    personId: l.personId,
    source: l.source,
    status: l.status,
    ownerId: l.ownerId,
    nextFollowUpAt: iso(l.nextFollowUpAt),
    name: l.name,
    email: l.email,
    company: l.company,
    phone: l.phone,
    language: l.language,
    attribution: l.attribution,
    consent: { noticeVersion: l.consentNoticeVersion, acceptedAt: iso(l.consentAcceptedAt), language: l.consentLanguage },
    contactSubmissionId: l.contactSubmissionId,
    hrAssessmentId: l.hrAssessmentId,
    leadershipAssessmentId: l.leadershipAssessmentId,
    createdAt: l.createdAt.toISOString(),
    lastActivityAt: l.lastActivityAt.toISOString(),
    anonymisedAt: iso(l.anonymisedAt),
  };
}

/** A timeline event, its actor by username. */
function exportLeadEvent(event: LeadEvent & { actor: string | null }): PersonalDataExport["leadEvents"][number] {
  return {
    id: event.id,
    leadId: event.leadId,
    kind: event.kind,
    actor: event.actor,
    from: event.fromValue,
    to: event.toValue,
    body: event.body,
    createdAt: event.createdAt.toISOString(),
  };
}

/** A mail; a live reset link stays in the e-mail alone (issue 21 item 3): withheld by the mail's kind, whatever its body says. */
function exportMail(m: typeof outgoingMail.$inferSelect): PersonalDataExport["outgoingMail"][number] {
  const secret = m.reference !== null && SECRET_MAIL_KINDS.includes(referenceKind(m.reference).kind);
  return {
    id: m.id,
    toAddress: m.toAddress,
    subject: m.subject,
    textBody: secret ? WITHHELD_SECRET_BODY : m.textBody,
    htmlBody: secret ? null : m.htmlBody,
    reference: m.reference,
    status: m.status,
    createdAt: m.createdAt.toISOString(),
    sentAt: iso(m.sentAt),
  };
}

/** A refused sign-in: when, from where, and why. */
function exportSignInAttempt(a: AuditEntry): PersonalDataExport["signInAttempts"][number] {
  return { id: a.id, at: a.createdAt.toISOString(), address: a.address, reason: a.details.reason ?? null };
}

/** An account's profile, marked unverified (a member types their own e-mail). */
function exportAccount(account: typeof users.$inferSelect): PersonalDataExport["accounts"][number] {
  return { ...asHeld(account, ACCOUNT_LEAVE_OUT), emailVerified: false };
}
