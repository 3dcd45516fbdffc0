import { Container } from "~/components/ui/container";
import { useI18n } from "~/i18n/i18n-provider";
import { Island } from "~/islands/island";
import { useRootData } from "~/lib/root-data";
import { ContactChannels } from "./contact-channels";
import { connectServices, type ContactService } from "../contact-services";
import type { LeadFormKind, LeadFormPostRefusal } from "../lead-form-post";
import { ContactForm } from "./contact-form";
import { LeadFormPanel } from "./lead-form-panel";

const nextSteps = [
  { title: "leads.page.step1Title", body: "leads.page.step1Body" },
  { title: "leads.page.step2Title", body: "leads.page.step2Body" },
  { title: "leads.page.step3Title", body: "leads.page.step3Body" },
] as const;

const isService = (value: string | undefined): value is ContactService => connectServices.some((service) => service === value);

/**
 * /contact: the promise, the ways to reach the firm, what happens next, and the form.
 * `form`: which lead form the card holds: the contact form, or (`?form=`) the
 * inquiry or consultation form a service's button leads to when its page had
 * no script to open the dialog (`service`: the service it was about).
 * `postResult` / `sent`: a form sent without JavaScript came back refused / went through.
 */
export function ContactPage({
  form = "contact",
  postResult,
  sent,
  service,
}: {
  form?: LeadFormKind;
  postResult?: LeadFormPostRefusal;
  sent?: LeadFormKind;
  service?: string;
}) {
  const { t } = useI18n();
  const root = useRootData();
  const formToken = root?.formToken ?? "";
  // A refusal or a thank-you names its form; otherwise the address does.
  const shown = postResult?.form ?? sent ?? form;
  const serviceAsked = postResult?.form === "inquiry" ? postResult.service : isService(service) ? service : undefined;
  const serviceName = serviceAsked && serviceAsked !== "other" ? t(`leads.service.${serviceAsked}`) : undefined;
  const heading =
    shown === "inquiry"
      ? { title: serviceName ? t("leads.inquiry.titleFor", { service: serviceName }) : t("leads.inquiry.title"), lead: t("leads.inquiry.description") }
      : shown === "consultation"
        ? { title: t("leads.consultation.title"), lead: t("leads.consultation.description") }
        : { title: t("leads.page.formTitle"), lead: t("leads.page.formLead") };
  return (
    <>
      <section className="relative isolate overflow-hidden bg-ink-900 text-white">
        <div aria-hidden className="najdi-pattern absolute inset-0 -z-10 opacity-[0.07]" />
        <Container className="py-14 sm:py-20">
          <p className="text-sm font-semibold text-sand-400">{t("leads.page.eyebrow")}</p>
          <h1 className="mt-3 max-w-3xl text-4xl leading-tight font-bold text-balance sm:text-5xl rtl:leading-snug">{t("leads.page.title")}</h1>
          <p className="mt-5 max-w-2xl text-lg text-ink-100/90">{t("leads.page.lead")}</p>
        </Container>
      </section>

      <Container className="grid gap-12 py-14 sm:py-20 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <div className="order-2 lg:order-1">
          <h2 className="text-xl font-bold text-ink-900">{t("leads.page.channelsTitle")}</h2>
          <ContactChannels className="mt-6" />
          <div className="mt-12 border-t border-ink-100 pt-10">
            <h2 className="text-xl font-bold text-ink-900">{t("leads.page.nextTitle")}</h2>
            <ol className="mt-6 grid gap-6">
              {nextSteps.map((step, index) => (
                <li key={step.title} className="flex gap-4">
                  <span aria-hidden className="flex size-9 shrink-0 items-center justify-center rounded-full bg-ink-900 text-sm font-bold text-sand-300">
                    {index + 1}
                  </span>
                  <div>
                    <p className="font-semibold text-ink-900">{t(step.title)}</p>
                    <p className="mt-1 text-[0.95rem] text-ink-700">{t(step.body)}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
        </div>
        <div className="order-1 lg:order-2">
          {/* Where a dialog's button leads without script (`#contact-form`), clear of the sticky header. */}
          <div id="contact-form" className="scroll-mt-24 rounded-2xl border border-ink-100 bg-white p-5 shadow-[0_20px_50px_-30px_rgba(11,31,58,0.35)] sm:p-8">
            <h2 className="mb-1 text-2xl font-bold text-ink-900">{heading.title}</h2>
            <p className="mb-6 text-ink-700">{heading.lead}</p>
            {shown === "contact" ? (
              <Island
                name="contact-form"
                component={ContactForm}
                props={{
                  variant: postResult?.form === "contact" ? postResult.variant : "page",
                  formToken,
                  postResult: postResult?.form === "contact" ? postResult : undefined,
                  initiallySent: sent === "contact",
                  initialService: service,
                }}
              />
            ) : (
              <Island
                name="lead-form"
                component={LeadFormPanel}
                props={{
                  form: shown,
                  service: serviceAsked,
                  formToken,
                  privacyNoticeVersion: root?.privacyNoticeVersion ?? null,
                  postResult: postResult?.form === shown ? postResult : undefined,
                  initiallySent: sent === shown,
                }}
              />
            )}
          </div>
        </div>
      </Container>
    </>
  );
}
