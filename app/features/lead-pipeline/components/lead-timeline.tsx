import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { BidiText } from "~/components/ui/bidi-text";
import { formatLongDate, formatLongDateTime, formatNumber, formatPercent } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import type { AssessmentResults, TimelineItem } from "../lead-row";
import { timelineText } from "../lead-timeline-text";
import { ownerNameOf, Section, type LeadOwner } from "./lead-bits";

/** The person's timeline, newest first: submissions (an assessment's results behind a button), changes, notes and e-mails, across all their leads. */
export function LeadTimeline({ items, leadId, owners }: { items: TimelineItem[]; leadId: number; owners: LeadOwner[] }) {
  const { t, lang } = useI18n();
  const formatters = { t, longDate: (value: string) => formatLongDate(value, lang), ownerName: (ownerId: number) => ownerNameOf(owners, ownerId), isolate: true };
  return (
    <Section title={t("leadPipelineAdmin.detail.timeline")}>
      <ol className="grid gap-3 border-s-2 border-sand-200 ps-4" aria-label={t("leadPipelineAdmin.detail.timeline")} data-testid="lead-timeline">
        {items.map((item) => (
          <li key={`${item.kind}-${"id" in item ? item.id : item.leadId}`} className="relative">
            <span aria-hidden className="absolute -start-[1.4rem] top-1.5 size-2.5 rounded-full bg-sand-500" />
            <p className="text-sm text-ink-900">
              <BidiText text={timelineText(item, formatters)} />
            </p>
            {item.kind === "note" && (
              <p dir="auto" className="mt-1 rounded-lg bg-ink-50/70 p-3 text-sm leading-relaxed whitespace-pre-wrap text-ink-800">
                <BidiText text={item.body} />
              </p>
            )}
            <p className="mt-0.5 text-xs text-ink-600">
              <time dateTime={item.at}>{formatLongDateTime(item.at, lang)}</time>
              {"leadId" in item && item.leadId !== leadId && <span className="ms-2">· {t("leadPipelineAdmin.timeline.otherLead")}</span>}
            </p>
            {item.kind === "submission" && item.results && <ResultsDisclosure results={item.results} />}
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** An assessment's results under its line on the timeline, behind "Show results" (a button that says whether it is open). */
function ResultsDisclosure({ results }: { results: AssessmentResults }) {
  const { t, lang } = useI18n();
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className="mt-1">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-results`}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-md text-sm font-semibold text-ink-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-sand-600"
      >
        <ChevronDown aria-hidden className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
        {open ? t("leadPipelineAdmin.results.hide") : t("leadPipelineAdmin.results.show")}
      </button>
      <div id={`${id}-results`} hidden={!open} className="mt-1 rounded-lg border border-ink-100 bg-sand-50/50 p-3 text-sm" data-testid="lead-results">
        {results.kind === "hr_assessment" ? (
          <>
            <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-3">
              <ResultLine label={t("leadPipelineAdmin.results.overall")} value={formatPercent(results.overallPercent, lang)} />
              <ResultLine label={t("leadPipelineAdmin.results.risk")} value={t(`hrAdmin.risk.${results.risk}`)} />
              <ResultLine label={t("leadPipelineAdmin.results.role")} value={t(`hrAdmin.role.${results.role}`)} />
            </dl>
            {results.areas.length > 0 && (
              <>
                <h4 className="mt-3 mb-1.5 text-xs font-semibold text-ink-600">{t("leadPipelineAdmin.results.areas")}</h4>
                <ul className="grid gap-1.5">
                  {results.areas.map((area) => (
                    <li key={area.id} className="grid gap-1 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-3">
                      <span className="text-ink-800">{t(`hrAdmin.category.${area.id}`)}</span>
                      <span className="flex items-center gap-2">
                        <span aria-hidden className="h-1.5 w-24 overflow-hidden rounded-full bg-ink-100">
                          <span className="block h-full rounded-full bg-sand-600" style={{ width: `${Math.min(100, Math.max(0, area.percentage))}%` }} />
                        </span>
                        {/* Two elements, not one sentence: a number with % beside Arabic words would be reordered by the bidi rules. */}
                        <span className="text-ink-700 tabular-nums">{t("leadPipelineAdmin.results.area", { score: formatNumber(area.score, lang), total: formatNumber(area.total, lang) })}</span>
                        <span className="min-w-11 font-semibold text-ink-900 tabular-nums">{formatPercent(area.percentage, lang)}</span>
                      </span>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        ) : (
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
            <ResultLine label={t("leadPipelineAdmin.results.score")} value={t("leadPipelineAdmin.results.scoreValue", { score: formatNumber(results.score, lang), max: formatNumber(results.max, lang) })} />
            <ResultLine label={t("leadPipelineAdmin.results.category")} value={t(`leadershipAdmin.category.${results.category}`)} />
          </dl>
        )}
      </div>
    </div>
  );
}

function ResultLine({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-ink-600">{label}</dt>
      <dd className="font-semibold text-ink-900">{value}</dd>
    </div>
  );
}
