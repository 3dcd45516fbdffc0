import { zodResolver } from "@hookform/resolvers/zod";
import { CalendarCheck, LoaderCircle } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/use-toast";
import { applyServerFieldErrors, failureText, fieldErrorText, focusFirstInvalid } from "~/components/forms/server-errors";
import { HoneypotField, useSpamGuard } from "~/features/security/spam-guard-field";
import { useI18n } from "~/i18n/i18n-provider";
import { composeConsultationPayload } from "../compose-lead-message";
import { consultationSchema, type ConsultationInput, type ConsultationValues } from "../consultation.schema";
import { ConsentNotice } from "~/features/lead-capture/components/consent-notice";
import { submitLead } from "../submit-lead";
import { createSubmissionKey } from "~/features/security/submission-key";
import { DayMonthYearInput } from "./day-month-year-input";
import { PhoneHint } from "./phone-hint";
import { RequiredLegend } from "~/components/forms/required-legend";

const emptyValues: ConsultationInput = { fullName: "", email: "", company: "", phone: "", businessNeeds: "", preferredDate: "" };

/** The fields a server answer can point at. */
const serverFields = ["fullName", "email", "company", "businessNeeds"] as const;

const fieldOf = (apiField: string): keyof ConsultationInput | null =>
  apiField === "message" ? "businessNeeds" : apiField === "fullName" || apiField === "email" || apiField === "company" ? apiField : null;

/** Today in the visitor's time zone, as a date input wants it. */
function todayIso(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

export interface ConsultationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The free consultation dialog (spec: public-site.md §4, §5, §7): like the
 * inquiry dialog, with a company, a preferred date and a "book" label.
 */
export function ConsultationDialog({ open, onOpenChange }: ConsultationDialogProps) {
  const { t, lang } = useI18n();
  const id = useId();
  const guard = useSpamGuard(open);
  // One key per submission, kept across its retries, so a lead whose answer was lost is stored once.
  const [submissionKey] = useState(createSubmissionKey);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ConsultationInput, unknown, ConsultationValues>({
    resolver: zodResolver(consultationSchema),
    defaultValues: emptyValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const error = (name: keyof ConsultationInput) => fieldErrorText(t, errors[name]);
  const ltrField = lang === "ar" ? ({ dir: "ltr", className: "text-end" } as const) : {};

  const onSubmit = async (values: ConsultationValues) => {
    try {
      const payload = composeConsultationPayload(values, {
        phone: t("leads.compose.phone"),
        preferredDate: t("leads.compose.preferredDate"),
        notSpecified: t("leads.compose.notSpecified"),
      });
      await submitLead(payload, await guard.fields(), lang, submissionKey);
      reset(emptyValues);
      guard.restart();
      onOpenChange(false);
      toast({ title: t("leads.consultation.successTitle"), description: t("leads.consultation.successDescription"), variant: "success" });
    } catch (failure) {
      // Fields the server named say what to fix; the toast keeps the spec's failure sentence then.
      const fieldsShown = applyServerFieldErrors(failure, setError, serverFields, { mapField: fieldOf });
      if (fieldsShown) focusFirstInvalid(formRef.current);
      toast({ title: t("leads.errorTitle"), description: fieldsShown ? t("leads.consultation.failure") : failureText(failure, t("leads.consultation.failure")), variant: "destructive" });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent eyebrow={t("leads.consultation.eyebrow")} title={t("leads.consultation.title")} description={t("leads.consultation.description")}>
        <form ref={formRef} noValidate onSubmit={handleSubmit(onSubmit, () => focusFirstInvalid(formRef.current))} className="relative grid gap-5">
          <RequiredLegend />
          <HoneypotField inputRef={guard.honeypotRef} idPrefix={id} />
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id={`${id}-fullName`} label={t("leads.field.fullName")} required error={error("fullName")}>
              {(control) => <Input {...control} autoComplete="name" {...register("fullName")} />}
            </FormField>
            <FormField id={`${id}-company`} label={t("leads.field.company")} optional error={error("company")}>
              {(control) => <Input {...control} autoComplete="organization" {...register("company")} />}
            </FormField>
            <FormField id={`${id}-email`} label={t("leads.field.email")} required error={error("email")}>
              {(control) => <Input {...control} type="email" autoComplete="email" inputMode="email" {...ltrField} {...register("email")} />}
            </FormField>
            <FormField id={`${id}-phone`} label={t("leads.field.phone")} required hint={<PhoneHint />} error={error("phone")}>
              {(control) => (
                <Input {...control} type="tel" autoComplete="tel" inputMode="tel" {...ltrField} {...register("phone")} />
              )}
            </FormField>
          </div>
          <FormField id={`${id}-preferredDate`} label={t("leads.field.preferredDate")} optional hint={t("leads.field.preferredDateHint")} error={error("preferredDate")}>
            {(field) =>
              lang === "ar" ? (
                <Controller
                  control={control}
                  name="preferredDate"
                  render={({ field: date }) => (
                    <DayMonthYearInput {...field} value={date.value} onChange={date.onChange} onBlur={date.onBlur} firstYear={Number(todayIso().slice(0, 4))} label={t("leads.field.preferredDate")} />
                  )}
                />
              ) : (
                <Input {...field} type="date" min={todayIso()} className="sm:max-w-64" {...register("preferredDate")} />
              )
            }
          </FormField>
          <FormField id={`${id}-businessNeeds`} label={t("leads.field.businessNeeds")} required error={error("businessNeeds")}>
            {(control) => <Textarea {...control} rows={4} placeholder={t("leads.field.businessNeedsPlaceholder")} {...register("businessNeeds")} />}
          </FormField>
          <ConsentNotice />
          <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t("leads.cancel")}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : <CalendarCheck aria-hidden className="size-4" />}
              {isSubmitting ? t("leads.consultation.submitting") : t("leads.consultation.submit")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
