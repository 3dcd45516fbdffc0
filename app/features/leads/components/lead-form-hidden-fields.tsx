import type { LeadFormKind } from "../lead-form-post";

/** What a lead form needs to be sent without script: the page's signed stamp and the privacy notice it shows. */
export interface LeadFormPageFields {
  /** The signed time the page was rendered (the root loader's `formToken`). */
  formToken?: string;
  /** The privacy notice the page shows (a send records consent to it, decision 032). */
  privacyNoticeVersion?: number | null;
}

/**
 * The hidden fields that tell routes/contact.tsx which lead form it received
 * and what the page showed; a dialog (opened only with script) has no use for
 * the page's fields and leaves them out.
 */
export function LeadFormHiddenFields({ form, service, formToken, privacyNoticeVersion }: { form: LeadFormKind; service?: string } & LeadFormPageFields) {
  return (
    <>
      <input type="hidden" name="form" value={form} />
      {service && <input type="hidden" name="service" value={service} />}
      {formToken && <input type="hidden" name="formToken" value={formToken} />}
      {privacyNoticeVersion ? <input type="hidden" name="privacyNoticeVersion" value={privacyNoticeVersion} /> : null}
    </>
  );
}
