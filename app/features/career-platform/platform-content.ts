import type { MessageKey } from "~/i18n/translate";

/** The four features of the platform, in the spec's order. */
export const platformFeatures = ["assessments", "mentors", "bilingual", "valueFirst"] as const;
export type PlatformFeature = (typeof platformFeatures)[number];
export const platformFeatureKeys = (id: PlatformFeature) =>
  ({ title: `careerPlatform.features.${id}.title`, body: `careerPlatform.features.${id}.body` }) as const satisfies Record<string, MessageKey>;

/** How it works: complete the assessment, receive the report, match with mentors, develop the career path. */
export const platformSteps = ["assessment", "report", "mentors", "path"] as const;
export type PlatformStep = (typeof platformSteps)[number];
export const platformStepKeys = (id: PlatformStep) =>
  ({ title: `careerPlatform.how.${id}.title`, body: `careerPlatform.how.${id}.body` }) as const satisfies Record<string, MessageKey>;
