import { useCallback, useEffect, useMemo, useReducer, useState } from "react";
import { failureText } from "~/components/forms/server-errors";
import { toast } from "~/components/ui/use-toast";
import { AssessmentShell, ProgressNote } from "~/features/assessment-kit/assessment-shell";
import { useHeadingFocus } from "~/features/assessment-kit/use-heading-focus";
import { useSpamGuard } from "~/features/security/spam-guard-field";
import { createSubmissionKey } from "~/features/security/submission-key";
import { useI18n } from "~/i18n/i18n-provider";
import { asksChallenges, questionsFor } from "../definition";
import { currentQuestion, flowReducer, initialFlow } from "../flow";
import type { HrContactInput, HrContactValues } from "../hr-assessment.schema";
import { scoreAssessment } from "../scoring";
import { clearProgress, loadProgress, saveProgress, shouldSaveProgress } from "../saved-progress";
import { composeHrAssessmentPayload, submitHrAssessment } from "../submit-hr-assessment";
import { ChallengesStep } from "./challenges-step";
import { ContactStep } from "./contact-step";
import { IntroStep } from "./intro-step";
import { QuestionStep } from "./question-step";
import { ResultsStep } from "./results-step";
import { RoleStep } from "./role-step";

const emptyContact: HrContactInput = { name: "", email: "", company: "", phone: "", message: "" };

/**
 * /hr-assessment: intro → role → questions → (leaders) challenges → results
 * → contact. Everything stays in the browser until the visitor asks for a
 * consultation. On every step change, focus moves to the new step's heading
 * so keyboard and screen-reader users start reading there. An unfinished
 * assessment is kept in the tab's sessionStorage: the server always renders
 * the intro, and the saved progress is restored after hydration.
 */
export function HrAssessmentPage() {
  const { t, lang } = useI18n();
  const [flow, dispatch] = useReducer(flowReducer, initialFlow);
  const [contact, setContact] = useState<HrContactInput>(emptyContact);
  const [submitted, setSubmitted] = useState(false);
  /** Saving starts once the saved progress has been read, so the first render's intro cannot overwrite it. */
  const [loaded, setLoaded] = useState(false);
  const [restored, setRestored] = useState(false);
  const guard = useSpamGuard(flow.step === "contact");
  // One key per submission, kept across its retries, so a request whose answer was lost is stored once.
  const [submissionKey] = useState(createSubmissionKey);
  const heading = useHeadingFocus(`${flow.step}:${flow.index}:${submitted}`);

  useEffect(() => {
    const saved = loadProgress();
    if (saved) {
      dispatch({ type: "restore", state: saved.flow });
      setContact(saved.contact);
      setRestored(true);
    }
    setLoaded(true);
  }, []);

  useEffect(() => {
    if (!loaded) return;
    if (shouldSaveProgress(flow, submitted)) saveProgress({ flow, contact });
    else clearProgress();
  }, [loaded, flow, contact, submitted]);

  const startOver = () => {
    clearProgress();
    setSubmitted(false);
    setRestored(false);
    setContact(emptyContact);
    guard.restart();
    dispatch({ type: "restart" });
  };

  const result = useMemo(() => (flow.role && (flow.step === "results" || flow.step === "contact") ? scoreAssessment(flow.role, flow.answers) : null), [flow]);

  /** Sends the request; resolves with the failure (after its toast) so the form can mark the fields the server named. */
  const submit = async (values: HrContactValues): Promise<unknown> => {
    if (!flow.role) return undefined;
    try {
      await submitHrAssessment(composeHrAssessmentPayload({ role: flow.role, answers: flow.answers, challenges: flow.challenges }, values, lang), await guard.fields(), submissionKey);
      setSubmitted(true);
      clearProgress();
      toast({ title: t("hr.toast.successTitle"), description: t("hr.toast.successDescription"), variant: "success" });
      return undefined;
    } catch (failure) {
      toast({ title: t("hr.toast.errorTitle"), description: failureText(failure, t("hr.toast.failure")), variant: "destructive" });
      return failure;
    }
  };
  const keepContact = useCallback((values: HrContactInput) => setContact(values), []);

  const question = currentQuestion(flow);
  const wide = flow.step === "results";

  return (
    <AssessmentShell
      eyebrow={t("hr.hero.eyebrow")}
      title={t("hr.hero.title")}
      lead={t("hr.hero.lead")}
      wide={wide}
      cardData={{ "data-step": flow.step }}
      notice={
        !submitted &&
        (flow.step === "assessment" || flow.step === "challenges" || (restored && flow.step !== "intro" && flow.step !== "results")) && (
          <ProgressNote text={t(restored ? "hr.progressRestored" : "hr.progressSaved")} startOverLabel={t("hr.startOver")} onStartOver={startOver} testId="hr-progress-note" />
        )
      }
    >
      {flow.step === "intro" && <IntroStep headingRef={heading} onStart={() => dispatch({ type: "start" })} />}
      {flow.step === "roleSelection" && (
        <RoleStep headingRef={heading} onChoose={(role) => dispatch({ type: "chooseRole", role })} onBack={() => dispatch({ type: "backToIntro" })} />
      )}
      {flow.step === "assessment" && flow.role && question && (
        <QuestionStep
          key={question.id}
          headingRef={heading}
          question={question}
          index={flow.index}
          total={questionsFor(flow.role).length}
          value={flow.answers[question.id]}
          onAnswer={(value) => dispatch({ type: "answer", questionId: question.id, value })}
          onPrevious={() => dispatch({ type: "previous" })}
          onNext={() => dispatch({ type: "next" })}
        />
      )}
      {flow.step === "challenges" && (
        <ChallengesStep
          headingRef={heading}
          selected={flow.challenges}
          onToggle={(id) => dispatch({ type: "toggleChallenge", id })}
          onBack={() => dispatch({ type: "backToAssessment" })}
          onContinue={() => dispatch({ type: "showResults" })}
        />
      )}
      {flow.step === "results" && result && flow.role && (
        <ResultsStep
          headingRef={heading}
          result={result}
          answers={flow.answers}
          challenges={asksChallenges(flow.role) ? flow.challenges : null}
          requested={submitted}
          reportFor={{ name: contact.name ?? "", company: contact.company ?? "" }}
          onReportForChange={(reportFor) => setContact((current) => ({ ...current, ...reportFor }))}
          onRequestConsultation={() => dispatch({ type: "requestConsultation" })}
          onStartOver={startOver}
        />
      )}
      {flow.step === "contact" && (
        <ContactStep
          headingRef={heading}
          values={contact}
          onChange={keepContact}
          submitted={submitted}
          honeypotRef={guard.honeypotRef}
          onSubmit={submit}
          onBack={() => dispatch({ type: "backToResults" })}
        />
      )}
    </AssessmentShell>
  );
}
