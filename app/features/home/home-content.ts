import type { MessageKey } from "~/i18n/translate";

/**
 * What the home sections list, in order. Texts live in the catalog (and may
 * be overridden by site content); the figures below are the spec's claims and
 * read the same in both languages.
 */

/** The home page's figures; each is shown only with the source the firm gives it (decision 048). */
export const keyFigureIds = ["experience", "performance", "productivity", "guarantee"] as const;
export type KeyFigureId = (typeof keyFigureIds)[number];

export interface KeyFigure {
  id: KeyFigureId;
  /** Shown left-to-right in both languages, like any number. */
  value: string;
  labelKey: MessageKey;
}

export const keyFigures: readonly KeyFigure[] = [
  { id: "experience", value: "15+", labelKey: "home.stats.experience" },
  { id: "performance", value: "+30%", labelKey: "home.stats.performance" },
  { id: "productivity", value: "\u221250%", labelKey: "home.stats.productivity" },
  { id: "guarantee", value: "6", labelKey: "home.stats.guarantee" },
];

export const approachSteps = ["listen", "map", "assess", "stay"] as const;
export type ApproachStep = (typeof approachSteps)[number];
export const approachKeys = (step: ApproachStep) =>
  ({ title: `home.about.approach.${step}.title`, body: `home.about.approach.${step}.body` }) as const satisfies Record<string, MessageKey>;

/** The four services of the spec, in its order. */
export const serviceIds = ["executiveSearch", "leadershipHiring", "onboarding", "marketEntry"] as const;
export type ServiceId = (typeof serviceIds)[number];
export const serviceKeys = (id: ServiceId) =>
  ({
    title: `home.services.${id}.title`,
    description: `home.services.${id}.description`,
    benefits: [`home.services.${id}.benefit1`, `home.services.${id}.benefit2`, `home.services.${id}.benefit3`],
  }) as const satisfies { title: MessageKey; description: MessageKey; benefits: readonly MessageKey[] };

/**
 * S-C-O-R-E: the letters are the method's name and stay Latin in Arabic too.
 * Each letter is the initial of the English key word, which Arabic pages show
 * beside the Arabic step name (the Arabic names do not start with these letters).
 */
export const frameworkSteps = [
  { id: "strategy", letter: "S", keyword: "Strategy" },
  { id: "culture", letter: "C", keyword: "Culture" },
  { id: "optimal", letter: "O", keyword: "Optimal" },
  { id: "rigorous", letter: "R", keyword: "Rigorous" },
  { id: "embedded", letter: "E", keyword: "Embedded" },
] as const;
export type FrameworkStepId = (typeof frameworkSteps)[number]["id"];
export const frameworkStepKeys = (id: FrameworkStepId) =>
  ({ title: `home.framework.${id}.title`, body: `home.framework.${id}.body` }) as const satisfies Record<string, MessageKey>;

export const ctaValuePoints = ["talent", "speed", "guarantee"] as const;
export type CtaValuePoint = (typeof ctaValuePoints)[number];
export const ctaValueKeys = (id: CtaValuePoint) =>
  ({ title: `home.cta.${id}.title`, body: `home.cta.${id}.body` }) as const satisfies Record<string, MessageKey>;

export const differentiators = ["experience", "local", "academic", "speed", "bespoke"] as const;
export type Differentiator = (typeof differentiators)[number];
export const differentiatorKeys = (id: Differentiator) =>
  ({ title: `home.whyUs.${id}.title`, body: `home.whyUs.${id}.body` }) as const satisfies Record<string, MessageKey>;

export const audiences = ["owners", "boards", "international", "growth"] as const;
export type Audience = (typeof audiences)[number];
export const audienceKey = (id: Audience) => `home.whyUs.whoWeHelp.${id}` as const satisfies MessageKey;
