import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheckBig, LoaderCircle, Send } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/use-toast";
import { HoneypotField, useSpamGuard } from "~/features/security/spam-guard-field";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/cn";
import { composeContactPayload } from "../compose-lead-message";
import { contactFormSchemaOf, servicesOf, type ContactFormInput, type ContactFormValues, type ContactFormVariant } from "../contact-form.schema";
import { failureDescription, serverFieldErrors, submitLead } from "../submit-lead";
import { fieldErrorText, focusFirstInvalid, showServerFieldErrors } from "./field-errors";
import { RequiredLegend } from "./required-legend";
import { withElement } from "./with-element";

const emptyValues: ContactFormInput = { fullName: "", email: "", company: "", service: "", message: "", privacy: false };
const formFields = new Set(["fullName", "email", "company", "service", "message", "privacy"]);

/**
 * The contact form (spec: public-site.md §4): idle → submitting → sent (a
 * thank-you panel and a toast) or failed (an error toast; the form keeps
 * what was typed). "Send another message" goes back to idle.
 *
 * `home`: the home page's contact section; `page`: /contact; `connect`: the
 * advisor page, whose service list adds a consultation and which shows a
 * privacy notice instead of the tick box.
 */
export function ContactForm({ variant, className }: { variant: ContactFormVariant; className?: string }) {
  const { t, lang, dir, href } = useI18n();
  const id = useId();
  const [sent, setSent] = useState(false);
  const guard = useSpamGuard(!sent);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormSchemaOf(variant)),
    defaultValues: emptyValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const error = (name: keyof ContactFormInput) => fieldErrorText(t, errors[name]);
  const sendingAnother = useRef(false);
  useEffect(() => {
    if (!sent && sendingAnother.current) {
      sendingAnother.current = false;
      setFocus("fullName");
    }
  }, [sent, setFocus]);
  const ltrField = lang === "ar" ? ({ dir: "ltr", className: "text-end" } as const) : {};
  const withPrivacy = variant !== "connect";
  // A new tab, so reading the policy does not lose what was typed.
  const privacyLink = (
    <Link to={href("/privacy-policy")} target="_blank" rel="noopener" className="font-semibold text-ink-900 underline underline-offset-2 hover:text-sand-700">
      {t("leads.contact.privacyLink")}
    </Link>
  );

  const onSubmit = async (values: ContactFormValues) => {
    try {
      await submitLead(composeContactPayload(withPrivacy ? values : { ...values, privacy: undefined }), guard.fields(), lang);
      reset(emptyValues);
      guard.restart();
      setSent(true);
      toast({ title: t("leads.contact.successTitle"), description: t("leads.contact.successDescription"), variant: "success" });
    } catch (failure) {
      if (showServerFieldErrors(setError, serverFieldErrors(failure), (field) => (formFields.has(field) ? (field as keyof ContactFormInput) : null))) focusFirstInvalid(formRef.current);
      toast({ title: t("leads.errorTitle"), description: failureDescription(failure, t("leads.contact.failure")), variant: "destructive" });
    }
  };

  if (sent)
    return (
      <ThankYouPanel
        className={className}
        onSendAnother={() => {
          sendingAnother.current = true;
          setSent(false);
        }}
      />
    );

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit(onSubmit, () => focusFirstInvalid(formRef.current))} className={cn("relative grid gap-5", className)} aria-label={t("leads.contact.formLabel")}>
      <RequiredLegend />
      <HoneypotField inputRef={guard.honeypotRef} idPrefix={id} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={`${id}-fullName`} label={t("leads.field.fullName")} required error={error("fullName")}>
          {(control) => <Input {...control} autoComplete="name" {...register("fullName")} />}
        </FormField>
        <FormField id={`${id}-email`} label={t("leads.field.email")} required error={error("email")}>
          {(control) => <Input {...control} type="email" autoComplete="email" inputMode="email" {...ltrField} {...register("email")} />}
        </FormField>
        <FormField id={`${id}-company`} label={t("leads.field.company")} optional error={error("company")}>
          {(control) => <Input {...control} autoComplete="organization" {...register("company")} />}
        </FormField>
        <FormField id={`${id}-service`} label={t("leads.field.service")} required error={error("service")}>
          {(control) => (
            <Select {...control} {...register("service")}>
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
        {(control) => <Textarea {...control} rows={5} placeholder={t("leads.field.messagePlaceholder")} {...register("message")} />}
      </FormField>
      {withPrivacy ? (
        <Checkbox
          id={`${id}-privacy`}
          requiredMark
          aria-required
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

/** What replaces the form once the message is sent. */
function ThankYouPanel({ onSendAnother, className }: { onSendAnother: () => void; className?: string }) {
  const { t } = useI18n();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: "nearest" });
  }, []);
  return (
    <div className={cn("flex flex-col items-center px-2 py-10 text-center", className)} data-testid="contact-thank-you">
      <span className="flex size-16 items-center justify-center rounded-full bg-emerald-50 text-success-700 ring-1 ring-emerald-200">
        <CircleCheckBig aria-hidden className="size-8" />
      </span>
      <h3 ref={heading} tabIndex={-1} className="mt-6 text-2xl font-bold text-ink-900 outline-none">
        {t("leads.contact.thankYouTitle")}
      </h3>
      <p className="mt-3 max-w-md text-ink-700">{t("leads.contact.thankYouBody")}</p>
      <Button type="button" variant="outline" size="lg" className="mt-8" onClick={onSendAnother}>
        {t("leads.contact.sendAnother")}
      </Button>
    </div>
  );
}
