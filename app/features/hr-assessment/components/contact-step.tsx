import { ArrowLeft, ArrowRight, CircleCheckBig, LoaderCircle, Send } from "lucide-react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useRef, type Ref } from "react";
import { useForm } from "react-hook-form";
import { applyServerFieldErrors, fieldErrorText, focusFirstInvalid } from "~/components/forms/server-errors";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { ConsentNotice } from "~/features/lead-capture/components/consent-notice";
import { HoneypotField } from "~/features/security/spam-guard-field";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/cn";
import { hrContactSchema, type HrContactInput, type HrContactValues } from "../hr-assessment.schema";

/** The fields a server answer can point at. */
const contactFields = ["name", "email", "company", "phone", "message"] as const;

interface ContactStepProps {
  headingRef: Ref<HTMLHeadingElement>;
  /** What was typed before (kept by the page across going back and a reload). */
  values: HrContactInput;
  /** Each change to what is typed, so the page can keep it. */
  onChange: (values: HrContactInput) => void;
  submitted: boolean;
  honeypotRef: Ref<HTMLInputElement>;
  /** Sends the request; resolves with the failure when it failed (the page has said so in a toast), else undefined. */
  onSubmit: (values: HrContactValues) => Promise<unknown>;
  onBack: () => void;
}

/**
 * The consultation request (spec §2, §5): name, email and company required,
 * phone and message optional; submit is disabled until the required fields
 * hold something. A react-hook-form form checked by `hrContactSchema`, the
 * schema the server checks too. What is typed is also handed to the page, so
 * going back to the results (or a failed send) loses nothing. Once sent, a
 * confirmation replaces the form.
 */
export function ContactStep({ headingRef, values, onChange, submitted, honeypotRef, onSubmit, onBack }: ContactStepProps) {
  const { t, lang, dir } = useI18n();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<HrContactInput, unknown, HrContactValues>({
    resolver: zodResolver(hrContactSchema),
    defaultValues: values,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: false,
  });
  useEffect(() => {
    const subscription = watch((typed) => onChange({ name: typed.name ?? "", email: typed.email ?? "", company: typed.company ?? "", phone: typed.phone ?? "", message: typed.message ?? "" }));
    return () => subscription.unsubscribe();
  }, [watch, onChange]);
  const [name, email, company] = watch(["name", "email", "company"]);
  const ready = name.trim() !== "" && email.trim() !== "" && company.trim() !== "";
  const error = (field: keyof HrContactInput) => fieldErrorText(t, errors[field]);
  const Back = dir === "rtl" ? ArrowRight : ArrowLeft;
  const ltrField = lang === "ar" ? ({ dir: "ltr", className: "text-end" } as const) : ({ dir: "ltr" } as const);
  const send = handleSubmit(
    async (contact) => {
      const failure = await onSubmit(contact);
      if (applyServerFieldErrors(failure, setError, contactFields)) focusFirstInvalid(formRef.current);
    },
    () => focusFirstInvalid(formRef.current),
  );

  const backButton = (
    <Button type="button" variant="outline" onClick={onBack}>
      <Back aria-hidden className="size-4" />
      {t("hr.contact.back")}
    </Button>
  );

  if (submitted)
    return (
      <div className="flex flex-col items-center py-6 text-center" data-testid="hr-request-sent">
        <span className="flex size-16 items-center justify-center rounded-full bg-emerald-50 text-success-700 ring-1 ring-emerald-200">
          <CircleCheckBig aria-hidden className="size-8" />
        </span>
        <h2 ref={headingRef} tabIndex={-1} className="mt-6 scroll-mt-28 text-2xl font-bold text-ink-900 outline-none">
          {t("hr.contact.sentHeading")}
        </h2>
        <p className="mt-3 max-w-md text-ink-700">{t("hr.contact.sentBody")}</p>
        <div className="mt-8">{backButton}</div>
      </div>
    );

  return (
    <div>
      <h2 ref={headingRef} tabIndex={-1} className="scroll-mt-28 text-2xl font-bold text-ink-900 outline-none sm:text-3xl">
        {t("hr.contact.heading")}
      </h2>
      <p className="mt-3 text-ink-700">{t("hr.contact.lead")}</p>
      <form
        ref={formRef}
        noValidate
        aria-label={t("hr.contact.formLabel")}
        className="relative mt-6 grid gap-5"
        onSubmit={(event) => {
          if (ready && !isSubmitting) return void send(event);
          event.preventDefault();
        }}
      >
        <HoneypotField inputRef={honeypotRef} idPrefix={id} />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id={`${id}-name`} label={t("leads.field.fullName")} required error={error("name")}>
            {(control) => <Input {...control} autoComplete="name" {...register("name")} />}
          </FormField>
          <FormField id={`${id}-email`} label={t("leads.field.email")} required error={error("email")}>
            {(control) => <Input {...control} type="email" inputMode="email" autoComplete="email" {...ltrField} {...register("email")} />}
          </FormField>
          <FormField id={`${id}-company`} label={t("leads.field.company")} required error={error("company")}>
            {(control) => <Input {...control} autoComplete="organization" {...register("company")} />}
          </FormField>
          <FormField id={`${id}-phone`} label={t("leads.field.phone")} optional error={error("phone")}>
            {(control) => <Input {...control} type="tel" inputMode="tel" autoComplete="tel" {...ltrField} {...register("phone")} />}
          </FormField>
        </div>
        <FormField id={`${id}-message`} label={t("leads.field.message")} optional error={error("message")}>
          {(control) => <Textarea {...control} rows={4} placeholder={t("hr.contact.messagePlaceholder")} {...register("message")} />}
        </FormField>
        <ConsentNotice />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          {backButton}
          <Button type="submit" disabled={!ready || isSubmitting}>
            {isSubmitting ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : <Send aria-hidden className={cn("size-4", dir === "rtl" && "-scale-x-100")} />}
            {t(isSubmitting ? "hr.contact.submitting" : "hr.contact.submit")}
          </Button>
        </div>
      </form>
    </div>
  );
}
