import { BarChart3, CalendarClock, CircleCheckBig, Lightbulb, Download, ExternalLink, LoaderCircle, MessageSquareText, RotateCcw, TrendingDown, TrendingUp } from "lucide-react";
import { useEffect, useId, useState, type ReactNode, type Ref } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { useI18n } from "~/i18n/i18n-provider";
import { useRootData } from "~/lib/root-data";
import { cn } from "~/lib/cn";
import { categoriesFor, categoryTitleKey, challengeLabelKey, type CategoryId, type ChallengeId } from "../definition";
import { HR_REPORT_FILENAME } from "../hr-assessment-api";
import { categoryRating, type Answers, type AssessmentResult, type RankedCategory } from "../scoring";
import { adviceKey } from "../advice";
import { benchmarkRankKey, type HrBenchmark } from "../hr-benchmark";
import { fetchHrBenchmark, fetchHrReport } from "../submit-hr-assessment";
import { formatNumber, formatPercent } from "~/i18n/format";
import { categoryIcons, riskBadgeTone, ScoreBar } from "./score-display";
import { failureText } from "~/components/forms/server-errors";
import { saveBlob } from "~/lib/save-blob";

interface ResultsStepProps {
  headingRef: Ref<HTMLHeadingElement>;
  result: AssessmentResult;
  answers: Answers;
  challenges: readonly ChallengeId[] | null;
  /** The consultation request was sent. */
  requested: boolean;
  /** The name and company the PDF names (shared with the contact step, so they are typed once). */
  reportFor: { name: string; company: string };
  onReportForChange: (reportFor: { name: string; company: string }) => void;
  onRequestConsultation: () => void;
  onStartOver: () => void;
}

