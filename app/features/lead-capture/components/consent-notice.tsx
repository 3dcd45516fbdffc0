import { withElement } from "~/components/forms/with-element";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/cn";

/**
 * "By sending, you agree to our privacy policy." under a public form that
 * asks for no tick box (the inquiry and consultation dialogs, both
 * assessments' contact steps): sending records consent to the notice the page
 * shows (decision 032). The policy opens in a new tab so nothing typed is
 * lost. Texts in `leads.*`, which every page with a form receives.
 */
export function ConsentNotice({ className }: { className?: string }) {
  const { t, href } = useI18n();
  const link = (
    <a href={href("/privacy-policy")} target="_blank" rel="noopener" className="font-semibold text-ink-900 underline underline-offset-2 hover:text-sand-700">
      {t("leads.contact.privacyLink")}
    </a>
  );
  return <p className={cn("text-sm text-ink-600", className)}>{withElement(t("leads.consentNotice"), "link", link)}</p>;
}
