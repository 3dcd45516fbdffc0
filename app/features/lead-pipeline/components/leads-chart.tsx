import type { LeadSource } from "#db/schema";
import { useId } from "react";
import { PanelHeading } from "~/components/data-table/data-table";
import { useTopicVersion } from "~/components/data-table/list-events";
import { useApiData } from "~/components/data-table/use-api-data";
import { SideScroll } from "~/components/ui/side-scroll";
import { Skeleton } from "~/components/ui/skeleton";
import { formatMonthName, formatNumber } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import { DEFAULT_STATS_MONTHS, type LeadMonth, type LeadStats } from "../lead-stats";
import { leadSources } from "#db/schema/enums";

/** Each source's fill, bottom of the stack first; the legend and the numbers table say the same in words. */
const sourceFill: Record<LeadSource, string> = {
  contact: "var(--color-ink-900)",
  inquiry: "var(--color-ink-500)",
  consultation: "var(--color-sand-500)",
  hr_assessment: "var(--color-sand-700)",
  leadership_assessment: "var(--color-sand-300)",
};

// The drawing's own units; the SVG scales to its box.
const SLOT = 64;
const BAR = 34;
const PLOT_HEIGHT = 180;
const AXIS = 44;
const TOP = 12;
const BOTTOM = 40;

/** The scale's top: four ticks of a round step (1, 2 or 5 × 10ⁿ), so every tick is a whole number. */
function niceMax(value: number): number {
  if (value <= 4) return 4;
  const raw = value / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((n) => n >= raw) ?? 10 * power;
  return step * 4;
}

function monthParts(month: string): { year: number; month: number } {
  const [year, m] = month.split("-").map(Number);
  return { year, month: m };
}

/**
 * The Leads tab's chart (issue 14 item 5): the last 12 Riyadh months, one
 * bar per month stacked by source, the won part of each source hatched (a
 * pattern, not a colour). An SVG image with a title and a description for
 * screen readers, a legend in words, and the numbers as a table to open.
 * Months run from the start side: right to left in Arabic.
 */
export function LeadsChart() {
  const { t, dir } = useI18n();
  const id = useId();
  const { data, error } = useApiData<LeadStats>(`/api/admin/leads/stats?months=${DEFAULT_STATS_MONTHS}`, useTopicVersion("leads"));
  const headingId = `${id}-heading`;

  return (
    <section aria-labelledby={headingId} className="mt-10 rounded-xl border border-ink-100 bg-white p-4 sm:p-5">
      <PanelHeading as="h3" id={headingId} title={t("leadPipelineAdmin.chart.title")} lead={t("leadPipelineAdmin.chart.lead")} />
      {data ? (
        data.months.every((m) => m.total === 0) ? (
          <p className="py-6 text-sm text-ink-600">{t("leadPipelineAdmin.chart.empty")}</p>
        ) : (
          <ChartBody months={data.months} rtl={dir === "rtl"} idPrefix={id} />
        )
      ) : error ? (
        <p role="alert" className="py-6 text-sm text-danger-700">
          {t("leadPipelineAdmin.chart.fetchFailed")}
        </p>
      ) : (
        <Skeleton className="h-56 w-full" />
      )}
    </section>
  );
}

