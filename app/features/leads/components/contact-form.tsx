import { LoaderCircle, Send } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import type { Resolver } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/use-toast";
import { HoneypotField } from "~/features/security/spam-guard-field";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/cn";
import { composeContactPayload } from "../compose-lead-message";
import type { ContactFormPostRefusal } from "../lead-form-post";
import type { ContactFormInput, ContactFormValues } from "../contact-form.schema";
import { servicesOf, type ContactFormVariant } from "../contact-services";
import { RequiredLegend } from "~/components/forms/required-legend";
import { withElement } from "~/components/forms/with-element";
import { ThankYouPanel } from "./thank-you-panel";
import { useLeadForm } from "./use-lead-form";

const emptyValues: ContactFormInput = { fullName: "", email: "", company: "", service: "", message: "", privacy: false };
const formFields = ["fullName", "email", "company", "service", "message", "privacy"] as const;

/**
 * The contact form (spec: public-site.md §4): idle → submitting → sent (a
 * thank-you panel and a toast) or failed (an error toast; the form keeps
 * what was typed). "Send another message" goes back to idle.
 *
 * `home`: the home page's contact section; `page`: /contact; `connect`: the
 * advisor page, whose service list adds a consultation and which shows a
 * privacy notice instead of the tick box.
 *
 * Before its script has loaded (or without JavaScript) the same markup is a
 * plain HTML form posting to /contact (routes/contact.tsx), which answers
 * with `postResult` (entries kept, reasons shown) or `initiallySent`.
 * An island on the public pages (decision 040): its props are plain data and
 * it uses no router.
 */
export function ContactForm({
  variant,
  formToken,
  className,
  postResult,
  initiallySent = false,
  initialService,
}: {
  variant: ContactFormVariant;
  /** The signed time the page was rendered (the root loader's), for a send without script. */
  formToken: string;
  className?: string;
  postResult?: ContactFormPostRefusal;
  initiallySent?: boolean;
  /** The service already chosen (the contact page reached from a service's button without script). */
  initialService?: string;
}) {
  const { t, dir, href } = useI18n();
  const id = useId();
  const [sent, setSent] = useState(initiallySent);
  const resolver = useMemo(() => lazyResolver(variant), [variant]);
  const withPrivacy = variant !== "connect";
  const { form, formProps, ltrField, initial, honeypotRef, error, message } = useLeadForm<ContactFormInput, ContactFormValues>({
    resolver,
    empty: emptyValues,
    start: initialService && servicesOf(variant).some((service) => service === initialService) ? { ...emptyValues, service: initialService } : undefined,
    postResult,
    shown: !sent,
    payload: (values) => composeContactPayload(withPrivacy ? values : { ...values, privacy: undefined }),
    onSent: () => {
      setSent(true);
      // The advisor's page speaks in his own voice (decision 022); the firm's pages keep the spec's "we".
      toast({ title: t("leads.contact.successTitle"), description: t(variant === "connect" ? "connect.form.sentToast" : "leads.contact.successDescription"), variant: "success" });
    },
    serverFields: formFields,
    failureKey: "leads.contact.failure",
  });
  const { register, setFocus } = form;
  const isSubmitting = form.formState.isSubmitting;
  const sendingAnother = useRef(false);
  useEffect(() => {
    if (!sent && sendingAnother.current) {
      sendingAnother.current = false;
      setFocus("fullName");
    }
  }, [sent, setFocus]);
  // A new tab, so reading the policy does not lose what was typed.
  const privacyLink = (
    <a href={href("/privacy-policy")} target="_blank" rel="noopener" className="font-semibold text-ink-900 underline underline-offset-2 hover:text-sand-700">
      {t("leads.contact.privacyLink")}
    </a>
  );

  if (sent)
    return (
      <ThankYouPanel
        className={className}
        title={t("leads.contact.thankYouTitle")}
        anotherHref={href("/contact")}
        body={t(variant === "connect" ? "connect.form.sentBody" : "leads.contact.thankYouBody")}
        onSendAnother={() => {
          sendingAnother.current = true;
          setSent(false);
        }}
      />
    );

  return (
    <form
      {...formProps}
      onFocusCapture={() => void loadRules()}
      className={cn("relative grid gap-5", className)}
      aria-label={t("leads.contact.formLabel")}
    >
      <RequiredLegend />
      <input type="hidden" name="variant" value={variant} />
      <input type="hidden" name="formToken" value={formToken} />
      {message}
      <HoneypotField inputRef={honeypotRef} idPrefix={id} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={`${id}-fullName`} label={t("leads.field.fullName")} required error={error("fullName")}>
          {(control) => <Input {...control} autoComplete="name" defaultValue={initial.fullName} {...register("fullName")} />}
        </FormField>
        <FormField id={`${id}-email`} label={t("leads.field.email")} required error={error("email")}>
          {(control) => <Input {...control} type="email" autoComplete="email" inputMode="email" defaultValue={initial.email} {...ltrField} {...register("email")} />}
        </FormField>
        <FormField id={`${id}-company`} label={t("leads.field.company")} optional error={error("company")}>
          {(control) => <Input {...control} autoComplete="organization" defaultValue={initial.company} {...register("company")} />}
        </FormField>
        <FormField id={`${id}-service`} label={t("leads.field.service")} required error={error("service")}>
          {(control) => (
            <Select {...control} defaultValue={initial.service} {...register("service")}>
              <option value="" disabled>
                {t("leads.field.servicePlaceholder")}
              </option>
              {servicesOf(variant).map((service) => (
                <option key={service} value={service}>
                  {t(`leads.service.${service}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <FormField id={`${id}-message`} label={t("leads.field.message")} required error={error("message")}>
        {(control) => <Textarea {...control} rows={5} placeholder={t("leads.field.messagePlaceholder")} defaultValue={initial.message} {...register("message")} />}
      </FormField>
      {withPrivacy ? (
        <Checkbox
          id={`${id}-privacy`}
          requiredMark
          aria-required
          defaultChecked={initial.privacy}
          error={error("privacy")}
          label={withElement(t("leads.contact.privacyConsent"), "link", privacyLink)}
          {...register("privacy")}
        />
      ) : (
        <p className="text-sm text-ink-600">{withElement(t("leads.contact.privacyNotice"), "link", privacyLink)}</p>
      )}
      <div>
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : <Send aria-hidden className={cn("size-4", dir === "rtl" && "-scale-x-100")} />}
          {isSubmitting ? t("leads.contact.submitting") : t("leads.contact.submit")}
        </Button>
      </div>
    </form>
  );
}

/** The form's rules (zod) arrive when the visitor first focuses or sends the form, not with the page. */
const loadRules = () => import("../contact-form-resolver");

function lazyResolver(variant: ContactFormVariant): Resolver<ContactFormInput, unknown, ContactFormValues> {
  return async (values, context, options) => {
    const { contactFormResolver } = await loadRules();
    return (contactFormResolver(variant) as Resolver<ContactFormInput, unknown, ContactFormValues>)(values, context, options);
  };
}
