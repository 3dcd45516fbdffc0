import { sql } from "drizzle-orm";
import type { DatabaseExecutor } from "#db/client";
import { leads, persons, type LeadAttribution, type LeadSource } from "#db/schema";
import { acceptedPrivacyNoticeVersion } from "~/features/legal/current-privacy-notice.server";
import { emailKeyOf } from "./lead-source";

export interface NewLead {
  source: LeadSource;
  /** The submission's row: exactly one. */
  submission: { contactSubmissionId: number } | { hrAssessmentId: number } | { leadershipAssessmentId: number };
  name: string;
  email: string | null;
  company: string | null;
  phone: string | null;
  language: "en" | "ar";
  /** When the submission was stored. */
  createdAt: Date;
  attribution?: LeadAttribution;
  /**
   * The privacy notice the visitor accepted with this submission; omit when the form asked for none.
   * `claimed`: the version is what the visitor's request named, kept only when that version exists
   * (else, or when none is named, the version in force is recorded: legal/current-privacy-notice.server.ts).
   */
  consent?: { noticeVersion: string | null; acceptedAt: Date; language: "en" | "ar"; claimed?: boolean } | null;
}

/**
 * Every submission becomes a lead of a person (decision 030). Called with
 * the transaction that stores the submission, so there is never one without
 * the other. The person is found by the e-mail trimmed and in lower case and
 * takes the newest name, company and phone; a submission without an e-mail
 * is a person of its own.
 */
export async function recordLead(tx: DatabaseExecutor, lead: NewLead): Promise<{ leadId: number; personId: number }> {
  const emailKey = emailKeyOf(lead.email);
  const email = lead.email?.trim() || null;
  const [person] = await tx
    .insert(persons)
    .values({ emailKey, email, name: lead.name, company: lead.company, phone: lead.phone, createdAt: lead.createdAt, updatedAt: lead.createdAt })
    .onConflictDoUpdate({
      target: persons.emailKey,
      set: {
        email: sql`excluded.email`,
        name: sql`excluded.name`,
        company: sql`coalesce(excluded.company, ${persons.company})`,
        phone: sql`coalesce(excluded.phone, ${persons.phone})`,
        updatedAt: sql`greatest(excluded.updated_at, ${persons.updatedAt})`,
      },
    })
    .returning({ id: persons.id });
  const consentVersion = lead.consent?.claimed ? await acceptedPrivacyNoticeVersion(tx, lead.consent.noticeVersion) : (lead.consent?.noticeVersion ?? null);
  const [row] = await tx
    .insert(leads)
    .values({
      personId: person.id,
      source: lead.source,
      ...lead.submission,
      name: lead.name,
      email,
      company: lead.company,
      phone: lead.phone,
      language: lead.language,
      attribution: lead.attribution ?? {},
      consentNoticeVersion: lead.consent ? consentVersion : null,
      consentAcceptedAt: lead.consent?.acceptedAt ?? null,
      consentLanguage: lead.consent?.language ?? null,
      createdAt: lead.createdAt,
      lastActivityAt: lead.createdAt,
    })
    .returning({ id: leads.id });
  return { leadId: row.id, personId: person.id };
}
