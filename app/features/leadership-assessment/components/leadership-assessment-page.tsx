import { useEffect, useReducer, useRef, useState } from "react";
import { failureText } from "~/components/forms/server-errors";
import { toast } from "~/components/ui/use-toast";
import { AssessmentShell, ResumeNotice } from "~/features/assessment-kit/assessment-shell";
import { useHeadingFocus } from "~/features/assessment-kit/use-heading-focus";
import { useSpamGuard } from "~/features/security/spam-guard-field";
import { createSubmissionKey } from "~/features/security/submission-key";
import { useI18n } from "~/i18n/i18n-provider";
import { currentQuestionId, flowReducer, initialFlow, progressOf, type FlowAction } from "../flow";
import { submitLeadershipAssessment } from "../leadership-api";
import type { LeadershipDetails } from "../leadership-assessment.schema";
import { clearProgress, loadProgress, saveProgress } from "../saved-progress";
import { type LeadershipAnswerValue, type LeadershipQuestionId } from "../definition";
import { isComplete, scoreLeadershipAssessment, type LeadershipResult } from "../scoring";
import { ContactStep } from "./contact-step";
import { IntroStep } from "./intro-step";
import { QuestionStep } from "./question-step";
import { ResultsStep } from "./results-step";

/**
 * /leadership-assessment (spec §2, §4): intro → ten questions → "Almost
 * Done!" → results. The result is computed here and shown at once on submit;
 * the save runs behind it. A failure is reported (a toast, and a notice on
 * the results with Send again; the results stay), and nothing about an
 * e-mail copy is said until the save has answered that one is really on its
 * way (`resultsEmailNote`).
 *
 * An unfinished assessment is kept in sessionStorage (`saved-progress.ts`; the moves are `flow.ts`)
 * and picked up again after a reload, with a Start over beside it. The
 * server and the first render in the browser always show the intro; the
 * kept state is read once the page has hydrated.
 */
export function LeadershipAssessmentPage({ resultsByEmail = true }: { resultsByEmail?: boolean }) {
  const { t, lang } = useI18n();
  const [flow, dispatch] = useReducer(flowReducer, initialFlow);
  const { step, index, answers, details, outcome, resumed } = flow;
  // Whether the kept state has been looked at (nothing is written before).
  const [restored, setRestored] = useState(false);
  // The fill-time clock starts when the visitor starts answering: the whole assessment is the form.
  const guard = useSpamGuard(step !== "intro");
  // One key per submission, kept across its retries, so a request whose answer was lost is stored once.
  const [submissionKey] = useState(createSubmissionKey);
  // Focus follows the visitor's own moves, not the restore of a kept state.
  const moved = useRef(false);
  const headingRef = useHeadingFocus(`${step}:${index}`, moved.current);
  const act = (action: FlowAction) => {
    moved.current = true;
    dispatch(action);
  };

  useEffect(() => {
    const saved = loadProgress();
    if (saved) dispatch({ type: "restore", progress: saved });
    setRestored(true);
  }, []);

  useEffect(() => {
    if (!restored) return;
    const progress = progressOf(flow);
    if (progress) saveProgress(progress);
    else clearProgress();
  }, [restored, flow]);

  const questionId = currentQuestionId(flow);

  /** Sends the shown result; only the outcome it was started for takes the answer. */
  const save = (values: LeadershipDetails, result: LeadershipResult, complete: Record<LeadershipQuestionId, LeadershipAnswerValue>) => {
    guard
      .fields()
      .then((fields) => submitLeadershipAssessment({ details: values, result, answers: complete }, fields, lang, submissionKey))
      .then(
      ({ assessment, resultsEmail }) => dispatch({ type: "saveAnswered", result, save: { status: "saved", resultsEmail }, assessmentId: assessment.id }),
      (error: unknown) => {
        const message = failureText(error, t("leadership.save.errorFallback"));
        dispatch({ type: "saveAnswered", result, save: { status: "failed", message } });
        toast({ title: t("leadership.save.errorTitle"), description: message, variant: "destructive" });
      },
    );
  };

  const submit = (values: LeadershipDetails) => {
    if (!isComplete(answers)) return;
    const result = scoreLeadershipAssessment(answers);
    act({ type: "submit", details: values, result });
    save(values, result, answers);
  };

  const sendAgain = () => {
    if (!outcome || !isComplete(answers)) return;
    dispatch({ type: "sendAgain" });
    save(outcome.details, outcome.result, answers);
  };

  const retake = () => {
    clearProgress();
    guard.restart();
    act({ type: "retake" });
  };

  return (
    <AssessmentShell
      eyebrow={t("leadership.eyebrow")}
      title={t("leadership.title")}
      lead={step === "intro" ? t("leadership.intro.lead") : undefined}
      tall
      cardData={{ "data-testid": `leadership-step-${step}` }}
      notice={
        resumed &&
        (step === "questions" || step === "details") && (
          <ResumeNotice text={t("leadership.resume.notice")} startOverLabel={t("leadership.resume.startOver")} onStartOver={retake} testId="leadership-resume" />
        )
      }
    >
      {step === "intro" && <IntroStep headingRef={headingRef} onStart={() => act({ type: "start" })} />}
      {step === "questions" && (
        <QuestionStep
          headingRef={headingRef}
          index={index}
          questionId={questionId}
          value={answers[questionId]}
          onAnswer={(value) => act({ type: "answer", value })}
          onPrevious={() => act({ type: "previous" })}
          onNext={() => act({ type: "next" })}
        />
      )}
      {step === "details" && (
        <ContactStep
          headingRef={headingRef}
          defaultValues={details}
          resultsByEmail={resultsByEmail}
          onDraft={(draft) => dispatch({ type: "draft", details: draft })}
          honeypotRef={guard.honeypotRef}
          onBack={(draft) => act({ type: "backToQuestions", details: draft })}
          onSubmit={submit}
        />
      )}
      {step === "results" && outcome && isComplete(answers) && <ResultsStep headingRef={headingRef} outcome={outcome} answers={answers} onRetake={retake} onSendAgain={sendAgain} />}
    </AssessmentShell>
  );
}
