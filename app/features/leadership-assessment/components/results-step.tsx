import { CalendarClock, Check, CircleExclamationPoint, Download, LoaderCircle, Mail, RotateCcw, Send } from "lucide-react";
import { useState, type RefObject } from "react";
import { Link } from "react-router";
import { BidiText } from "~/components/ui/bidi-text";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import { useI18n } from "~/i18n/i18n-provider";
import { useRootData } from "~/lib/root-data";
import { cn } from "~/lib/cn";
import { fetchLeadershipReport } from "../leadership-api";
import { LEADERSHIP_REPORT_FILENAME } from "../leadership-links";
import { resultsEmailNote } from "../results-email-note";
import { LEADERSHIP_QUESTION_IDS, type LeadershipAnswerValue, type LeadershipQuestionId } from "../definition";
import { LEADERSHIP_MAX_SCORE, LEADERSHIP_THRESHOLDS, leadershipCategoryKeys, leadershipCategoryTone, type LeadershipCategory } from "../scoring";
import { CategoryBadge } from "./category-badge";
import type { LeadershipOutcome } from "../flow";
import { failureText } from "~/components/forms/server-errors";
import { saveBlob } from "~/lib/save-blob";

const ringColour = { green: "text-emerald-600", yellow: "text-amber-500", red: "text-red-600" } as const;

/** Score out of 50, category, summary, three next steps, and the help box (consultation, PDF). */
export function ResultsStep({
  headingRef,
  outcome,
  answers,
  onRetake,
  onSendAgain,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  outcome: LeadershipOutcome;
  answers: Record<LeadershipQuestionId, LeadershipAnswerValue>;
  onRetake: () => void;
  /** Sends the same details and answers again after a failed save. */
  onSendAgain: () => void;
}) {
  const { t } = useI18n();
  const { result, details } = outcome;
  const keys = leadershipCategoryKeys(result.category);
  const tone = leadershipCategoryTone[result.category];
  const label = t(keys.label);

  return (
    <div data-testid="leadership-results" data-assessment-id={outcome.assessmentId ?? undefined}>
      <h2 ref={headingRef} tabIndex={-1} className="scroll-mt-28 text-2xl font-bold text-ink-900 outline-none">
        {t("leadership.results.title")}
      </h2>

      <div className="mt-6 flex flex-col items-center gap-6 rounded-2xl bg-ink-900 px-6 py-8 text-white sm:flex-row sm:gap-8">
        <ScoreRing score={result.totalScore} tone={tone} />
        <div className="text-center sm:text-start">
          <p className="text-sm font-semibold text-sand-300">{t("leadership.results.categoryLabel")}</p>
          <CategoryBadge category={result.category} label={label} className="mt-2 px-3 py-1 text-sm" />
          <CategoryBands current={result.category} />
        </div>
      </div>

      <div aria-live="polite">
        <SaveNotice outcome={outcome} onSendAgain={onSendAgain} />
      </div>

      <section className="mt-8" aria-labelledby="leadership-summary">
        <h3 id="leadership-summary" className="text-lg font-bold text-ink-900">
          {t("leadership.results.summaryTitle")}
        </h3>
        <p className="mt-2 leading-relaxed text-ink-700">{t(keys.description)}</p>
      </section>

      <section className="mt-8" aria-labelledby="leadership-next-steps">
        <h3 id="leadership-next-steps" className="text-lg font-bold text-ink-900">
          {t("leadership.results.nextStepsTitle")}
        </h3>
        <ul className="mt-3 grid gap-3">
          {keys.steps.map((key) => (
            <li key={key} className="flex items-start gap-3">
              <span aria-hidden className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-sand-100 text-sand-700">
                <Check className="size-3.5" />
              </span>
              <span className="text-ink-800">{t(key)}</span>
            </li>
          ))}
        </ul>
      </section>

      <HelpBox answers={answers} name={details.name} company={details.company} />

      <div className="mt-6 text-center">
        <Button variant="ghost" onClick={onRetake}>
          <RotateCcw aria-hidden className="size-4" />
          {t("leadership.results.retake")}
        </Button>
      </div>
    </div>
  );
}

/**
 * What the page says about the save and the e-mailed copy: a copy is "on its
 * way" only once the server has queued it on a server that sends mail; a
 * failed save says so and offers Send again.
 */
function SaveNotice({ outcome, onSendAgain }: { outcome: LeadershipOutcome; onSendAgain: () => void }) {
  const { t } = useI18n();
  const { save, details } = outcome;
  const retrying = save.status === "saving" && save.retry === true;
  const note = resultsEmailNote(save, details.email);
  if (note === "saveFailed" || retrying) {
    return (
      <div className="mt-5 rounded-xl border border-danger-700/25 bg-danger-50 p-4 sm:p-5" data-testid="leadership-save-failed">
        <p className="flex items-start gap-2 font-semibold text-danger-700">
          <CircleExclamationPoint aria-hidden className="mt-0.5 size-5 shrink-0" />
          {t("leadership.results.saveFailedTitle")}
        </p>
        <p className="mt-1 ps-7 text-sm text-ink-800">{t("leadership.results.saveFailedBody")}</p>
        {save.status === "failed" && <p className="mt-1 ps-7 text-sm text-ink-800">{save.message}</p>}
        <div className="mt-3 ps-7">
          <Button variant="outline" onClick={onSendAgain} disabled={retrying} aria-busy={retrying || undefined}>
            {retrying ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : <Send aria-hidden className="size-4 rtl:-scale-x-100" />}
            {retrying ? t("leadership.results.sendingAgain") : t("leadership.results.sendAgain")}
          </Button>
        </div>
      </div>
    );
  }
  if (note === null) return null;
  return (
    <p className="mt-5 flex items-start gap-2 text-sm text-ink-700" data-testid="leadership-email-note">
      <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-sand-700" />
      <span>{note === "onItsWay" ? <BidiText text={t("leadership.results.emailNote", { email: details.email })} /> : t("leadership.results.emailUnavailable")}</span>
    </p>
  );
}

