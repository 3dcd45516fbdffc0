import type { NewLead } from "./record-lead.server";
import { readAttribution, readPrivacyNoticeVersion } from "./attribution";

/**
 * The lead of an HR or leadership assessment: the taker's contact details as
 * they gave them, the attribution from the raw body, and consent when the
 * body names the privacy notice its contact step showed (a notice line, no
 * tick box); the version is checked when the lead is stored.
 */
export function assessmentLead(assessment: {
  source: "hr_assessment" | "leadership_assessment";
  id: number;
  createdAt: Date;
  name: string;
  email?: string | null;
  company?: string | null;
  phone?: string | null;
  language: "en" | "ar";
  input: unknown;
}): NewLead {
  const noticeVersion = readPrivacyNoticeVersion(assessment.input);
  return {
    source: assessment.source,
    submission: assessment.source === "hr_assessment" ? { hrAssessmentId: assessment.id } : { leadershipAssessmentId: assessment.id },
    name: assessment.name,
    email: assessment.email?.trim() || null,
    company: assessment.company?.trim() || null,
    phone: assessment.phone?.trim() || null,
    language: assessment.language,
    createdAt: assessment.createdAt,
    attribution: readAttribution(assessment.input),
    consent: noticeVersion ? { noticeVersion, acceptedAt: assessment.createdAt, language: assessment.language, claimed: true } : null,
  };
}
