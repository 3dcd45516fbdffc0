import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft, ArrowRight, LoaderCircle } from "lucide-react";
import { useEffect, useId, useRef, type Ref, type RefObject } from "react";
import { useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { fieldErrorText, focusFirstInvalid } from "~/components/forms/server-errors";
import { RequiredLegend } from "~/components/forms/required-legend";
import { ConsentNotice } from "~/features/lead-capture/components/consent-notice";
import { HoneypotField } from "~/features/security/spam-guard-field";
import { useI18n } from "~/i18n/i18n-provider";
import { leadershipDetailsSchema, type LeadershipDetails, type LeadershipDetailsInput } from "../leadership-assessment.schema";

/** The phone field's placeholder: the Saudi country code, the same in both languages. */
const PHONE_PLACEHOLDER = "+966";

const emptyValues: LeadershipDetailsInput = { name: "", email: "", company: "", phone: "" };

/**
 * "Almost Done!": the taker's name (required), e-mail (optional: results are
 * e-mailed when the server can send mail, and the hint says so only then),
 * company and phone.
 */
export function ContactStep({
  headingRef,
  defaultValues,
  resultsByEmail = true,
  honeypotRef,
  onBack,
  onDraft,
  onSubmit,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  defaultValues: LeadershipDetailsInput | null;
  /** Whether this server can e-mail the results (else the hint promises nothing). */
  resultsByEmail?: boolean;
  honeypotRef: Ref<HTMLInputElement>;
  /** Back to the last question, keeping what was typed. */
  onBack: (draft: LeadershipDetailsInput) => void;
  /** Each change to what is typed, so the page can keep it across a reload. */
  onDraft?: (draft: LeadershipDetailsInput) => void;
  onSubmit: (values: LeadershipDetails) => void;
}) {
  const { t, lang, dir } = useI18n();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const {
    register,
    handleSubmit,
    getValues,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<LeadershipDetailsInput, unknown, LeadershipDetails>({
    resolver: zodResolver(leadershipDetailsSchema),
    defaultValues: defaultValues ?? emptyValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: false,
  });
  useEffect(() => {
    if (!onDraft) return;
    const subscription = watch((values) => onDraft({ name: values.name ?? "", email: values.email ?? "", company: values.company ?? "", phone: values.phone ?? "" }));
    return () => subscription.unsubscribe();
  }, [watch, onDraft]);
  const error = (name: keyof LeadershipDetailsInput) => fieldErrorText(t, errors[name]);
  // Addresses and numbers read left to right, also on Arabic pages.
  const ltrField = lang === "ar" ? ({ dir: "ltr", className: "text-end" } as const) : ({ dir: "ltr" } as const);
  const Back = dir === "rtl" ? ArrowRight : ArrowLeft;
  const Forward = dir === "rtl" ? ArrowLeft : ArrowRight;

  return (
    <div>
      <h2 ref={headingRef} tabIndex={-1} className="scroll-mt-28 text-2xl font-bold text-ink-900 outline-none">
        {t("leadership.details.title")}
      </h2>
      <p className="mt-2 text-ink-700">{t("leadership.details.lead")}</p>
      <form
        ref={formRef}
        noValidate
        aria-label={t("leadership.details.formLabel")}
        onSubmit={handleSubmit(onSubmit, () => focusFirstInvalid(formRef.current))}
        className="relative mt-6 grid gap-5"
      >
        <RequiredLegend />
        <HoneypotField inputRef={honeypotRef} idPrefix={id} />
        <FormField id={`${id}-name`} label={t("leadership.details.name")} required error={error("name")}>
          {(control) => <Input {...control} autoComplete="name" {...register("name")} />}
        </FormField>
        <FormField id={`${id}-email`} label={t("leadership.details.email")} optional hint={t(resultsByEmail ? "leadership.details.emailHint" : "leadership.details.emailHintNoMail")} error={error("email")}>
          {(control) => <Input {...control} type="email" autoComplete="email" inputMode="email" {...ltrField} {...register("email")} />}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id={`${id}-company`} label={t("leadership.details.company")} optional error={error("company")}>
            {(control) => <Input {...control} autoComplete="organization" {...register("company")} />}
          </FormField>
          <FormField id={`${id}-phone`} label={t("leadership.details.phone")} optional error={error("phone")}>
            {(control) => <Input {...control} type="tel" autoComplete="tel" inputMode="tel" placeholder={PHONE_PLACEHOLDER} {...ltrField} {...register("phone")} />}
          </FormField>
        </div>
        <ConsentNotice />
        <div className="mt-2 flex flex-col-reverse gap-3 border-t border-ink-100 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <Button type="button" variant="outline" onClick={() => onBack(getValues())}>
            <Back aria-hidden className="size-4" />
            {t("leadership.details.back")}
          </Button>
          <Button type="submit" size="lg" disabled={isSubmitting}>
            {isSubmitting && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
            {isSubmitting ? t("leadership.details.submitting") : t("leadership.details.submit")}
            {!isSubmitting && <Forward aria-hidden className="size-4" />}
          </Button>
        </div>
      </form>
    </div>
  );
}
