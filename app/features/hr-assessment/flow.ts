import { asksChallenges, challengeIds, questionsFor, type ChallengeId, type UserRole } from "./definition";
import type { Answers } from "./scoring";

/**
 * The page's steps and moves (spec §2, §4): intro → roleSelection →
 * assessment → (leaders only) challenges → results → contact, with the
 * spec's back moves. A pure reducer, so every move is unit-tested.
 */
export type Step = "intro" | "roleSelection" | "assessment" | "challenges" | "results" | "contact";

export interface FlowState {
  step: Step;
  role: UserRole | null;
  /** Index of the question shown in the assessment step. */
  index: number;
  answers: Answers;
  challenges: ChallengeId[];
}

export type FlowAction =
  | { type: "start" }
  | { type: "backToIntro" }
  | { type: "chooseRole"; role: UserRole }
  | { type: "answer"; questionId: string; value: string }
  | { type: "next" }
  | { type: "previous" }
  | { type: "toggleChallenge"; id: ChallengeId }
  | { type: "backToAssessment" }
  | { type: "showResults" }
  | { type: "requestConsultation" }
  | { type: "backToResults" }
  | { type: "restart" }
  /** Back to an unfinished assessment saved in the tab (checked by saved-progress.ts before it gets here). */
  | { type: "restore"; state: FlowState };

export const initialFlow: FlowState = { step: "intro", role: null, index: 0, answers: {}, challenges: [] };

export function currentQuestion(state: FlowState) {
  return state.role ? questionsFor(state.role)[state.index] : undefined;
}

/** Whether Next (Finish on the last question) may be pressed. */
export function canGoNext(state: FlowState): boolean {
  const question = currentQuestion(state);
  return question !== undefined && question.options.some((o) => o.value === state.answers[question.id]);
}

export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case "start":
      return state.step === "intro" ? { ...state, step: "roleSelection" } : state;
    case "backToIntro":
      return state.step === "roleSelection" ? { ...state, step: "intro" } : state;
    case "chooseRole":
      // A new role starts a fresh questionnaire.
      return { ...state, step: "assessment", role: action.role, index: 0, answers: {}, challenges: [] };
    case "answer": {
      const question = currentQuestion(state);
      if (state.step !== "assessment" || question?.id !== action.questionId || !question.options.some((o) => o.value === action.value)) return state;
      return { ...state, answers: { ...state.answers, [action.questionId]: action.value } };
    }
    case "next": {
      if (state.step !== "assessment" || !state.role || !canGoNext(state)) return state;
      const last = questionsFor(state.role).length - 1;
      if (state.index < last) return { ...state, index: state.index + 1 };
      return { ...state, step: asksChallenges(state.role) ? "challenges" : "results" };
    }
    case "previous":
      if (state.step !== "assessment") return state;
      return state.index > 0 ? { ...state, index: state.index - 1 } : { ...state, step: "roleSelection" };
    case "toggleChallenge": {
      if (state.step !== "challenges") return state;
      const on = state.challenges.includes(action.id);
      const next = on ? state.challenges.filter((id) => id !== action.id) : [...state.challenges, action.id];
      // Kept in the list's order, whatever order they were picked in.
      return { ...state, challenges: challengeIds.filter((id) => next.includes(id)) };
    }
    case "backToAssessment":
      return state.step === "challenges" ? { ...state, step: "assessment" } : state;
    case "showResults":
      return state.step === "challenges" ? { ...state, step: "results" } : state;
    case "requestConsultation":
      return state.step === "results" ? { ...state, step: "contact" } : state;
    case "backToResults":
      return state.step === "contact" ? { ...state, step: "results" } : state;
    case "restart":
      return initialFlow;
    case "restore":
      return action.state;
  }
}
