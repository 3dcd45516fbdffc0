import { useEffect, useRef, useState } from "react";
import { Container } from "~/components/ui/container";
import { toast } from "~/components/ui/use-toast";
import { useSpamGuard } from "~/features/security/spam-guard-field";
import { useI18n } from "~/i18n/i18n-provider";
import { failureMessage, submitLeadershipAssessment } from "../leadership-api";
import type { LeadershipDetails, LeadershipDetailsInput } from "../leadership-assessment.schema";
import { isComplete, LEADERSHIP_QUESTION_IDS, scoreLeadershipAssessment, type LeadershipAnswers, type LeadershipAnswerValue, type LeadershipResult } from "../scoring";
import { DetailsStep } from "./details-step";
import { IntroStep } from "./intro-step";
import { QuestionStep } from "./question-step";
import { ResultsStep } from "./results-step";

type Step = "intro" | "questions" | "details" | "results";

export interface LeadershipOutcome {
  result: LeadershipResult;
  details: LeadershipDetails;
  /** The stored assessment's id, once the save has answered (spec §4). */
  assessmentId: number | null;
}

/**
 * /leadership-assessment (spec §2, §4): intro → ten questions → "Almost
 * Done!" → results. The result is computed here and shown at once on submit;
 * the save runs behind it and only a failure is reported (a toast; the
 * results stay).
 */
export function LeadershipAssessmentPage() {
  const { t, lang } = useI18n();
  const [step, setStep] = useState<Step>("intro");
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<LeadershipAnswers>({});
  const [details, setDetails] = useState<LeadershipDetailsInput | null>(null);
  const [outcome, setOutcome] = useState<LeadershipOutcome | null>(null);
  // The fill-time clock starts when the visitor starts answering: the whole assessment is the form.
  const guard = useSpamGuard(step !== "intro");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    const heading = headingRef.current;
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView({ block: "nearest" });
  }, [step, index]);

  const go = (next: Step, nextIndex = index) => {
    moved.current = true;
    setStep(next);
    setIndex(nextIndex);
  };

  const questionId = LEADERSHIP_QUESTION_IDS[index];
  const answer = (value: LeadershipAnswerValue) => setAnswers((current) => ({ ...current, [questionId]: value }));

  const submit = (values: LeadershipDetails) => {
    if (!isComplete(answers)) return;
    const result = scoreLeadershipAssessment(answers);
    setDetails(values);
    setOutcome({ result, details: values, assessmentId: null });
    go("results");
    submitLeadershipAssessment({ details: values, result, answers }, guard.fields(), lang).then(
      ({ assessment }) => setOutcome((current) => (current && current.result === result ? { ...current, assessmentId: assessment.id } : current)),
      (error: unknown) => toast({ title: t("leadership.save.errorTitle"), description: failureMessage(error, t("leadership.save.errorFallback")), variant: "destructive" }),
    );
  };

  const retake = () => {
    setAnswers({});
    setDetails(null);
    setOutcome(null);
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
              honeypotRef={guard.honeypotRef}
              onBack={(draft) => {
                setDetails(draft);
                go("questions", LEADERSHIP_QUESTION_IDS.length - 1);
              }}
              onSubmit={submit}
            />
          )}
          {step === "results" && outcome && isComplete(answers) && <ResultsStep headingRef={headingRef} outcome={outcome} answers={answers} onRetake={retake} />}
        </div>
      </Container>
    </>
  );
}