const bands: { category: LeadershipCategory; range: string }[] = [
  { category: "Future-Ready", range: `${LEADERSHIP_THRESHOLDS.futureReady}–${LEADERSHIP_MAX_SCORE}` },
  { category: "Moderate Gaps", range: `${LEADERSHIP_THRESHOLDS.moderateGaps}–${LEADERSHIP_THRESHOLDS.futureReady - 1}` },
  { category: "High Risk", range: `${LEADERSHIP_QUESTION_IDS.length}–${LEADERSHIP_THRESHOLDS.moderateGaps - 1}` },
];

/** The three categories and their score ranges, the taker's own highlighted. */
function CategoryBands({ current }: { current: LeadershipCategory }) {
  const { t } = useI18n();
  return (
    <ul className="mx-auto mt-5 grid w-fit gap-1.5 text-sm sm:mx-0">
      {bands.map(({ category, range }) => (
        <li key={category} className={cn("flex items-center gap-3", category === current ? "font-semibold text-white" : "text-ink-100/70")}>
          <span aria-hidden className={cn("size-2.5 rounded-full", { green: "bg-emerald-400", yellow: "bg-amber-400", red: "bg-red-400" }[leadershipCategoryTone[category]])} />
          <span dir="ltr" className="w-12 tabular-nums">
            {range}
          </span>
          <span>{t(leadershipCategoryKeys(category).label)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The score as a ring filled to score/50, with the number in the middle. */
function ScoreRing({ score, tone }: { score: number; tone: "green" | "yellow" | "red" }) {
  const { t } = useI18n();
  const radius = 52;
  const circumference = 2 * Math.PI * radius;
  const filled = (score / LEADERSHIP_MAX_SCORE) * circumference;
  return (
    <div className="relative size-36 shrink-0" role="img" aria-label={`${t("leadership.results.scoreLabel")}: ${t("leadership.results.scoreAria", { score, max: LEADERSHIP_MAX_SCORE })}`}>
      {/* Mirrored in right-to-left pages so the ring fills the way the page reads. */}
      <svg viewBox="0 0 120 120" className="size-full -rotate-90 rtl:-scale-y-100" aria-hidden>
        <circle cx="60" cy="60" r={radius} fill="none" strokeWidth="10" className="stroke-white/15" />
        <circle
          cx="60"
          cy="60"
          r={radius}
          fill="none"
          strokeWidth="10"
          strokeLinecap="round"
          stroke="currentColor"
          strokeDasharray={`${filled} ${circumference}`}
          className={cn(ringColour[tone])}
        />
      </svg>
      <div aria-hidden className="absolute inset-0 flex flex-col items-center justify-center">
        <span className="text-4xl font-bold" data-testid="leadership-score">
          {score}
        </span>
        <span className="text-sm text-ink-100/80">{t("leadership.results.outOf", { max: LEADERSHIP_MAX_SCORE })}</span>
      </div>
    </div>
  );
}

/** Book a Consultation (the booking page in a new tab, else /contact) and Download Results as PDF. */
function HelpBox({ answers, name, company }: { answers: Record<LeadershipQuestionId, LeadershipAnswerValue>; name: string; company: string }) {
  const { t, lang, href } = useI18n();
  const booking = useRootData()?.links.booking ?? null;
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      saveBlob(await fetchLeadershipReport({ answers, name, company, language: lang }), LEADERSHIP_REPORT_FILENAME);
    } catch (error) {
      toast({ title: t("leadership.results.downloadFailedTitle"), description: failureText(error, t("leadership.results.downloadFailed")), variant: "destructive" });
    } finally {
      setDownloading(false);
    }
  };

  const bookContent = (
    <>
      <CalendarClock aria-hidden className="size-4" />
      {t("leadership.results.book")}
    </>
  );

  return (
    <aside className="mt-10 rounded-2xl border border-sand-300/70 bg-sand-50 p-5 sm:p-7" aria-labelledby="leadership-help">
      <h3 id="leadership-help" className="text-lg font-bold text-ink-900">
        {t("leadership.results.helpTitle")}
      </h3>
      <p className="mt-2 text-ink-700">{t("leadership.results.helpBody")}</p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button asChild size="lg">
          {booking ? (
            <a href={booking} target="_blank" rel="noopener noreferrer">
              {bookContent}
              <span className="sr-only">{t("leadership.results.opensInNewTab")}</span>
            </a>
          ) : (
            <Link to={href("/contact")}>{bookContent}</Link>
          )}
        </Button>
        <Button size="lg" variant="outline" onClick={download} disabled={downloading} aria-busy={downloading || undefined}>
          {downloading ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : <Download aria-hidden className="size-4" />}
          {downloading ? t("leadership.results.downloading") : t("leadership.results.download")}
        </Button>
      </div>
    </aside>
  );
}
