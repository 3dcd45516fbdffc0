import { ArrowLeft, ArrowRight } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { useI18n } from "~/i18n/i18n-provider";
import { caseStudyFilterSearch } from "../case-study-filters";
import type { PageClient, PageSector } from "../proof";
import { ClientStrip } from "./client-strip";

/**
 * The home page's proof (decision 048): the sectors the firm serves (each a
 * link to its case studies when it has any), the clients it may name, and
 * the way to the case studies. Left out entirely until the firm fills any in.
 */
export function ProofSection({ sectors, clients, sectorsWithStudies, hasCaseStudies }: { sectors: readonly PageSector[]; clients: readonly PageClient[]; sectorsWithStudies: readonly number[]; hasCaseStudies: boolean }) {
  const { t, href, dir } = useI18n();
  const Arrow = dir === "rtl" ? ArrowLeft : ArrowRight;
  if (sectors.length === 0 && clients.length === 0 && !hasCaseStudies) return null;
  return (
    <section id="proof" aria-labelledby="proof-title" className="py-20 sm:py-24">
      <Container>
        <SectionHeading eyebrow={t("caseStudies.home.eyebrow")} title={<span id="proof-title">{t("caseStudies.home.title")}</span>} lead={t("caseStudies.home.lead")} />
        {sectors.length > 0 && (
          <div className="mt-10">
            <h3 className="text-sm font-semibold text-ink-600">{t("caseStudies.sectors.title")}</h3>
            <ul className="mt-4 flex flex-wrap gap-2" data-testid="home-sectors">
              {sectors.map((sector) => (
                <li key={sector.id}>
                  {sectorsWithStudies.includes(sector.id) ? (
                    <a
                      href={href("/case-studies") + caseStudyFilterSearch({ sector: sector.id })}
                      aria-label={t("caseStudies.sectors.filterBy", { sector: sector.name })}
                      className="inline-flex min-h-11 items-center rounded-full border border-sand-300 bg-sand-50 px-4 text-sm font-semibold text-ink-900 hover:border-sand-500"
                    >
                      {sector.name}
                    </a>
                  ) : (
                    <span className="inline-flex min-h-11 items-center rounded-full border border-ink-100 bg-white px-4 text-sm font-semibold text-ink-800">{sector.name}</span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}
        {clients.length > 0 && (
          <div className="mt-10">
            <ClientStrip clients={clients} heading="h3" />
          </div>
        )}
        {hasCaseStudies && (
          <Button asChild variant="secondary" size="lg" className="mt-10">
            <a href={href("/case-studies")}>
              {t("caseStudies.home.link")}
              <Arrow aria-hidden className="size-4" />
            </a>
          </Button>
        )}
      </Container>
    </section>
  );
}
