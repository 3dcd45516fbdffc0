import type { LeadAttribution, LeadEventKind, LeadSource, LeadStatus } from "#db/schema";
import type { ProfileGender } from "~/i18n/grammatical-form";

/** One lead as the admin API answers it (issue 14, item 7). */
export interface LeadRow {
  id: number;
  source: LeadSource;
  status: LeadStatus;
  name: string;
  email: string | null;
  company: string | null;
  phone: string | null;
  ownerId: number | null;
  createdAt: string;
  nextFollowUpAt: string | null;
  attribution: LeadAttribution;
  personId: number;
  /** The submission's id in its source's table (contact_submissions, hr_assessments or leadership_assessments). */
  sourceId: number;
  language: "en" | "ar";
  lastActivityAt: string;
  consent: { noticeVersion: string | null; acceptedAt: string; language: "en" | "ar" | null } | null;
}

export interface LeadsPage {
  leads: LeadRow[];
  total: number;
  page: number;
  pageSize: number;
}

export interface PersonRow {
  id: number;
  email: string | null;
  name: string;
  company: string | null;
  phone: string | null;
  createdAt: string;
  leadCount: number;
}

/**
 * Who changed a lead or wrote a note: the account named as the header and the
 * audit log name it (`accountName`) and its holder's own profile answer, which
 * words the Arabic line (decision 036). A line's actor is null once the
 * account is deleted.
 */
export interface TimelineActor {
  id: number;
  name: string;
  gender: ProfileGender;
}

interface Actor {
  actor: TimelineActor | null;
}

/** One area of the HR assessment: points, the most it could have, and the percentage. */
export interface AssessmentArea {
  id: string;
  score: number;
  total: number;
  percentage: number;
}

/**
 * An assessment's results as the lead's dialog shows them (issue 14, item 3):
 * the HR assessment's overall percentage, risk level and answered areas; the
 * leadership assessment's score out of its maximum and category.
 */
export type AssessmentResults =
  | { kind: "hr_assessment"; role: "hr" | "leadership"; overallPercent: number; risk: "low" | "medium" | "high"; areas: AssessmentArea[] }
  | { kind: "leadership_assessment"; score: number; max: number; category: "futureReady" | "moderateGaps" | "highRisk" };

/** A person's timeline, newest first: submissions, changes and notes on any of their leads, e-mails sent to them. */
export type TimelineItem =
  | { kind: "submission"; at: string; leadId: number; source: LeadSource; sourceId: number; results?: AssessmentResults }
  | ({ kind: Exclude<LeadEventKind, "note">; at: string; leadId: number; id: number; from: string | null; to: string | null } & Actor)
  | ({ kind: "note"; at: string; leadId: number; id: number; body: string } & Actor)
  | { kind: "email"; at: string; id: number; subject: string; status: "pending" | "sent" | "failed" };

export interface LeadDetail {
  lead: LeadRow;
  person: PersonRow;
  timeline: TimelineItem[];
  /** This lead's assessment results; null for an enquiry. Each assessment submission on the timeline carries its own too. */
  results: AssessmentResults | null;
}
