import { Compass, Ear, Microscope, ShieldCheck, type LucideIcon } from "lucide-react";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { useI18n } from "~/i18n/i18n-provider";
import { approachKeys, approachSteps, type ApproachStep } from "../home-content";

const approachIcons: Record<ApproachStep, LucideIcon> = {
  listen: Ear,
  map: Compass,
  assess: Microscope,
  stay: ShieldCheck,
};

/** Who the firm is, and the approach cards: how it works with a client. */
export function AboutSection() {
  const { t } = useI18n();
  return (
    <section id="about" aria-labelledby="about-title" className="bg-white py-20 md:py-28">
      <Container>
        <div className="grid items-center gap-12 lg:grid-cols-[1.1fr_1fr] lg:gap-16">
          <div>
            <SectionHeading eyebrow={t("home.about.eyebrow")} title={<span id="about-title">{t("home.about.title")}</span>} />
            <div className="mt-6 max-w-2xl space-y-5 text-lg leading-relaxed text-ink-700 rtl:leading-loose">
              <p>{t("home.about.body")}</p>
              <p>{t("home.about.body2")}</p>
            </div>
          </div>
          <img
            src="/images/home/riyadh-skyline.svg"
            alt={t("home.about.imageAlt")}
            width={560}
            height={440}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-2xl border border-ink-100 shadow-[0_24px_48px_-32px_rgba(11,31,58,0.45)]"
          />
        </div>

        <h3 className="mt-20 text-2xl font-bold text-ink-900">{t("home.about.approachTitle")}</h3>
        <ol className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {approachSteps.map((step, index) => {
            const Icon = approachIcons[step];
            const keys = approachKeys(step);
            return (
              <li
                key={step}
                className="group relative flex flex-col rounded-xl border border-ink-100 bg-white p-6 transition duration-200 hover:-translate-y-0.5 hover:border-sand-300 hover:shadow-[0_16px_32px_-24px_rgba(11,31,58,0.5)]"
              >
                <div className="flex items-center justify-between">
                  <span className="flex size-11 items-center justify-center rounded-lg bg-sand-100 text-sand-700">
                    <Icon aria-hidden className="size-5" />
                  </span>
                  <span aria-hidden className="text-sm font-semibold text-ink-500 tabular-nums">
                    {String(index + 1).padStart(2, "0")}
                  </span>
                </div>
                <h4 className="mt-5 text-lg font-semibold text-ink-900">{t(keys.title)}</h4>
                <p className="mt-2 leading-relaxed text-ink-700">{t(keys.body)}</p>
              </li>
            );
          })}
        </ol>
      </Container>
    </section>
  );
}
