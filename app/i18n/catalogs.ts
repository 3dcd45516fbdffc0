import { adminMessages } from "~/features/admin/messages";
import { auditLogMessages } from "~/features/audit-log/messages";
import { authMessages } from "~/features/auth/messages";
import { blogMessages } from "~/features/blog/messages";
import { careerPlatformMessages } from "~/features/career-platform/messages";
import { connectMessages } from "~/features/connect/messages";
import { homeMessages } from "~/features/home/messages";
import { hrAssessmentMessages } from "~/features/hr-assessment/messages";
import { leadershipAssessmentMessages } from "~/features/leadership-assessment/messages";
import { leadDigestMessages } from "~/features/lead-digest/messages";
import { leadPipelineMessages } from "~/features/lead-pipeline/messages";
import { leadsMessages } from "~/features/leads/messages";
import { legalMessages } from "~/features/legal/messages";
import { testimonialsMessages } from "~/features/testimonials/messages";
import { privacyMessages } from "~/features/privacy/messages";
import { profileMessages } from "~/features/profile/messages";
import { siteContentMessages } from "~/features/site-content/messages";
import { usersMessages } from "~/features/users/messages";
import { coreMessages } from "./catalogs/core";
import { shellMessages } from "./catalogs/shell";
import { mergeCatalogs } from "./define-messages";

/**
 * Every built-in text, merged from the parts that own them. Server-only in
 * practice: the browser receives just the resolved texts of its page's language.
 */
const parts = [coreMessages, shellMessages, homeMessages, blogMessages, leadsMessages, legalMessages, careerPlatformMessages, connectMessages, authMessages, profileMessages, adminMessages, siteContentMessages, usersMessages, hrAssessmentMessages, leadershipAssessmentMessages, testimonialsMessages, leadPipelineMessages, auditLogMessages, privacyMessages, leadDigestMessages] as const;

type KeysOf<T> = T extends { en: infer E } ? keyof E : never;
export type MessageKey = KeysOf<(typeof parts)[number]>;

export const catalogs = mergeCatalogs(parts);
