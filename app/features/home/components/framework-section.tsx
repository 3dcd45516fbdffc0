import { CalendarCheck } from "lucide-react";
import { DialogOpener } from "~/components/forms/dialog-opener";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { useI18n } from "~/i18n/i18n-provider";
import { frameworkStepKeys, frameworkSteps } from "../home-content";

/**
 * The SCORE method: five steps whose Latin initials spell its name. The row
 * runs with the page's direction, so S sits at the start. In Arabic the Latin
 * letters do not begin the Arabic step names, so each step also shows its
 * English key word, left to right with the letter marked, and the name itself
 * is shown as one left-to-right word mark (decision 021).
 * Its button opens the page's consultation dialog (without script it leads to
 * `consultationAction`, the contact page: DialogOpener).
 */
export function FrameworkSection({ consultationAction }: { consultationAction: string }) {
  const { t, lang } = useI18n();
  return (
    <section id="framework" aria-labelledby="framework-title" className="relative overflow-hidden bg-white py-20 md:py-28">
      <div aria-hidden className="najdi-pattern pointer-events-none absolute inset-y-0 end-0 w-1/3 opacity-[0.05] [mask-image:linear-gradient(to_bottom,black,transparent)]" />
      <Container className="relative">
        <SectionHeading
          align="center"
          eyebrow={t("home.framework.eyebrow")}
          title={<span id="framework-title">{t("home.framework.title")}</span>}
          lead={t("home.framework.lead")}
        />

        <div className="relative mt-16">
          <div aria-hidden className="absolute inset-y-8 start-8 w-px bg-sand-300 lg:hidden" />
          <div aria-hidden className="absolute inset-x-[10%] top-8 hidden h-px bg-sand-300 lg:block" />
          <ol aria-label={t("home.framework.stepsLabel")} className="relative grid gap-10 lg:grid-cols-5 lg:gap-6">
            {frameworkSteps.map((step) => {
              const keys = frameworkStepKeys(step.id);
              return (
                <li key={step.id} data-step={step.letter} className="flex gap-6 lg:flex-col lg:items-center lg:gap-5 lg:text-center">
                  <span
                    lang="en"
                    className="relative flex size-16 shrink-0 items-center justify-center rounded-full bg-ink-900 text-2xl font-bold text-sand-400 ring-8 ring-white"
                  >
                    {step.letter}
                  </span>
                  <div className="pt-2 lg:pt-0">
                    <h3 className="text-lg font-bold text-ink-900">{t(keys.title)}</h3>
                    {lang === "ar" && (
                      <p className="mt-1 text-sm font-semibold text-sand-700">
                        <span lang="en" dir="ltr" className="inline-block" data-testid="framework-keyword">
                          <span className="text-ink-900">{step.keyword.slice(0, 1)}</span>
                          {step.keyword.slice(1)}
                        </span>
                      </p>
                    )}
                    <p className="mt-2 leading-relaxed text-ink-700">{t(keys.body)}</p>
                  </div>
                </li>
              );
            })}
          </ol>
        </div>

        <div className="mt-16 flex flex-col items-center gap-4 text-center">
          <DialogOpener dialog="consultation" action={consultationAction} size="lg" variant="secondary">
            <CalendarCheck aria-hidden className="size-5" />
            {t("home.framework.cta")}
          </DialogOpener>
          <p className="max-w-md text-sm text-ink-600">{t("home.framework.ctaNote")}</p>
        </div>
      </Container>
    </section>
  );
}
