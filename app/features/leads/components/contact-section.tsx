import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { useI18n } from "~/i18n/i18n-provider";
import { Island } from "~/islands/island";
import { useRootData } from "~/lib/root-data";
import { ContactChannels } from "./contact-channels";
import { ContactForm } from "./contact-form";

/** The home page's contact section (`#contact`): the promise, the channels and the form. */
export function ContactSection() {
  const { t } = useI18n();
  const formToken = useRootData()?.formToken ?? "";
  return (
    <section id="contact" className="relative isolate overflow-hidden bg-sand-50 py-20 sm:py-28">
      <div aria-hidden className="najdi-pattern absolute inset-0 -z-10 opacity-[0.035]" />
      <Container className="grid gap-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <div>
          <SectionHeading eyebrow={t("leads.section.eyebrow")} title={t("leads.section.title")} lead={t("leads.section.lead")} />
          <ContactChannels className="mt-10" />
        </div>
        <div className="rounded-2xl border border-ink-100 bg-white p-5 shadow-[0_20px_50px_-30px_rgba(11,31,58,0.35)] sm:p-8">
          <Island name="contact-form" component={ContactForm} props={{ variant: "home", formToken }} />
        </div>
      </Container>
    </section>
  );
}
