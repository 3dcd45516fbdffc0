import { Container } from "~/components/ui/container";
import { useI18n } from "~/i18n/i18n-provider";
import { Island } from "~/islands/island";
import { useRootData } from "~/lib/root-data";
import { ContactChannels } from "./contact-channels";
import type { ContactFormPostRefusal } from "../contact-form-post";
import { ContactForm } from "./contact-form";

const nextSteps = [
  { title: "leads.page.step1Title", body: "leads.page.step1Body" },
  { title: "leads.page.step2Title", body: "leads.page.step2Body" },
  { title: "leads.page.step3Title", body: "leads.page.step3Body" },
] as const;

/**
 * /contact: the promise, the ways to reach the firm, what happens next, and the form.
 * `postResult` / `sent`: a form sent without JavaScript came back refused / went through;
 * `service`: chosen on a service's button that had no script to open its dialog.
 */
export function ContactPage({ postResult, sent = false, service }: { postResult?: ContactFormPostRefusal; sent?: boolean; service?: string }) {
  const { t } = useI18n();
  const formToken = useRootData()?.formToken ?? "";
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
          <div className="rounded-2xl border border-ink-100 bg-white p-5 shadow-[0_20px_50px_-30px_rgba(11,31,58,0.35)] sm:p-8">
            <h2 className="mb-1 text-2xl font-bold text-ink-900">{t("leads.page.formTitle")}</h2>
            <p className="mb-6 text-ink-700">{t("leads.page.formLead")}</p>
            <Island
              name="contact-form"
              component={ContactForm}
              props={{ variant: postResult?.variant ?? "page", formToken, postResult, initiallySent: sent, initialService: service }}
            />
          </div>
        </div>
      </Container>
    </>
  );
}
