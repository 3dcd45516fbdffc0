import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import type { ContactDetails } from "~/lib/site-details";
import { useI18n } from "~/i18n/i18n-provider";
import { useRootData } from "~/lib/root-data";

/** The firm's contact details as filled in on the dashboard; each is null (and not shown) until it is. */
export function useContactDetails(): ContactDetails {
  const contact = useRootData()?.siteDetails.contact;
  return contact ?? { email: null, phone: null, whatsapp: null, address: null, mapUrl: null };
}

/**
 * Addresses and numbers read left to right inside Arabic: the value is an
 * isolated left-to-right run, and the link's name starts with what it is
 * ("Phone: +966 …") for screen readers.
 */
function DetailLink({ href, label, value, className, newTab = false }: { href: string; label: string; value: ReactNode; className?: string; newTab?: boolean }) {
  const { t } = useI18n();
  return (
    <a href={href} className={className} {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      <span className="sr-only">{label}: </span>
      {value}
      {newTab && <span className="sr-only"> {t("contactDetails.newTab")}</span>}
    </a>
  );
}

const ltr = (value: string) => (
  <span dir="ltr" className="break-all">
    {value}
  </span>
);

/** A number is one unbreakable left-to-right run: its spaces are non-breaking, so it never wraps mid-number (html-validate's tel-non-breaking). */
const ltrNumber = (value: string) => (
  <span dir="ltr" className="whitespace-nowrap">
    {value.replace(/ /g, "\u00a0")}
  </span>
);

export function EmailLink({ email, className }: { email: string; className?: string }) {
  const { t } = useI18n();
  return <DetailLink href={`mailto:${email}`} label={t("contactDetails.email")} value={ltr(email)} className={className} />;
}

export function PhoneLink({ phone, className }: { phone: NonNullable<ContactDetails["phone"]>; className?: string }) {
  const { t } = useI18n();
  return <DetailLink href={phone.href} label={t("contactDetails.phone")} value={ltrNumber(phone.display)} className={className} />;
}

export function WhatsappLink({ whatsapp, className }: { whatsapp: NonNullable<ContactDetails["whatsapp"]>; className?: string }) {
  const { t } = useI18n();
  return <DetailLink href={whatsapp.href} label={t("contactDetails.whatsapp")} value={ltrNumber(whatsapp.display)} className={className} newTab />;
}

export function MapLink({ mapUrl, className }: { mapUrl: string; className?: string }) {
  const { t } = useI18n();
  return (
    <a href={mapUrl} target="_blank" rel="noopener noreferrer" className={className}>
      {t("contactDetails.map")}
      <ExternalLink aria-hidden className="size-3.5 shrink-0 rtl:-scale-x-100" />
      <span className="sr-only"> {t("contactDetails.newTab")}</span>
    </a>
  );
}
