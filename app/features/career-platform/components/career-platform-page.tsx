import { ArrowLeft, ArrowRight, ClipboardList, HandHeart, Languages, Radar, Sparkles, type LucideIcon } from "lucide-react";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { useI18n } from "~/i18n/i18n-provider";
import { useRootData } from "~/lib/root-data";
import { platformFeatureKeys, platformFeatures, platformStepKeys, platformSteps, type PlatformFeature } from "../platform-content";
import { PlatformLink } from "./platform-link";

const featureIcons: Record<PlatformFeature, LucideIcon> = {
  assessments: Radar,
  mentors: Sparkles,
  bilingual: Languages,
  valueFirst: HandHeart,
};

/** The iQader marketing page: hero with the two links out, four features, how it works, closing call to action. */
export function CareerPlatformPage() {
  const platformUrl = useRootData()?.links.careerPlatform ?? null;
  return (
    <>
      <PlatformHero platformUrl={platformUrl} />
      <PlatformFeatures />
      <PlatformSteps />
      <PlatformCta platformUrl={platformUrl} />
    </>
  );
}

function PlatformHero({ platformUrl }: { platformUrl: string | null }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="iqader-title" className="relative isolate overflow-hidden bg-ink-900 text-white">
      <div aria-hidden className="najdi-pattern absolute inset-0 -z-10 opacity-[0.06]" />
      <div aria-hidden className="absolute -top-32 -start-32 -z-10 size-[32rem] rounded-full bg-ink-600/30 blur-3xl" />
      <Container className="grid items-center gap-12 py-16 md:py-24 lg:grid-cols-[1.15fr_1fr]">
        <div>
          <p className="flex items-center gap-3 text-sm font-semibold text-sand-400">
            <span aria-hidden className="h-px w-8 bg-sand-500" />
            {t("careerPlatform.hero.eyebrow", { brand: t("brand.name") })}
          </p>
          <h1 id="iqader-title" className="mt-5 text-4xl leading-tight font-bold text-balance sm:text-5xl rtl:leading-snug">
            {t("careerPlatform.hero.title")}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-ink-100/90 rtl:leading-loose">{t("careerPlatform.hero.subtitle")}</p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <PlatformLink url={platformUrl} fallback={t("careerPlatform.hero.askUs")}>
              {t("careerPlatform.hero.tryAssessment")}
            </PlatformLink>
            <PlatformLink url={platformUrl} variant="onDark">
              {t("careerPlatform.hero.learnMore")}
            </PlatformLink>
          </div>
          {platformUrl && <p className="mt-4 text-sm text-ink-100/70">{t("careerPlatform.externalNote")}</p>}
        </div>
        <img
          src="/images/iqader/career-path.svg"
          alt={t("careerPlatform.hero.imageAlt")}
          width={520}
          height={440}
          fetchPriority="high"
          className="mx-auto h-auto w-full max-w-md rounded-2xl border border-white/10 lg:max-w-none"
        />
      </Container>
    </section>
  );
}

function PlatformFeatures() {
  const { t } = useI18n();
  return (
    <section id="features" aria-labelledby="iqader-features-title" className="bg-white py-20 md:py-28">
      <Container>
        <SectionHeading
          align="center"
          eyebrow={t("careerPlatform.features.eyebrow")}
          title={<span id="iqader-features-title">{t("careerPlatform.features.title")}</span>}
          lead={t("careerPlatform.features.lead")}
        />
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {platformFeatures.map((id) => {
            const Icon = featureIcons[id];
            const keys = platformFeatureKeys(id);
            return (
              <li
                key={id}
                data-feature={id}
                className="rounded-2xl border border-ink-100 bg-white p-6 transition duration-200 hover:-translate-y-0.5 hover:border-sand-300 hover:shadow-[0_16px_32px_-24px_rgba(11,31,58,0.5)]"
              >
                <span className="flex size-12 items-center justify-center rounded-xl bg-sand-100 text-sand-700">
                  <Icon aria-hidden className="size-6" />
                </span>
                <h3 className="mt-5 text-lg font-semibold text-ink-900">{t(keys.title)}</h3>
                <p className="mt-2 leading-relaxed text-ink-700">{t(keys.body)}</p>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}

/** Numbered steps; the row follows the page's direction and the arrows between steps point along it. */
function PlatformSteps() {
  const { t, dir } = useI18n();
  const Arrow = dir === "rtl" ? ArrowLeft : ArrowRight;
  return (
    <section id="how-it-works" aria-labelledby="iqader-how-title" className="bg-ink-50/70 py-20 md:py-28">
      <Container>
        <SectionHeading align="center" eyebrow={t("careerPlatform.how.eyebrow")} title={<span id="iqader-how-title">{t("careerPlatform.how.title")}</span>} />
        <ol className="mt-14 grid gap-5 md:grid-cols-2 lg:grid-cols-4">
          {platformSteps.map((id, index) => {
            const keys = platformStepKeys(id);
            const number = index + 1;
            return (
              <li key={id} data-step={number} className="relative flex flex-col rounded-2xl border border-ink-100 bg-white p-6">
                <div className="flex items-center justify-between">
                  <span
                    aria-hidden
                    className="flex size-12 items-center justify-center rounded-full bg-ink-900 text-lg font-bold text-sand-400 tabular-nums"
                  >
                    {number}
                  </span>
                  {index < platformSteps.length - 1 && <Arrow aria-hidden className="hidden size-5 text-sand-600 lg:block" />}
                </div>
                <p className="sr-only">{t("careerPlatform.how.stepLabel", { number })}</p>
                <h3 className="mt-5 text-lg font-semibold text-ink-900">{t(keys.title)}</h3>
                <p className="mt-2 leading-relaxed text-ink-700">{t(keys.body)}</p>
              </li>
            );
          })}
        </ol>
      </Container>
    </section>
  );
}

function PlatformCta({ platformUrl }: { platformUrl: string | null }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="iqader-cta-title" className="bg-white py-20 md:py-24">
      <Container>
        <div className="relative isolate overflow-hidden rounded-3xl bg-ink-900 px-6 py-14 text-center text-white sm:px-12">
          <div aria-hidden className="najdi-pattern absolute inset-0 -z-10 opacity-[0.07]" />
          <ClipboardList aria-hidden className="mx-auto size-10 text-sand-400" />
          <h2 id="iqader-cta-title" className="mx-auto mt-5 max-w-2xl text-3xl font-bold text-balance sm:text-4xl">
            {t("careerPlatform.cta.title")}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-ink-100/85">{t("careerPlatform.cta.body")}</p>
          <div className="mt-9 flex justify-center">
            <PlatformLink url={platformUrl} fallback={t("careerPlatform.cta.contact")}>
              {t("careerPlatform.cta.start")}
            </PlatformLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
