import { ArrowLeft, ArrowRight, Clock } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { Select } from "~/components/ui/select";
import { serviceIds } from "~/features/home/home-content";
import { useI18n } from "~/i18n/i18n-provider";
import { SECTOR_PARAM, SERVICE_PARAM, type CaseStudyFilters } from "../case-study-filters";
import { serviceName, weeksText } from "../case-study-words";
import type { PageCaseStudy, PageSector } from "../proof";

export function CaseStudiesHeader() {
  const { t } = useI18n();
  return (
    <div className="relative isolate overflow-hidden border-b border-ink-100 bg-sand-50">
      <div aria-hidden className="najdi-pattern absolute inset-0 -z-10 opacity-[0.05]" />
      <Container className="py-14 sm:py-20">
        <SectionHeading as="h1" eyebrow={t("caseStudies.list.eyebrow")} title={t("caseStudies.list.title")} lead={t("caseStudies.list.lead")} />
      </Container>
    </div>
  );
}

/**
 * The filters (a GET form: sector and service, decision 040) and the cards
 * of the published case studies they leave, in the firm's order.
 */
export function CaseStudiesListing({ caseStudies, sectors, filters }: { caseStudies: readonly PageCaseStudy[]; sectors: readonly PageSector[]; filters: CaseStudyFilters }) {
  const { t, href } = useI18n();
  const filtered = filters.sector !== undefined || filters.service !== undefined;
  return (
    <Container className="py-12 sm:py-16">
      <search>
        <form method="get" action={href("/case-studies")} aria-label={t("caseStudies.filter.label")} className="grid gap-4 rounded-xl border border-ink-100 bg-white p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end sm:p-5">
          <div className="grid gap-1.5">
            <label htmlFor="case-study-sector" className="text-sm font-semibold text-ink-800">
              {t("caseStudies.filter.sector")}
            </label>
            <Select id="case-study-sector" name={SECTOR_PARAM} defaultValue={filters.sector ?? ""} key={`sector-${filters.sector ?? ""}`}>
              <option value="">{t("caseStudies.filter.allSectors")}</option>
              {sectors.map((sector) => (
                <option key={sector.id} value={sector.id}>
                  {sector.name}
                </option>
              ))}
            </Select>
          </div>
          <div className="grid gap-1.5">
            <label htmlFor="case-study-service" className="text-sm font-semibold text-ink-800">
              {t("caseStudies.filter.service")}
            </label>
            <Select id="case-study-service" name={SERVICE_PARAM} defaultValue={filters.service ?? ""} key={`service-${filters.service ?? ""}`}>
              <option value="">{t("caseStudies.filter.allServices")}</option>
              {serviceIds.map((service) => (
                <option key={service} value={service}>
                  {serviceName(t, service)}
                </option>
              ))}
            </Select>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="secondary" className="min-h-11">
              {t("caseStudies.filter.apply")}
            </Button>
            {filtered && (
              <Button asChild variant="ghost" className="min-h-11">
                <Link to={href("/case-studies")}>{t("caseStudies.filter.clear")}</Link>
              </Button>
            )}
          </div>
        </form>
      </search>

      <section aria-label={t("caseStudies.list.results")} className="mt-10">
        {caseStudies.length === 0 ? (
          <p role="status" className="rounded-xl border border-dashed border-ink-200 bg-white px-6 py-10 text-center text-ink-700">
            {t("caseStudies.list.none")}
          </p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {caseStudies.map((item) => (
              <li key={item.slug}>
                <CaseStudyCard item={item} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </Container>
  );
}

function CaseStudyCard({ item }: { item: PageCaseStudy }) {
  const { t, href, lang, dir } = useI18n();
  const Arrow = dir === "rtl" ? ArrowLeft : ArrowRight;
  const to = href(`/case-studies/${item.slug}`);
  return (
    <article className="flex h-full flex-col rounded-xl border border-ink-100 bg-white p-6 transition-shadow hover:shadow-md">
      <p className="text-sm font-semibold text-sand-800">
        {item.sector.name} · {serviceName(t, item.service)}
      </p>
      <h2 className="mt-3 text-xl font-bold text-ink-900">
        <Link to={to} className="hover:text-ink-700 hover:underline">
          {item.role}
        </Link>
      </h2>
      <p className="mt-3 line-clamp-4 flex-1 leading-relaxed text-ink-700">{item.challenge}</p>
      {item.timeToHireWeeks !== null && (
        <p className="mt-4 flex items-center gap-2 text-sm text-ink-600">
          <Clock aria-hidden className="size-4 text-ink-500" />
          {t("caseStudies.timeToHire")}: {weeksText(t, item.timeToHireWeeks, lang)}
        </p>
      )}
      <Link to={to} className="mt-5 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-ink-900 hover:text-sand-800" aria-label={t("caseStudies.card.readFor", { role: item.role })}>
        {t("caseStudies.card.read")}
        <Arrow aria-hidden className="size-4" />
      </Link>
    </article>
  );
}
