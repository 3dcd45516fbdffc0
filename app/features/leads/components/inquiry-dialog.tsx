import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/use-toast";
import { applyServerFieldErrors, failureText, fieldErrorText, focusFirstInvalid } from "~/components/forms/server-errors";
import { HoneypotField, useSpamGuard } from "~/features/security/spam-guard-field";
import { useI18n } from "~/i18n/i18n-provider";
import { composeInquiryPayload } from "../compose-lead-message";
import type { ContactService } from "../contact-services";
import { inquirySchema, type InquiryInput, type InquiryValues } from "../inquiry.schema";
import { ConsentNotice } from "~/features/lead-capture/components/consent-notice";
import { submitLead } from "../submit-lead";
import { createSubmissionKey } from "~/features/security/submission-key";
import { PhoneHint } from "./phone-hint";
import { RequiredLegend } from "~/components/forms/required-legend";

const emptyValues: InquiryInput = { fullName: "", email: "", phone: "", needSummary: "" };

/** API field → the dialog's field; the composed `message` carries the needs summary. */
/** The fields a server answer can point at. */
const serverFields = ["fullName", "email", "needSummary"] as const;

const fieldOf = (apiField: string): keyof InquiryInput | null =>
  apiField === "message" ? "needSummary" : apiField === "fullName" || apiField === "email" ? apiField : null;

export interface InquiryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The service asked about (its name, in the page's language, is in the title); none for a general inquiry. */
  service?: ContactService;
}

/**
 * The service inquiry dialog (spec: public-site.md §4, §5, §7). What was
 * typed survives closing and reopening, and a failed send; a successful one
 * resets the form and closes the dialog.
 */
export function InquiryDialog({ open, onOpenChange, service }: InquiryDialogProps) {
  const { t, lang } = useI18n();
  const id = useId();
  const guard = useSpamGuard(open);
  // One key per submission, kept across its retries, so a lead whose answer was lost is stored once.
  const [submissionKey] = useState(createSubmissionKey);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InquiryInput, unknown, InquiryValues>({
    resolver: zodResolver(inquirySchema),
    defaultValues: emptyValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const error = (name: keyof InquiryInput) => fieldErrorText(t, errors[name]);
  const ltrField = lang === "ar" ? ({ dir: "ltr", className: "text-end" } as const) : {};
  const serviceName = service && service !== "other" ? t(`leads.service.${service}`) : undefined;

  const onSubmit = async (values: InquiryValues) => {
    try {
      const payload = composeInquiryPayload({ ...values, service }, { phone: t("leads.compose.phone") });
      await submitLead(payload, await guard.fields(), lang, submissionKey);
      reset(emptyValues);
      guard.restart();
      onOpenChange(false);
      toast({ title: t("leads.inquiry.successTitle"), description: t("leads.inquiry.successDescription"), variant: "success" });
    } catch (failure) {
      // Fields the server named say what to fix; the toast keeps the spec's failure sentence then.
      const fieldsShown = applyServerFieldErrors(failure, setError, serverFields, { mapField: fieldOf });
      if (fieldsShown) focusFirstInvalid(formRef.current);
      toast({ title: t("leads.errorTitle"), description: fieldsShown ? t("leads.inquiry.failure") : failureText(failure, t("leads.inquiry.failure")), variant: "destructive" });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        eyebrow={t("leads.inquiry.eyebrow")}
        title={serviceName ? t("leads.inquiry.titleFor", { service: serviceName }) : t("leads.inquiry.title")}
        description={t("leads.inquiry.description")}
      >
        <form ref={formRef} noValidate onSubmit={handleSubmit(onSubmit, () => focusFirstInvalid(formRef.current))} className="relative grid gap-5">
          <RequiredLegend />
          <HoneypotField inputRef={guard.honeypotRef} idPrefix={id} />
          <FormField id={`${id}-fullName`} label={t("leads.field.fullName")} required error={error("fullName")}>
            {(control) => <Input {...control} autoComplete="name" {...register("fullName")} />}
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id={`${id}-email`} label={t("leads.field.email")} required error={error("email")}>
              {(control) => <Input {...control} type="email" autoComplete="email" inputMode="email" {...ltrField} {...register("email")} />}
            </FormField>
            <FormField id={`${id}-phone`} label={t("leads.field.phone")} required hint={<PhoneHint />} error={error("phone")}>
              {(control) => (
                <Input {...control} type="tel" autoComplete="tel" inputMode="tel" {...ltrField} {...register("phone")} />
              )}
            </FormField>
          </div>
          <FormField id={`${id}-needSummary`} label={t("leads.field.needSummary")} required error={error("needSummary")}>
            {(control) => <Textarea {...control} rows={4} placeholder={t("leads.field.needSummaryPlaceholder")} {...register("needSummary")} />}
          </FormField>
          <ConsentNotice />
          <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t("leads.cancel")}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
              {isSubmitting ? t("leads.inquiry.submitting") : t("leads.inquiry.submit")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
