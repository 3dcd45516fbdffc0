import { ArrowLeft, ArrowRight, ExternalLink, GraduationCap, School } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { useI18n } from "~/i18n/i18n-provider";
import { useRootData } from "~/lib/root-data";

/**
 * Careers: the job board (an outside link from the configuration, shown
 * only when there is one), sharing a profile through the contact form,
 * internships and the universities programme.
 */
export function CareersSection() {
  const { t, dir } = useI18n();
  const jobBoard = useRootData()?.links.jobBoard ?? null;
  const Arrow = dir === "rtl" ? ArrowLeft : ArrowRight;
  return (
    <section id="careers" aria-labelledby="careers-title" className="bg-sand-50 py-20 md:py-28">
      <Container className="grid gap-10 lg:grid-cols-[1.1fr_1fr_1fr] lg:gap-8">
        <div className="flex flex-col">
          <SectionHeading eyebrow={t("home.careers.eyebrow")} title={<span id="careers-title">{t("home.careers.title")}</span>} lead={t("home.careers.lead")} />
          {/* Open positions only when JOB_BOARD_URL is set (decision 022); sharing a profile always works, since most roles are never advertised. */}
          <div className="mt-8 flex flex-col items-start gap-3 sm:flex-row sm:flex-wrap">
            {jobBoard && (
              <Button asChild size="lg" variant="secondary">
                <a href={jobBoard} target="_blank" rel="noopener noreferrer">
                  {t("home.careers.jobBoard")}
                  <ExternalLink aria-hidden className="size-4 rtl:-scale-x-100" />
                  <span className="sr-only"> {t("home.careers.newTab")}</span>
                </a>
              </Button>
            )}
            <Button asChild size="lg" variant={jobBoard ? "outline" : "secondary"}>
              <a href="#contact">
                {t("home.careers.shareProfile")}
                <Arrow aria-hidden className="size-4" />
              </a>
            </Button>
          </div>
        </div>

        <article className="rounded-2xl border border-sand-300/60 bg-white p-7 sm:p-8">
          <span className="flex size-11 items-center justify-center rounded-lg bg-ink-900 text-sand-400">
            <GraduationCap aria-hidden className="size-5" />
          </span>
          <h3 className="mt-5 text-xl font-bold text-ink-900">{t("home.careers.internships.title")}</h3>
          <p className="mt-3 leading-relaxed text-ink-700">{t("home.careers.internships.body")}</p>
        </article>

        <article className="flex flex-col rounded-2xl border border-sand-300/60 bg-white p-7 sm:p-8">
          <span className="flex size-11 items-center justify-center rounded-lg bg-ink-900 text-sand-400">
            <School aria-hidden className="size-5" />
          </span>
          <h3 className="mt-5 text-xl font-bold text-ink-900">{t("home.careers.universities.title")}</h3>
          <p className="mt-3 leading-relaxed text-ink-700">{t("home.careers.universities.body")}</p>
          <a
            href="#contact"
            className="mt-auto inline-flex min-h-11 items-center gap-2 self-start pt-4 font-semibold text-ink-900 underline decoration-sand-500 decoration-2 underline-offset-4 hover:text-sand-700"
          >
            {t("home.careers.universities.link")}
            <Arrow aria-hidden className="size-4" />
          </a>
        </article>
      </Container>
    </section>
  );
}
