import { ClosingCta } from "~/components/layout/closing-cta";
import { useI18n } from "~/i18n/i18n-provider";

/** The closing call to action of the blog pages: talk to the firm at /contact. */
export function BlogCta() {
  const { t } = useI18n();
  return <ClosingCta id="blog-cta-title" eyebrow={t("blog.cta.eyebrow")} title={t("blog.cta.title")} body={t("blog.cta.body")} button={t("blog.cta.button")} />;
}
