import { zodResolver } from "@hookform/resolvers/zod";
import { CalendarCheck, LoaderCircle } from "lucide-react";
import { useId } from "react";
import { Controller } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { RequiredLegend } from "~/components/forms/required-legend";
import { ConsentNotice } from "~/features/lead-capture/components/consent-notice";
import { HoneypotField } from "~/features/security/spam-guard-field";
import { useI18n } from "~/i18n/i18n-provider";
import { composeConsultationPayload } from "../compose-lead-message";
import { consultationSchema, type ConsultationInput, type ConsultationValues } from "../consultation.schema";
import { consultationFieldOf, type ConsultationFormPostRefusal } from "../lead-form-post";
import { DayMonthYearInput } from "./day-month-year-input";
import { LeadFormHiddenFields } from "./lead-form-hidden-fields";
import { PhoneHint } from "./phone-hint";
import { useLeadForm, type DialogLeadFormProps } from "./use-lead-form";

const emptyValues: ConsultationInput = { fullName: "", email: "", company: "", phone: "", businessNeeds: "", preferredDate: "" };

/** The fields a server answer can point at. */
const serverFields = ["fullName", "email", "company", "businessNeeds"] as const;

/** Today in the visitor's time zone, as a date input wants it. */
function todayIso(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/**
 * The free consultation form (spec: public-site.md §4, §5, §7): like the
 * inquiry form, with a company, a preferred date and a "book" label; in its
 * dialog or, reached without script, on /contact?form=consultation.
 */
export function ConsultationForm({
  shown = true,
  onSent,
  actions,
  postResult,
  keep,
  ...page
}: DialogLeadFormProps<ConsultationInput, ConsultationFormPostRefusal>) {
  const { t, lang } = useI18n();
  const id = useId();
  const { form, formProps, ltrField, initial, honeypotRef, error, message } = useLeadForm<ConsultationInput, ConsultationValues>({
    resolver: zodResolver(consultationSchema),
    empty: emptyValues,
    postResult,
    keep,
    shown,
    payload: (values) =>
      composeConsultationPayload(values, {
        phone: t("leads.compose.phone"),
        preferredDate: t("leads.compose.preferredDate"),
        notSpecified: t("leads.compose.notSpecified"),
      }),
    onSent,
    serverFields,
    mapField: consultationFieldOf,
    failureKey: "leads.consultation.failure",
  });
  const { register, control } = form;
  const isSubmitting = form.formState.isSubmitting;

  return (
    <form {...formProps} className="relative grid gap-5">
      <RequiredLegend />
      <LeadFormHiddenFields form="consultation" {...page} />
      {message}
      <HoneypotField inputRef={honeypotRef} idPrefix={id} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={`${id}-fullName`} label={t("leads.field.fullName")} required error={error("fullName")}>
          {(field) => <Input {...field} autoComplete="name" defaultValue={initial.fullName} {...register("fullName")} />}
        </FormField>
        <FormField id={`${id}-company`} label={t("leads.field.company")} optional error={error("company")}>
          {(field) => <Input {...field} autoComplete="organization" defaultValue={initial.company} {...register("company")} />}
        </FormField>
        <FormField id={`${id}-email`} label={t("leads.field.email")} required error={error("email")}>
          {(field) => <Input {...field} type="email" autoComplete="email" inputMode="email" defaultValue={initial.email} {...ltrField} {...register("email")} />}
        </FormField>
        <FormField id={`${id}-phone`} label={t("leads.field.phone")} required hint={<PhoneHint />} error={error("phone")}>
          {(field) => <Input {...field} type="tel" autoComplete="tel" inputMode="tel" defaultValue={initial.phone} {...ltrField} {...register("phone")} />}
        </FormField>
      </div>
      <FormField id={`${id}-preferredDate`} label={t("leads.field.preferredDate")} optional hint={t("leads.field.preferredDateHint")} error={error("preferredDate")}>
        {(field) =>
          lang === "ar" ? (
            <Controller
              control={control}
              name="preferredDate"
              render={({ field: date }) => (
                <DayMonthYearInput
                  {...field}
                  name="preferredDate"
                  value={date.value}
                  onChange={date.onChange}
                  onBlur={date.onBlur}
                  firstYear={Number(todayIso().slice(0, 4))}
                  label={t("leads.field.preferredDate")}
                />
              )}
            />
          ) : (
            <Input {...field} type="date" min={todayIso()} className="sm:max-w-64" defaultValue={initial.preferredDate} {...register("preferredDate")} />
          )
        }
      </FormField>
      <FormField id={`${id}-businessNeeds`} label={t("leads.field.businessNeeds")} required error={error("businessNeeds")}>
        {(field) => <Textarea {...field} rows={4} placeholder={t("leads.field.businessNeedsPlaceholder")} defaultValue={initial.businessNeeds} {...register("businessNeeds")} />}
      </FormField>
      <ConsentNotice />
      <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
        {actions}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : <CalendarCheck aria-hidden className="size-4" />}
          {isSubmitting ? t("leads.consultation.submitting") : t("leads.consultation.submit")}
        </Button>
      </div>
    </form>
  );
}
