import type { NewLead } from "./record-lead.server";
import { readAttribution, readPrivacyNoticeVersion } from "./attribution";
import { contactLeadSource, phoneInMessage } from "./lead-source";

/**
 * The lead of a `POST /api/contact` submission: its source told from the
 * message, the dialogs' phone from its first line, the attribution and
 * privacy-notice version from the raw body (optional fields the form's own
 * schema does not know), consent when the contact form's box was ticked or
 * the form names the notice it showed (the dialogs' notice line); the
 * version is checked when the lead is stored.
 */
export function contactLead(submission: {
  id: number;
  createdAt: Date;
  fullName: string;
  email: string;
  company: string | null;
  message: string;
  privacy?: boolean;
  language: "en" | "ar";
  input: unknown;
}): NewLead {
  const noticeVersion = readPrivacyNoticeVersion(submission.input);
  return {
    source: contactLeadSource(submission.message),
    submission: { contactSubmissionId: submission.id },
    name: submission.fullName,
    email: submission.email,
    company: submission.company,
    phone: phoneInMessage(submission.message),
    language: submission.language,
    createdAt: submission.createdAt,
    attribution: readAttribution(submission.input),
    consent:
      submission.privacy === true || noticeVersion
        ? { noticeVersion, acceptedAt: submission.createdAt, language: submission.language, claimed: true }
        : null,
  };
}
