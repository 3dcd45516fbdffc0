import { ClosingCta } from "~/components/layout/closing-cta";
import { useI18n } from "~/i18n/i18n-provider";

/** The case-study pages' closing call to action: talk to the firm at /contact. */
export function CaseStudiesCta() {
  const { t } = useI18n();
  return <ClosingCta id="case-studies-cta-title" title={t("caseStudies.cta.title")} body={t("caseStudies.cta.body")} button={t("caseStudies.cta.button")} />;
}
