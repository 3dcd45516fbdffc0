import { useState } from "react";
import { useI18n } from "~/i18n/i18n-provider";
import type { ContactService } from "../contact-services";
import type { ConsultationFormPostRefusal, InquiryFormPostRefusal } from "../lead-form-post";
import { ConsultationForm } from "./consultation-form";
import { InquiryForm } from "./inquiry-form";
import type { LeadFormPageFields } from "./lead-form-hidden-fields";
import { ThankYouPanel } from "./thank-you-panel";

/**
 * The inquiry or consultation form on /contact?form=…, where a service's
 * "Learn more" or "Book a Free Consultation" leads when its page had no
 * script to open the dialog (decision 040). An island: with script it sends
 * through the API and thanks in place; without, it posts to /contact.
 */
export function LeadFormPanel({
  form,
  service,
  postResult,
  initiallySent = false,
  ...page
}: {
  form: "inquiry" | "consultation";
  service?: ContactService;
  postResult?: InquiryFormPostRefusal | ConsultationFormPostRefusal;
  initiallySent?: boolean;
} & LeadFormPageFields) {
  const { t, href } = useI18n();
  const [sent, setSent] = useState(initiallySent);
  if (sent)
    return (
      <ThankYouPanel
        title={t(`leads.${form}.successTitle`)}
        body={t(`leads.${form}.successDescription`)}
        anotherHref={`${href("/contact")}?form=${form}${service ? `&service=${service}` : ""}`}
        onSendAnother={() => setSent(false)}
      />
    );
  return form === "inquiry" ? (
    <InquiryForm service={service} onSent={() => setSent(true)} postResult={postResult?.form === "inquiry" ? postResult : undefined} {...page} />
  ) : (
    <ConsultationForm onSent={() => setSent(true)} postResult={postResult?.form === "consultation" ? postResult : undefined} {...page} />
  );
}
