import "~/lib/zod-jitless";
import { z } from "zod";
import { emailField, fullNameField, LEAD_LIMITS, longTextField, phoneField } from "~/components/forms/contact-fields";

/** The service inquiry dialog (spec: public-site.md §5). */
export const inquirySchema = z.object({
  fullName: fullNameField("leads.validation.inquiryName"),
  email: emailField("leads.validation.inquiryEmail"),
  phone: phoneField(),
  needSummary: longTextField("leads.validation.needSummary"),
  service: z.string().trim().max(LEAD_LIMITS.serviceMax).optional(),
});

export type InquiryInput = z.input<typeof inquirySchema>;
export type InquiryValues = z.output<typeof inquirySchema>;
