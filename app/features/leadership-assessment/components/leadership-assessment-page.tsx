import { History, RotateCcw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { toast } from "~/components/ui/use-toast";
import { useSpamGuard } from "~/features/security/spam-guard-field";
import { useI18n } from "~/i18n/i18n-provider";
import { submitLeadershipAssessment } from "../leadership-api";
import type { LeadershipDetails, LeadershipDetailsInput } from "../leadership-assessment.schema";
import type { SaveState } from "../results-email-note";
import { clearLeadershipProgress, loadLeadershipProgress, saveLeadershipProgress } from "../saved-progress";
import { isComplete, LEADERSHIP_QUESTION_IDS, scoreLeadershipAssessment, type LeadershipAnswers, type LeadershipAnswerValue, type LeadershipQuestionId, type LeadershipResult } from "../scoring";
import { DetailsStep } from "./details-step";
import { IntroStep } from "./intro-step";
import { QuestionStep } from "./question-step";
import { ResultsStep } from "./results-step";
import { createSubmissionKey } from "~/features/security/submission-key";
import { failureText } from "~/components/forms/server-errors";

type Step = "intro" | "questions" | "details" | "results";

export interface LeadershipOutcome {
  result: LeadershipResult;
  details: LeadershipDetails;
  /** The stored assessment's id, once the save has answered (spec §4). */
  assessmentId: number | null;
  /** The background save; `retry` while it is being sent again after a failure. */
  save: SaveState & { retry?: boolean };
}

/**
 * /leadership-assessment (spec §2, §4): intro → ten questions → "Almost
 * Done!" → results. The result is computed here and shown at once on submit;
 * the save runs behind it. A failure is reported (a toast, and a notice on
 * the results with Send again; the results stay), and nothing about an
 * e-mail copy is said until the save has answered that one is really on its
 * way (`resultsEmailNote`).
 *
 * An unfinished assessment is kept in sessionStorage (`saved-progress.ts`)
 * and picked up again after a reload, with a Start over beside it. The
 * server and the first render in the browser always show the intro; the
 * kept state is read once the page has hydrated.
 */
export function LeadershipAssessmentPage({ resultsByEmail = true }: { resultsByEmail?: boolean }) {
  const { t, lang } = useI18n();
  const [step, setStep] = useState<Step>("intro");
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<LeadershipAnswers>({});
  const [details, setDetails] = useState<LeadershipDetailsInput | null>(null);
  const [outcome, setOutcome] = useState<LeadershipOutcome | null>(null);
  // Whether the kept state has been looked at (nothing is written before), and whether it was picked up.
  const [restored, setRestored] = useState(false);
  const [resumed, setResumed] = useState(false);
  // The fill-time clock starts when the visitor starts answering: the whole assessment is the form.
  const guard = useSpamGuard(step !== "intro");
  // One key per submission, kept across its retries, so a request whose answer was lost is stored once.
  const [submissionKey] = useState(createSubmissionKey);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    const heading = headingRef.current;
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView({ block: "nearest" });
  }, [step, index]);

  useEffect(() => {
    const saved = loadLeadershipProgress();
    if (saved) {
      setStep(saved.step);
      setIndex(saved.index);
      setAnswers(saved.answers);
      setDetails(saved.details);
      setResumed(true);
    }
    setRestored(true);
  }, []);

  useEffect(() => {
    if (!restored) return;
    if (step === "intro") clearLeadershipProgress();
    else if (step === "results") {
      // Saved: done with. Not yet (or the save failed): a reload goes back to the filled-in form to send it again.
      if (outcome?.assessmentId != null) clearLeadershipProgress();
      else saveLeadershipProgress({ step: "details", index, answers, details });
    } else saveLeadershipProgress({ step, index, answers, details });
  }, [restored, step, index, answers, details, outcome]);

  const go = (next: Step, nextIndex = index) => {
    moved.current = true;
    setStep(next);
    setIndex(nextIndex);
  };

  const questionId = LEADERSHIP_QUESTION_IDS[index];
  const answer = (value: LeadershipAnswerValue) => setAnswers((current) => ({ ...current, [questionId]: value }));

  /** Sends the shown result; only the outcome it was started for takes the answer. */
  const save = (values: LeadershipDetails, result: LeadershipResult, complete: Record<LeadershipQuestionId, LeadershipAnswerValue>) => {
    const update = (save: LeadershipOutcome["save"], assessmentId?: number) =>
      setOutcome((current) => (current && current.result === result ? { ...current, save, ...(assessmentId ? { assessmentId } : {}) } : current));
    submitLeadershipAssessment({ details: values, result, answers: complete }, guard.fields(), lang, submissionKey).then(
      ({ assessment, resultsEmail }) => update({ status: "saved", resultsEmail }, assessment.id),
      (error: unknown) => {
        const message = failureText(error, t("leadership.save.errorFallback"));
        update({ status: "failed", message });
        toast({ title: t("leadership.save.errorTitle"), description: message, variant: "destructive" });
      },
    );
  };

  const submit = (values: LeadershipDetails) => {
    if (!isComplete(answers)) return;
    const result = scoreLeadershipAssessment(answers);
    setDetails(values);
    setOutcome({ result, details: values, assessmentId: null, save: { status: "saving" } });
    go("results");
    save(values, result, answers);
  };

  const sendAgain = () => {
    if (!outcome || !isComplete(answers)) return;
    setOutcome({ ...outcome, save: { status: "saving", retry: true } });
    save(outcome.details, outcome.result, answers);
  };

  const retake = () => {
    setAnswers({});
    setDetails(null);
    setOutcome(null);
    setResumed(false);
    clearLeadershipProgress();
    guard.restart();
    go("intro", 0);
  };

  return (
    <>
      <section className="relative isolate overflow-hidden bg-ink-900 text-white">
        <div aria-hidden className="najdi-pattern absolute inset-0 -z-10 opacity-[0.07]" />
        <Container className="py-12 sm:py-16">
          <p className="text-sm font-semibold text-sand-400">{t("leadership.eyebrow")}</p>
          <h1 className="mt-3 max-w-3xl text-3xl leading-tight font-bold text-balance sm:text-5xl rtl:leading-snug">{t("leadership.title")}</h1>
          {step === "intro" && <p className="mt-5 max-w-2xl text-lg text-ink-100/90">{t("leadership.intro.lead")}</p>}
        </Container>
      </section>

      <Container className="py-10 sm:py-14">
        <div className="mx-auto max-w-3xl rounded-2xl border border-ink-100 bg-white p-5 shadow-[0_20px_50px_-30px_rgba(11,31,58,0.35)] sm:p-8" data-testid={`leadership-step-${step}`}>
          {resumed && (step === "questions" || step === "details") && <ResumeNotice onStartOver={retake} />}
          {step === "intro" && <IntroStep headingRef={headingRef} onStart={() => go("questions", 0)} />}
          {step === "questions" && (
            <QuestionStep
              headingRef={headingRef}
              index={index}
              questionId={questionId}
              value={answers[questionId]}
              onAnswer={answer}
              onPrevious={() => go("questions", Math.max(0, index - 1))}
              onNext={() => (index < LEADERSHIP_QUESTION_IDS.length - 1 ? go("questions", index + 1) : go("details"))}
            />
          )}
          {step === "details" && (
            <DetailsStep
              headingRef={headingRef}
              defaultValues={details}
              resultsByEmail={resultsByEmail}
              onDraft={setDetails}
              honeypotRef={guard.honeypotRef}
              onBack={(draft) => {
                setDetails(draft);
                go("questions", LEADERSHIP_QUESTION_IDS.length - 1);
              }}
              onSubmit={submit}
            />
          )}
          {step === "results" && outcome && isComplete(answers) && <ResultsStep headingRef={headingRef} outcome={outcome} answers={answers} onRetake={retake} onSendAgain={sendAgain} />}
        </div>
      </Container>
    </>
  );
}

/** Shown above a picked-up assessment: what happened, and a way to begin again. */
function ResumeNotice({ onStartOver }: { onStartOver: () => void }) {
  const { t } = useI18n();
  return (
    <div className="mb-6 flex flex-col gap-3 rounded-xl border border-sand-300/70 bg-sand-50 px-4 py-3 sm:flex-row sm:items-center sm:justify-between" data-testid="leadership-resume">
      <p className="flex items-start gap-2 text-sm text-ink-800">
        <History aria-hidden className="mt-0.5 size-4 shrink-0 text-sand-700" />
        {t("leadership.resume.notice")}
      </p>
      <Button variant="outline" className="shrink-0 px-3 text-sm" onClick={onStartOver}>
        <RotateCcw aria-hidden className="size-4" />
        {t("leadership.resume.startOver")}
      </Button>
    </div>
  );
}
