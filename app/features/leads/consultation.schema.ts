import "~/lib/zod-jitless";
import { z } from "zod";
import { companyField, emailField, fullNameField, longTextField, phoneField } from "~/components/forms/contact-fields";

/** `YYYY-MM-DD`, as a date input gives it, naming a real day. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The free consultation dialog (spec: public-site.md §5). */
export const consultationSchema = z.object({
  fullName: fullNameField("leads.validation.inquiryName"),
  email: emailField("leads.validation.inquiryEmail"),
  company: companyField().optional(),
  phone: phoneField(),
  businessNeeds: longTextField("leads.validation.businessNeeds"),
  preferredDate: z
    .string()
    .trim()
    .refine((value) => value === "" || isCalendarDate(value), "leads.validation.date")
    .optional(),
});

export type ConsultationInput = z.input<typeof consultationSchema>;
export type ConsultationValues = z.output<typeof consultationSchema>;
