import { Award, Building, Crown, GraduationCap, Landmark, MapPin, Puzzle, Rocket, Zap, type LucideIcon } from "lucide-react";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/cn";
import { audienceKey, audiences, differentiatorKeys, differentiators, type Audience, type Differentiator } from "../home-content";

const differentiatorIcons: Record<Differentiator, LucideIcon> = {
  experience: Award,
  local: MapPin,
  academic: GraduationCap,
  speed: Zap,
  bespoke: Puzzle,
};

const audienceIcons: Record<Audience, LucideIcon> = {
  owners: Crown,
  boards: Landmark,
  international: Building,
  growth: Rocket,
};

/** Five differentiators and the four audiences the firm serves. */
export function WhyUsSection() {
  const { t } = useI18n();
  return (
    <section id="why-us" aria-labelledby="why-us-title" className="bg-white py-20 md:py-28">
      <Container>
        <SectionHeading eyebrow={t("home.whyUs.eyebrow")} title={<span id="why-us-title">{t("home.whyUs.title")}</span>} lead={t("home.whyUs.lead")} />

        <div className="mt-14 grid gap-10 lg:grid-cols-[1.6fr_1fr] lg:gap-12">
          <ul className="grid gap-x-8 gap-y-10 sm:grid-cols-2">
            {differentiators.map((id, index) => {
              const Icon = differentiatorIcons[id];
              const keys = differentiatorKeys(id);
              // The first differentiator (15+ years) leads the list across both columns.
              const lead = index === 0;
              return (
                <li
                  key={id}
                  data-differentiator={id}
                  className={cn("flex gap-4", lead && "rounded-2xl border border-sand-300/70 bg-sand-50 p-6 sm:col-span-2")}
                >
                  <span
                    className={cn(
                      "flex size-11 shrink-0 items-center justify-center rounded-lg",
                      lead ? "bg-ink-900 text-sand-400" : "bg-sand-100 text-sand-700",
                    )}
                  >
                    <Icon aria-hidden className="size-5" />
                  </span>
                  <div>
                    <h3 className="text-lg font-semibold text-ink-900">{t(keys.title)}</h3>
                    <p className="mt-1.5 leading-relaxed text-ink-700">{t(keys.body)}</p>
                  </div>
                </li>
              );
            })}
          </ul>

          <aside aria-labelledby="who-we-help-title" className="relative overflow-hidden rounded-2xl bg-ink-900 p-7 text-white sm:p-9">
            <div aria-hidden className="najdi-pattern pointer-events-none absolute inset-0 opacity-[0.06]" />
            <div className="relative">
              <h3 id="who-we-help-title" className="text-2xl font-bold">
                {t("home.whyUs.whoWeHelp.title")}
              </h3>
              <p className="mt-2 text-ink-100/80">{t("home.whyUs.whoWeHelp.lead")}</p>
              <ul className="mt-7 space-y-5">
                {audiences.map((id) => {
                  const Icon = audienceIcons[id];
                  return (
                    <li key={id} data-audience={id} className="flex items-start gap-4 border-t border-white/10 pt-5 first:border-t-0 first:pt-0">
                      <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-sand-400" />
                      <span className="leading-relaxed">{t(audienceKey(id))}</span>
                    </li>
                  );
                })}
              </ul>
            </div>
          </aside>
        </div>
      </Container>
    </section>
  );
}
