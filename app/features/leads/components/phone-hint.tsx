import { useI18n } from "~/i18n/i18n-provider";
import { withElement } from "~/components/forms/with-element";

/** A Saudi mobile number in international form; the same in both languages. */
const PHONE_EXAMPLE = "+966 5X XXX XXXX";

/** "With the country code, e.g. +966 5X XXX XXXX", with the number kept left-to-right on Arabic pages. */
export function PhoneHint() {
  const { t } = useI18n();
  return withElement(
    t("leads.field.phoneHint"),
    "example",
    <span dir="ltr" className="inline-block whitespace-nowrap">
      {PHONE_EXAMPLE}
    </span>,
  );
}
