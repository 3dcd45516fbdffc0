import type { LeadershipDetails, LeadershipDetailsInput } from "./leadership-assessment.schema";
import type { SaveState } from "./results-email-note";
import type { Progress } from "./saved-progress";
import { LEADERSHIP_QUESTION_IDS, type LeadershipAnswerValue } from "./definition";
import { isComplete, type LeadershipAnswers, type LeadershipResult } from "./scoring";

/**
 * The page's steps and moves (spec §2, §4): intro → ten questions →
 * "Almost Done!" (details) → results, with the background save's answer
 * kept beside the shown result. A pure reducer, so every move is unit-tested.
 */
export type Step = "intro" | "questions" | "details" | "results";

export interface LeadershipOutcome {
  result: LeadershipResult;
  details: LeadershipDetails;
  /** The stored assessment's id, once the save has answered (spec §4). */
  assessmentId: number | null;
  /** The background save; `retry` while it is being sent again after a failure. */
  save: SaveState & { retry?: boolean };
}

export interface FlowState {
  step: Step;
  /** The question on screen, 0-based. */
  index: number;
  answers: LeadershipAnswers;
  /** What was typed in "Almost Done!" so far. */
  details: LeadershipDetailsInput | null;
  outcome: LeadershipOutcome | null;
  /** Picked up from the tab's saved progress (the page offers Start over). */
  resumed: boolean;
}

export type FlowAction =
  | { type: "start" }
  | { type: "answer"; value: LeadershipAnswerValue }
  | { type: "previous" }
  | { type: "next" }
  | { type: "draft"; details: LeadershipDetailsInput }
  | { type: "backToQuestions"; details: LeadershipDetailsInput }
  /** The form was sent: the result is shown at once and its save starts. */
  | { type: "submit"; details: LeadershipDetails; result: LeadershipResult }
  /** The save for `result` answered; a later retake's outcome is not touched. */
  | { type: "saveAnswered"; result: LeadershipResult; save: LeadershipOutcome["save"]; assessmentId?: number }
  | { type: "sendAgain" }
  | { type: "restore"; progress: Progress }
  | { type: "retake" };

export const initialFlow: FlowState = { step: "intro", index: 0, answers: {}, details: null, outcome: null, resumed: false };

const LAST = LEADERSHIP_QUESTION_IDS.length - 1;

export function currentQuestionId(state: FlowState) {
  return LEADERSHIP_QUESTION_IDS[state.index];
}

export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case "start":
      return state.step === "intro" ? { ...state, step: "questions", index: 0 } : state;
    case "answer":
      return state.step === "questions" ? { ...state, answers: { ...state.answers, [currentQuestionId(state)]: action.value } } : state;
    case "previous":
      return state.step === "questions" ? { ...state, index: Math.max(0, state.index - 1) } : state;
    case "next":
      if (state.step !== "questions" || state.answers[currentQuestionId(state)] === undefined) return state;
      return state.index < LAST ? { ...state, index: state.index + 1 } : { ...state, step: "details" };
    case "draft":
      return { ...state, details: action.details };
    case "backToQuestions":
      return state.step === "details" ? { ...state, details: action.details, step: "questions", index: LAST } : state;
    case "submit":
      if (state.step !== "details" || !isComplete(state.answers)) return state;
      return { ...state, step: "results", details: action.details, outcome: { result: action.result, details: action.details, assessmentId: null, save: { status: "saving" } } };
    case "saveAnswered": {
      const { outcome } = state;
      if (!outcome || outcome.result !== action.result) return state;
      return { ...state, outcome: { ...outcome, save: action.save, ...(action.assessmentId ? { assessmentId: action.assessmentId } : {}) } };
    }
    case "sendAgain":
      return state.outcome ? { ...state, outcome: { ...state.outcome, save: { status: "saving", retry: true } } } : state;
    case "restore":
      return { ...initialFlow, ...action.progress, resumed: true };
    case "retake":
      return initialFlow;
  }
}

/**
 * What the tab keeps for a state: nothing on the intro; on the results,
 * nothing once saved, else the filled-in form (a reload offers the submit
 * again); otherwise the questions or the form as they are.
 */
export function progressOf(state: FlowState): Progress | null {
  if (state.step === "intro") return null;
  const { index, answers, details } = state;
  if (state.step === "results") return state.outcome?.assessmentId != null ? null : { step: "details", index, answers, details };
  return { step: state.step, index, answers, details };
}
