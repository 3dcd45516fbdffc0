import { adminMessages } from "~/features/admin/messages";
import { auditLogMessages } from "~/features/audit-log/messages";
import { authMessages } from "~/features/auth/messages";
import { secondFactorMessages } from "~/features/auth/second-factor/messages";
import { blogMessages } from "~/features/blog/messages";
import { redirectsMessages } from "~/features/blog/redirects/messages";
import { careerPlatformMessages } from "~/features/career-platform/messages";
import { connectMessages } from "~/features/connect/messages";
import { contentDraftsMessages } from "~/features/content-drafts/messages";
import { contentRevisionsMessages } from "~/features/content-revisions/messages";
import { homeMessages } from "~/features/home/messages";
import { hrAssessmentMessages } from "~/features/hr-assessment/messages";
import { leadershipAssessmentMessages } from "~/features/leadership-assessment/messages";
import { leadDigestMessages } from "~/features/lead-digest/messages";
import { leadPipelineMessages } from "~/features/lead-pipeline/messages";
import { leadsMessages } from "~/features/leads/messages";
import { peopleMessages } from "~/features/people/messages";
import { legalMessages } from "~/features/legal/messages";
import { testimonialsMessages } from "~/features/testimonials/messages";
import { caseStudiesMessages } from "~/features/case-studies/messages";
import { privacyMessages } from "~/features/privacy/messages";
import { profileMessages } from "~/features/profile/messages";
import { siteContentMessages } from "~/features/site-content/messages";
import { usersMessages } from "~/features/users/messages";
import { coreMessages } from "~/i18n/catalogs/core";
import { shellMessages } from "~/i18n/catalogs/shell";
import { mergeCatalogs } from "~/i18n/define-messages";

/**
 * The catalog registry: every built-in text, merged from the parts that own
 * them. It sits at the app level beside routes.ts, above the features, because
 * it lists every feature as routes.ts lists every page; nothing below imports it
 * (decision 025, a lint zone). The app level (root.tsx, server/, tests/)
 * imports it; the composition roots hand it to app/i18n (`provideCatalogs` in
 * server/main.ts and in the tests' setup), and the code below reads it as
 * `builtInCatalogs()`. Server-only in practice: the browser
 * receives just the resolved texts of its page's language.
 */
const parts = [coreMessages, shellMessages, homeMessages, blogMessages, redirectsMessages, leadsMessages, legalMessages, careerPlatformMessages, connectMessages, authMessages, secondFactorMessages, profileMessages, adminMessages, siteContentMessages, usersMessages, hrAssessmentMessages, leadershipAssessmentMessages, testimonialsMessages, peopleMessages, caseStudiesMessages, leadPipelineMessages, auditLogMessages, privacyMessages, leadDigestMessages, contentDraftsMessages, contentRevisionsMessages] as const;

type KeysOf<T> = T extends { en: infer E } ? keyof E & string : never;

/** Types every key for `t()` and `MessageKey` without app/i18n importing a feature (the registration React Router's `Register` uses). */
declare module "~/i18n/translate" {
  interface MessageKeyRegister {
    key: KeysOf<(typeof parts)[number]>;
  }
}

export const catalogs = mergeCatalogs(parts);
