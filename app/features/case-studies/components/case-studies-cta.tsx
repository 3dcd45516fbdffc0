import { ArrowLeft, ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { useI18n } from "~/i18n/i18n-provider";

/** The case-study pages' closing call to action: talk to the firm at /contact. */
export function CaseStudiesCta() {
  const { t, href, dir } = useI18n();
  const Arrow = dir === "rtl" ? ArrowLeft : ArrowRight;
  return (
    <section aria-labelledby="case-studies-cta-title" className="relative isolate overflow-hidden bg-ink-900 text-white">
      <div aria-hidden className="najdi-pattern absolute inset-0 -z-10 opacity-[0.06]" />
      <Container className="flex flex-col items-start gap-8 py-16 md:flex-row md:items-center md:justify-between md:py-20">
        <div className="max-w-2xl">
          <h2 id="case-studies-cta-title" className="text-2xl font-bold text-balance sm:text-3xl">
            {t("caseStudies.cta.title")}
          </h2>
          <p className="mt-4 text-lg text-ink-100/85">{t("caseStudies.cta.body")}</p>
        </div>
        <Button asChild size="lg" className="shrink-0">
          <Link to={href("/contact")}>
            {t("caseStudies.cta.button")}
            <Arrow aria-hidden className="size-4" />
          </Link>
        </Button>
      </Container>
    </section>
  );
}