/** The results: overall score circle, risk level and message, a card per category, strengths, improvements and next steps. */
export function ResultsStep({ headingRef, result, answers, challenges, requested, reportFor, onReportForChange, onRequestConsultation, onStartOver }: ResultsStepProps) {
  const { t, lang } = useI18n();
  const id = useId();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      saveBlob(await fetchHrReport({ role: result.role, answers, challenges: challenges ?? [], ...reportFor, language: lang }), HR_REPORT_FILENAME);
    } catch (error) {
      toast({ title: t("hr.toast.errorTitle"), description: failureText(error, t("hr.results.downloadFailed")), variant: "destructive" });
    } finally {
      setDownloading(false);
    }
  };
  const benchmark = useHrBenchmark(result);
  const booking = useRootData()?.links.booking ?? null;
  const overall = formatPercent(result.overallScore, lang);
  return (
    <div data-testid="hr-results">
      <h2 ref={headingRef} tabIndex={-1} className="scroll-mt-28 text-2xl font-bold text-ink-900 outline-none sm:text-3xl">
        {t("hr.results.heading")}
      </h2>

      <section aria-label={t("hr.results.overall")} className="mt-6 grid items-center gap-6 rounded-2xl bg-ink-900 p-6 text-white sm:grid-cols-[auto_1fr] sm:p-8">
        <ScoreCircle value={result.overallScore} text={overall} label={t("hr.results.overall")} />
        <div>
          <p className="text-sm font-semibold text-sand-300">{t("hr.results.risk")}</p>
          <Badge tone={riskBadgeTone[result.riskLevel]} className="mt-2 px-3 py-1 text-sm">
            {t(`hr.risk.${result.riskLevel}`)}
          </Badge>
          <p className="mt-4 text-lg leading-relaxed text-ink-100 rtl:leading-loose">{t(`hr.message.${result.headline}`)}</p>
        </div>
      </section>

      <section aria-labelledby="hr-by-area" className="mt-10">
        <h3 id="hr-by-area" className="text-lg font-bold text-ink-900">
          {t("hr.results.byArea")}
        </h3>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {categoriesFor(result.role).map((id) => (
            <CategoryCard key={id} id={id} percentage={result.scores[id]?.percentage ?? 0} average={benchmark?.categories[id]} />
          ))}
        </ul>
      </section>

      {benchmark && <BenchmarkSection benchmark={benchmark} score={overall} />}

      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <RankedList
          title={t("hr.results.strengths")}
          icon={<TrendingUp aria-hidden className="size-5 text-success-700 rtl:-scale-x-100" />}
          items={result.strengths}
          empty={t("hr.results.strengthsEmpty")}
        />
        <RankedList
          title={t("hr.results.improvements")}
          icon={<TrendingDown aria-hidden className="size-5 text-danger-700 rtl:-scale-x-100" />}
          items={result.improvements}
          empty={t("hr.results.improvementsEmpty")}
        />
      </div>

      {challenges && challenges.length > 0 && (
        <section aria-labelledby="hr-challenges" className="mt-10">
          <h3 id="hr-challenges" className="text-lg font-bold text-ink-900">
            {t("hr.results.challenges")}
          </h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {challenges.map((id) => (
              <li key={id} className="rounded-full bg-sand-100 px-3 py-1 text-sm font-medium text-ink-900">
                {t(challengeLabelKey(id))}
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="hr-next" className="mt-10 rounded-2xl border border-sand-300/70 bg-sand-50 p-6 sm:p-8">
        <h3 id="hr-next" className="text-xl font-bold text-ink-900">
          {t("hr.results.nextSteps")}
        </h3>
        <p className="mt-2 text-ink-700">{t("hr.results.nextStepsBody")}</p>
        {requested ? (
          <p className="mt-5 flex items-start gap-2 font-medium text-success-700" role="status">
            <CircleCheckBig aria-hidden className="mt-0.5 size-5 shrink-0" />
            {t("hr.results.requestSent")}
          </p>
        ) : null}
        <div role="group" aria-labelledby={`${id}-report-for`} className="mt-6 grid gap-4 sm:grid-cols-2">
          <p id={`${id}-report-for`} className="text-sm font-semibold text-ink-800 sm:col-span-2">
            {t("hr.results.reportFor")}
          </p>
          <FormField id={`${id}-report-name`} label={t("leads.field.fullName")} optional>
            {(control) => (
              <Input {...control} autoComplete="name" maxLength={120} value={reportFor.name} onChange={(event) => onReportForChange({ ...reportFor, name: event.target.value })} />
            )}
          </FormField>
          <FormField id={`${id}-report-company`} label={t("leads.field.company")} optional>
            {(control) => (
              <Input {...control} autoComplete="organization" maxLength={160} value={reportFor.company} onChange={(event) => onReportForChange({ ...reportFor, company: event.target.value })} />
            )}
          </FormField>
        </div>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {booking && (
            <Button asChild variant="secondary" size="lg">
              <a href={booking} target="_blank" rel="noopener noreferrer">
                <CalendarClock aria-hidden className="size-5" />
                {t("hr.results.bookCall")}
                <ExternalLink aria-hidden className="size-4 rtl:-scale-x-100" />
                <span className="sr-only">{t("hr.results.opensInNewTab")}</span>
              </a>
            </Button>
          )}
          {!requested && (
            <Button size="lg" onClick={onRequestConsultation}>
              <MessageSquareText aria-hidden className="size-5" />
              {t("hr.results.requestConsultation")}
            </Button>
          )}
          <Button size="lg" variant="outline" onClick={() => void download()} disabled={downloading} aria-busy={downloading || undefined}>
            {downloading ? <LoaderCircle aria-hidden className="size-5 animate-spin" /> : <Download aria-hidden className="size-5" />}
            {t(downloading ? "hr.results.downloading" : "hr.results.download")}
          </Button>
        </div>
      </section>

      <Button variant="ghost" className="mt-6" onClick={onStartOver}>
        <RotateCcw aria-hidden className="size-4" />
        {t("hr.results.startOver")}
      </Button>
    </div>
  );
}

/** The overall score in a ring (sand accent), filled clockwise in LTR and mirrored in RTL. */
function ScoreCircle({ value, text, label }: { value: number; text: string; label: string }) {
  const radius = 52;
  const circumference = 2 * Math.PI * radius;
  const filled = (Math.max(0, Math.min(100, value)) / 100) * circumference;
  return (
    <div className="relative mx-auto size-40 sm:mx-0">
      <svg viewBox="0 0 120 120" className="size-40 -rotate-90 rtl:-scale-y-100" aria-hidden>
        <circle cx="60" cy="60" r={radius} fill="none" strokeWidth="10" className="stroke-white/15" />
        <circle cx="60" cy="60" r={radius} fill="none" strokeWidth="10" strokeLinecap="round" className="stroke-sand-400" strokeDasharray={`${filled} ${circumference}`} />
      </svg>
      <p className="absolute inset-0 flex flex-col items-center justify-center text-center">
        <span className="text-3xl font-bold tabular-nums" data-testid="hr-overall-score">
          {text}
        </span>
        <span className="mt-1 text-xs text-ink-100/80">{label}</span>
      </p>
    </div>
  );
}

/** The comparison with the stored submissions, asked for once when the results appear; nothing while below the threshold or when the call fails. */
function useHrBenchmark(result: AssessmentResult): HrBenchmark | null {
  const [benchmark, setBenchmark] = useState<HrBenchmark | null>(null);
  const { role, overallScore } = result;
  useEffect(() => {
    let current = true;
    fetchHrBenchmark({ role, score: overallScore })
      .then((found) => {
        if (current) setBenchmark(found);
      })
      .catch(() => {
        // The comparison is a bonus: without it the results are complete.
      });
    return () => {
      current = false;
    };
  }, [role, overallScore]);
  return benchmark;
}

function BenchmarkSection({ benchmark, score }: { benchmark: HrBenchmark; score: string }) {
  const { t, lang } = useI18n();
  return (
    <section aria-labelledby="hr-benchmark" className="mt-10 rounded-2xl border border-ink-100 bg-white p-6" data-testid="hr-benchmark">
      <h3 id="hr-benchmark" className="flex items-center gap-2 text-lg font-bold text-ink-900">
        <BarChart3 aria-hidden className="size-5 text-sand-700" />
        {t("hr.benchmark.heading")}
      </h3>
      <p className="mt-3 text-ink-800">
        {t("hr.benchmark.average", { count: formatNumber(benchmark.count, lang), average: formatPercent(benchmark.average, lang) })}
      </p>
      <p className="mt-1 font-semibold text-ink-900">{t(benchmarkRankKey(benchmark), { score, percent: formatPercent(benchmark.percentBelow, lang) })}</p>
    </section>
  );
}

function CategoryCard({ id, percentage, average }: { id: CategoryId; percentage: number; average?: number }) {
  const { t, lang } = useI18n();
  const Icon = categoryIcons[id];
  return (
    <li className="rounded-xl border border-ink-100 bg-white p-5" data-testid={`hr-category-${id}`}>
      <div className="flex items-start justify-between gap-3">
        <p className="flex items-center gap-2 font-semibold text-ink-900">
          <Icon aria-hidden className="size-5 shrink-0 text-sand-700 rtl:-scale-x-100" />
          {t(categoryTitleKey(id))}
        </p>
        <p className="text-xl font-bold text-ink-900 tabular-nums">{formatPercent(percentage, lang)}</p>
      </div>
      <ScoreBar percentage={percentage} className="mt-4" />
      <p className="mt-2 text-sm font-medium text-ink-700">{t(`hr.rating.${categoryRating(percentage)}`)}</p>
      {average !== undefined && (
        <p className="mt-1 text-sm text-ink-600" data-testid={`hr-category-${id}-average`}>
          {t("hr.benchmark.categoryAverage", { average: formatPercent(average, lang) })}
        </p>
      )}
      <div className="mt-4 border-t border-ink-100 pt-3" data-testid={`hr-advice-${id}`}>
        <p className="flex items-center gap-1.5 text-sm font-semibold text-sand-700">
          <Lightbulb aria-hidden className="size-4 shrink-0" />
          {t("hr.results.advice")}
        </p>
        <p className="mt-1 text-sm leading-relaxed text-ink-800 rtl:leading-loose">{t(adviceKey(id, percentage))}</p>
      </div>
    </li>
  );
}

function RankedList({ title, icon, items, empty }: { title: string; icon: ReactNode; items: RankedCategory[]; empty: string }) {
  const { t, lang } = useI18n();
  return (
    <section className="rounded-xl border border-ink-100 bg-white p-5">
      <h3 className="flex items-center gap-2 text-lg font-bold text-ink-900">
        {icon}
        {title}
      </h3>
      {items.length === 0 ? (
        <p className="mt-3 text-ink-600">{empty}</p>
      ) : (
        <ol className="mt-3 grid gap-2">
          {items.map((item) => (
            <li key={item.id} className={cn("flex items-center justify-between gap-3 border-b border-ink-100 pb-2 last:border-0 last:pb-0")}>
              <span className="text-ink-800">{t(categoryTitleKey(item.id as CategoryId))}</span>
              <span className="font-semibold text-ink-900 tabular-nums">{formatPercent(item.percentage, lang)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