function ChartBody({ months, rtl, idPrefix }: { months: LeadMonth[]; rtl: boolean; idPrefix: string }) {
  const { t, lang } = useI18n();
  const titleId = `${idPrefix}-title`;
  const descId = `${idPrefix}-desc`;
  const hatchId = `${idPrefix}-won`.replace(/:/g, "");
  const number = (n: number) => formatNumber(n, lang);
  const monthLabel = (month: string) => {
    const parts = monthParts(month);
    return `${formatMonthName(parts.month, lang)} ${formatNumber(parts.year, lang, { grouping: false })}`;
  };

  const top = niceMax(Math.max(...months.map((m) => m.total)));
  const scale = PLOT_HEIGHT / top;
  const width = AXIS + months.length * SLOT + 8;
  const height = TOP + PLOT_HEIGHT + BOTTOM;
  // The axis sits on the start side; the months run away from it.
  const axisX = rtl ? width - AXIS : AXIS;
  const slotX = (index: number) => (rtl ? width - AXIS - (index + 1) * SLOT : AXIS + index * SLOT);
  const ticks = [0, 1, 2, 3, 4].map((i) => (top / 4) * i);
  const totals = months.reduce((sum, m) => ({ total: sum.total + m.total, won: sum.won + m.won }), { total: 0, won: 0 });

  return (
    <>
      <figure className="m-0">
        {/* Too narrow for the whole year (a phone): the row opens on the newest months, at its end, and says the earlier ones lie towards the start. */}
        <SideScroll
          hint={t("leadPipelineAdmin.chart.scrollHint")}
          back={t("leadPipelineAdmin.chart.back")}
          forward={t("leadPipelineAdmin.chart.forward")}
          contentKey={months}
          reveal="end"
          focusName={t("leadPipelineAdmin.chart.title")}
          data-testid="chart-scroller"
        >
          <svg
            role="img"
            aria-labelledby={`${titleId} ${descId}`}
            viewBox={`0 0 ${width} ${height}`}
            className="h-auto w-full min-w-[51.25rem]"
            // Coordinates are placed by hand for either direction; text anchors must not flip with the page.
            style={{ direction: "ltr" }}
          >
            <title id={titleId}>{t("leadPipelineAdmin.chart.title")}</title>
            <desc id={descId}>{t("leadPipelineAdmin.chart.summary", { total: number(totals.total), won: number(totals.won) })}</desc>
            <defs>
              {/* Won: white and dark stripes, visible on light and dark fills alike. */}
              <pattern id={hatchId} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
                <rect width="6" height="6" fill="transparent" />
                <line x1="0" y1="0" x2="0" y2="6" stroke="white" strokeWidth="2.5" />
                <line x1="2.5" y1="0" x2="2.5" y2="6" stroke="var(--color-ink-950)" strokeWidth="1" />
              </pattern>
            </defs>
            {ticks.map((tick) => {
              const y = TOP + PLOT_HEIGHT - tick * scale;
              return (
                <g key={tick}>
                  <line x1={rtl ? 8 : AXIS} x2={rtl ? width - AXIS : width - 8} y1={y} y2={y} stroke="var(--color-ink-100)" />
                  <text x={rtl ? axisX + 8 : axisX - 8} y={y + 4} textAnchor={rtl ? "start" : "end"} fontSize="11" fill="var(--color-ink-600)">
                    {number(tick)}
                  </text>
                </g>
              );
            })}
            {months.map((month, index) => {
              const x = slotX(index) + (SLOT - BAR) / 2;
              let base = TOP + PLOT_HEIGHT;
              const parts = monthParts(month.month);
              const showYear = index === 0 || parts.month === 1;
              return (
                <g key={month.month}>
                  <title>{t("leadPipelineAdmin.chart.monthTotal", { month: monthLabel(month.month), total: number(month.total), won: number(month.won) })}</title>
                  {month.sources.map((s) => {
                    if (s.total === 0) return null;
                    const h = s.total * scale;
                    base -= h;
                    const wonHeight = s.won * scale;
                    return (
                      <g key={s.source}>
                        <rect x={x} y={base} width={BAR} height={h} fill={sourceFill[s.source]} stroke="white" strokeWidth="1" />
                        {s.won > 0 && <rect x={x} y={base + h - wonHeight} width={BAR} height={wonHeight} fill={`url(#${hatchId})`} />}
                      </g>
                    );
                  })}
                  {month.total > 0 && (
                    <text x={x + BAR / 2} y={base - 4} textAnchor="middle" fontSize="11" fontWeight="600" fill="var(--color-ink-800)">
                      {number(month.total)}
                    </text>
                  )}
                  <text x={x + BAR / 2} y={TOP + PLOT_HEIGHT + 16} textAnchor="middle" fontSize="11" fill="var(--color-ink-700)">
                    {formatMonthName(parts.month, lang)}
                  </text>
                  {showYear && (
                    <text x={x + BAR / 2} y={TOP + PLOT_HEIGHT + 31} textAnchor="middle" fontSize="10" fill="var(--color-ink-600)">
                      {formatNumber(parts.year, lang, { grouping: false })}
                    </text>
                  )}
                </g>
              );
            })}
          </svg>
        </SideScroll>
        <figcaption className="mt-3">
          <ul aria-label={t("leadPipelineAdmin.chart.legend")} className="flex flex-wrap gap-x-4 gap-y-2 text-xs text-ink-700">
            {leadSources.map((source) => (
              <li key={source} className="inline-flex items-center gap-1.5">
                <svg aria-hidden width="14" height="14" className="shrink-0">
                  <rect width="14" height="14" rx="2" fill={sourceFill[source]} stroke="var(--color-ink-100)" />
                </svg>
                {t(`leadPipelineAdmin.source.${source}`)}
              </li>
            ))}
            <li className="inline-flex items-center gap-1.5">
              <svg aria-hidden width="14" height="14" className="shrink-0">
                <rect width="14" height="14" rx="2" fill="var(--color-ink-500)" />
                <rect width="14" height="14" rx="2" fill={`url(#${hatchId})`} />
              </svg>
              {t("leadPipelineAdmin.chart.won")}
            </li>
          </ul>
        </figcaption>
      </figure>
      <details className="mt-4 text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-ink-800">{t("leadPipelineAdmin.chart.showTable")}</summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full min-w-[44rem] border-collapse text-start text-xs">
            <caption className="sr-only">{t("leadPipelineAdmin.chart.title")}</caption>
            <thead>
              <tr className="border-b border-ink-100 text-ink-700">
                <th scope="col" className="px-2 py-2 text-start font-semibold">
                  {t("leadPipelineAdmin.chart.month")}
                </th>
                {leadSources.map((source) => (
                  <th key={source} scope="col" className="px-2 py-2 text-start font-semibold">
                    {t(`leadPipelineAdmin.source.${source}`)}
                  </th>
                ))}
                <th scope="col" className="px-2 py-2 text-start font-semibold">
                  {t("leadPipelineAdmin.chart.total")}
                </th>
              </tr>
            </thead>
            <tbody>
              {months.map((month) => (
                <tr key={month.month} className="border-b border-ink-50">
                  <th scope="row" className="px-2 py-1.5 text-start font-medium whitespace-nowrap text-ink-800">
                    {monthLabel(month.month)}
                  </th>
                  {leadSources.map((source) => {
                    const s = month.sources.find((c) => c.source === source);
                    return (
                      <td key={source} className="px-2 py-1.5 whitespace-nowrap text-ink-700 tabular-nums">
                        {t("leadPipelineAdmin.chart.cell", { total: number(s?.total ?? 0), won: number(s?.won ?? 0) })}
                      </td>
                    );
                  })}
                  <td className="px-2 py-1.5 font-semibold whitespace-nowrap text-ink-900 tabular-nums">
                    {t("leadPipelineAdmin.chart.cell", { total: number(month.total), won: number(month.won) })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  );
}
