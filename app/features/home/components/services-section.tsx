import { ArrowLeft, ArrowRight, BriefcaseBusiness, Check, Globe, Rocket, UserSearch, type LucideIcon } from "lucide-react";
import { DialogOpener } from "~/components/forms/dialog-opener";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { useI18n } from "~/i18n/i18n-provider";
import { serviceIds, serviceKeys, type ServiceId } from "../home-content";

const serviceIcons: Record<ServiceId, LucideIcon> = {
  executiveSearch: UserSearch,
  leadershipHiring: BriefcaseBusiness,
  onboarding: Rocket,
  marketEntry: Globe,
};

/**
 * The four service cards. Their buttons open the page's inquiry dialog for
 * the card's service (`inquiry.services` names it as the inquiry stores it;
 * the bottom button asks for none: a general inquiry); without script they
 * lead to `inquiry.action`, the contact page (DialogOpener).
 */
export function ServicesSection({ inquiry }: { inquiry: { action: string; services: Record<ServiceId, string> } }) {
  const { t, dir } = useI18n();
  const Arrow = dir === "rtl" ? ArrowLeft : ArrowRight;
  const sectionTitle = t("home.services.title");
  return (
    <section id="services" aria-labelledby="services-title" className="bg-ink-50/70 py-20 md:py-28">
      <Container>
        <SectionHeading
          align="center"
          eyebrow={t("home.services.eyebrow")}
          title={<span id="services-title">{sectionTitle}</span>}
          lead={t("home.services.lead")}
        />

        <ul className="mt-14 grid gap-6 md:grid-cols-2">
          {serviceIds.map((id) => {
            const Icon = serviceIcons[id];
            const keys = serviceKeys(id);
            const title = t(keys.title);
            return (
              <li
                key={id}
                data-service={id}
                className="flex flex-col rounded-2xl border border-ink-100 bg-white p-7 transition duration-200 hover:border-sand-300 hover:shadow-[0_20px_40px_-28px_rgba(11,31,58,0.45)] sm:p-9"
              >
                <div className="flex items-start gap-4">
                  <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-ink-900 text-sand-400">
                    <Icon aria-hidden className="size-6" />
                  </span>
                  <h3 className="pt-2 text-xl font-bold text-ink-900 sm:text-2xl">{title}</h3>
                </div>
                <p className="mt-5 leading-relaxed text-ink-700">{t(keys.description)}</p>
                <p className="mt-6 text-sm font-semibold text-sand-700">{t("home.services.benefitsLabel")}</p>
                <ul className="mt-3 space-y-2.5">
                  {keys.benefits.map((benefit) => (
                    <li key={benefit} className="flex items-start gap-3 text-ink-800">
                      <span className="mt-1 flex size-5 shrink-0 items-center justify-center rounded-full bg-sand-100 text-sand-700">
                        <Check aria-hidden className="size-3.5" strokeWidth={3} />
                      </span>
                      <span>{t(benefit)}</span>
                    </li>
                  ))}
                </ul>
                <DialogOpener
                  dialog="inquiry"
                  action={inquiry.action}
                  service={inquiry.services[id]}
                  className="mt-auto pt-8"
                  variant="outline"
                  aria-label={t("home.services.learnMoreLabel", { service: title })}
                >
                  {t("home.services.learnMore")}
                  <Arrow aria-hidden className="size-4" />
                </DialogOpener>
              </li>
            );
          })}
        </ul>

        <div className="mt-10 flex flex-col items-center justify-between gap-5 rounded-2xl border border-sand-300/70 bg-sand-50 p-7 text-center sm:p-8 md:flex-row md:text-start">
          <p className="max-w-2xl text-lg text-ink-800">{t("home.services.bottomPrompt")}</p>
          <DialogOpener dialog="inquiry" action={inquiry.action} className="w-full shrink-0 md:w-auto" size="lg" buttonClassName="w-full">
            {t("home.services.bottomCta")}
          </DialogOpener>
        </div>
      </Container>
    </section>
  );
}
