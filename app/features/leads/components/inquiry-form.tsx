import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle } from "lucide-react";
import { useId } from "react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { RequiredLegend } from "~/components/forms/required-legend";
import { ConsentNotice } from "~/features/lead-capture/components/consent-notice";
import { HoneypotField } from "~/features/security/spam-guard-field";
import { useI18n } from "~/i18n/i18n-provider";
import { composeInquiryPayload } from "../compose-lead-message";
import type { ContactService } from "../contact-services";
import { inquirySchema, type InquiryInput, type InquiryValues } from "../inquiry.schema";
import { inquiryFieldOf, type InquiryFormPostRefusal } from "../lead-form-post";
import { LeadFormHiddenFields } from "./lead-form-hidden-fields";
import { PhoneHint } from "./phone-hint";
import { useLeadForm, type DialogLeadFormProps } from "./use-lead-form";

const emptyValues: InquiryInput = { fullName: "", email: "", phone: "", needSummary: "" };

/** The fields a server answer can point at. */
const serverFields = ["fullName", "email", "needSummary"] as const;

/**
 * The service inquiry form (spec: public-site.md §4, §5, §7), in its dialog
 * or, reached without script, on /contact?form=inquiry, where it posts as a
 * plain HTML form to the same page. What was typed survives a failed send; a
 * successful one resets the form and calls `onSent`.
 */
export function InquiryForm({
  service,
  shown = true,
  onSent,
  actions,
  postResult,
  keep,
  ...page
}: {
  /** The service asked about; none for a general inquiry. */
  service?: ContactService;
} & DialogLeadFormProps<InquiryInput, InquiryFormPostRefusal>) {
  const { t } = useI18n();
  const id = useId();
  const { form, formProps, ltrField, initial, honeypotRef, error, message } = useLeadForm<InquiryInput, InquiryValues>({
    resolver: zodResolver(inquirySchema),
    empty: emptyValues,
    postResult,
    keep,
    shown,
    payload: (values) => composeInquiryPayload({ ...values, service }, { phone: t("leads.compose.phone") }),
    onSent,
    serverFields,
    mapField: inquiryFieldOf,
    failureKey: "leads.inquiry.failure",
  });
  const { register } = form;
  const isSubmitting = form.formState.isSubmitting;

  return (
    <form {...formProps} className="relative grid gap-5">
      <RequiredLegend />
      <LeadFormHiddenFields form="inquiry" service={service} {...page} />
      {message}
      <HoneypotField inputRef={honeypotRef} idPrefix={id} />
      <FormField id={`${id}-fullName`} label={t("leads.field.fullName")} required error={error("fullName")}>
        {(control) => <Input {...control} autoComplete="name" defaultValue={initial.fullName} {...register("fullName")} />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={`${id}-email`} label={t("leads.field.email")} required error={error("email")}>
          {(control) => <Input {...control} type="email" autoComplete="email" inputMode="email" defaultValue={initial.email} {...ltrField} {...register("email")} />}
        </FormField>
        <FormField id={`${id}-phone`} label={t("leads.field.phone")} required hint={<PhoneHint />} error={error("phone")}>
          {(control) => <Input {...control} type="tel" autoComplete="tel" inputMode="tel" defaultValue={initial.phone} {...ltrField} {...register("phone")} />}
        </FormField>
      </div>
      <FormField id={`${id}-needSummary`} label={t("leads.field.needSummary")} required error={error("needSummary")}>
        {(control) => <Textarea {...control} rows={4} placeholder={t("leads.field.needSummaryPlaceholder")} defaultValue={initial.needSummary} {...register("needSummary")} />}
      </FormField>
      <ConsentNotice />
      <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
        {actions}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
          {isSubmitting ? t("leads.inquiry.submitting") : t("leads.inquiry.submit")}
        </Button>
      </div>
    </form>
  );
}
