import { ArrowLeft, ArrowRight, CircleCheckBig, LoaderCircle, Send } from "lucide-react";
import { useId, useRef, type Ref } from "react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { HoneypotField } from "~/features/security/spam-guard-field";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/cn";
import type { HrContactInput } from "../hr-assessment.schema";

export type ContactErrors = Partial<Record<keyof HrContactInput, string>>;

interface ContactStepProps {
  headingRef: Ref<HTMLHeadingElement>;
  values: HrContactInput;
  onChange: (values: HrContactInput) => void;
  /** Already translated, by field. */
  errors: ContactErrors;
  submitting: boolean;
  submitted: boolean;
  honeypotRef: Ref<HTMLInputElement>;
  onSubmit: (form: HTMLFormElement | null) => void;
  onBack: () => void;
}

/**
 * The consultation request (spec §2, §5): name, email and company required,
 * phone and message optional; submit is disabled until the required fields
 * hold something. The values live in the page, so going back to the results
 * (or a failed send) loses nothing. Once sent, a confirmation replaces the form.
 */
export function ContactStep({ headingRef, values, onChange, errors, submitting, submitted, honeypotRef, onSubmit, onBack }: ContactStepProps) {
  const { t, lang, dir } = useI18n();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const Back = dir === "rtl" ? ArrowRight : ArrowLeft;
  const ltrField = lang === "ar" ? ({ dir: "ltr", className: "text-end" } as const) : ({ dir: "ltr" } as const);
  const set = (field: keyof HrContactInput) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange({ ...values, [field]: event.target.value });
  const ready = values.name.trim() !== "" && values.email.trim() !== "" && values.company.trim() !== "";

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
          event.preventDefault();
          if (ready && !submitting) onSubmit(formRef.current);
        }}
      >
        <HoneypotField inputRef={honeypotRef} idPrefix={id} />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id={`${id}-name`} label={t("leads.field.fullName")} required error={errors.name}>
            {(control) => <Input {...control} name="name" autoComplete="name" value={values.name} onChange={set("name")} />}
          </FormField>
          <FormField id={`${id}-email`} label={t("leads.field.email")} required error={errors.email}>
            {(control) => <Input {...control} name="email" type="email" inputMode="email" autoComplete="email" {...ltrField} value={values.email} onChange={set("email")} />}
          </FormField>
          <FormField id={`${id}-company`} label={t("leads.field.company")} required error={errors.company}>
            {(control) => <Input {...control} name="company" autoComplete="organization" value={values.company} onChange={set("company")} />}
          </FormField>
          <FormField id={`${id}-phone`} label={t("leads.field.phone")} optional error={errors.phone}>
            {(control) => <Input {...control} name="phone" type="tel" inputMode="tel" autoComplete="tel" {...ltrField} value={values.phone ?? ""} onChange={set("phone")} />}
          </FormField>
        </div>
        <FormField id={`${id}-message`} label={t("leads.field.message")} optional error={errors.message}>
          {(control) => <Textarea {...control} name="message" rows={4} placeholder={t("hr.contact.messagePlaceholder")} value={values.message ?? ""} onChange={set("message")} />}
        </FormField>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          {backButton}
          <Button type="submit" disabled={!ready || submitting}>
            {submitting ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : <Send aria-hidden className={cn("size-4", dir === "rtl" && "-scale-x-100")} />}
            {t(submitting ? "hr.contact.submitting" : "hr.contact.submit")}
          </Button>
        </div>
      </form>
    </div>
  );
}
