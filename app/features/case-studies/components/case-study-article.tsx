import { ArrowLeft, ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Container } from "~/components/ui/container";
import { useI18n } from "~/i18n/i18n-provider";
import { caseStudyFilterSearch } from "../case-study-filters";
import { serviceName, weeksText } from "../case-study-words";
import type { PageCaseStudy } from "../proof";

/** One case study: its facts (sector, service, time to hire), then the challenge, the approach and the outcome. */
export function CaseStudyArticle({ item }: { item: PageCaseStudy }) {
  const { t, href, lang, dir } = useI18n();
  const Back = dir === "rtl" ? ArrowRight : ArrowLeft;
  const sections = [
    { id: "challenge", title: t("caseStudies.challenge"), body: item.challenge },
    { id: "approach", title: t("caseStudies.approach"), body: item.approach },
    { id: "outcome", title: t("caseStudies.outcome"), body: item.outcome },
  ];
  return (
    <article>
      <header className="relative isolate overflow-hidden border-b border-ink-100 bg-sand-50">
        <div aria-hidden className="najdi-pattern absolute inset-0 -z-10 opacity-[0.05]" />
        <Container className="py-12 sm:py-16">
          <Link to={href("/case-studies")} className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-ink-700 hover:text-ink-900">
            <Back aria-hidden className="size-4" />
            {t("caseStudies.back")}
          </Link>
          <p className="mt-6 text-sm font-semibold text-sand-800">{t("caseStudies.eyebrow")}</p>
          <h1 className="mt-3 max-w-3xl text-3xl leading-tight font-bold text-balance text-ink-900 sm:text-4xl rtl:leading-snug">{item.role}</h1>
          {/* A list of terms has no name of its own (html-validate's aria-label-misuse): a heading for screen readers says what it is. */}
          <h2 className="sr-only">{t("caseStudies.facts")}</h2>
          <dl className="mt-8 grid max-w-3xl gap-4 sm:grid-cols-3">
            <Fact term={t("caseStudies.sector")}>
              <Link to={href("/case-studies") + caseStudyFilterSearch({ sector: item.sector.id })} className="underline-offset-2 hover:underline">
                {item.sector.name}
              </Link>
            </Fact>
            <Fact term={t("caseStudies.service")}>{serviceName(t, item.service)}</Fact>
            {item.timeToHireWeeks !== null && <Fact term={t("caseStudies.timeToHire")}>{weeksText(t, item.timeToHireWeeks, lang)}</Fact>}
          </dl>
        </Container>
      </header>
      <Container className="py-12 sm:py-16">
        <div className="grid max-w-3xl gap-10">
          {sections.map((section) => (
            <section key={section.id} aria-labelledby={`case-study-${section.id}`}>
              <h2 id={`case-study-${section.id}`} className="text-xl font-bold text-ink-900 sm:text-2xl">
                {section.title}
              </h2>
              <p className="mt-3 text-lg leading-relaxed whitespace-pre-line text-ink-700 rtl:leading-loose">{section.body}</p>
            </section>
          ))}
          <p className="border-t border-ink-100 pt-6 text-sm text-ink-600">{t("caseStudies.anonymised")}</p>
        </div>
      </Container>
    </article>
  );
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="rounded-lg border border-ink-100 bg-white px-4 py-3">
      <dt className="text-xs font-semibold text-ink-600">{term}</dt>
      <dd className="mt-1 font-semibold text-ink-900">{children}</dd>
    </div>
  );
}
