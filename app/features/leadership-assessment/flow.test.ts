import { describe, expect, it } from "vitest";
import { flowReducer, initialFlow, progressOf, type FlowAction, type FlowState } from "./flow";
import { type LeadershipAnswerValue, type LeadershipQuestionId } from "./definition";
import { scoreLeadershipAssessment } from "./scoring";

const all: Record<LeadershipQuestionId, LeadershipAnswerValue> = { 1: 5, 2: 4, 3: 4, 4: 5, 5: 3, 6: 4, 7: 5, 8: 4, 9: 4, 10: 4 };
const details = { name: "Layla", email: "layla@example.sa", company: "", phone: "" };
const run = (actions: FlowAction[], from: FlowState = initialFlow) => actions.reduce(flowReducer, from);

describe("leadership assessment flow", () => {
  it("starts at the first question and moves on only from an answered one", () => {
    const started = run([{ type: "start" }]);
    expect(started).toMatchObject({ step: "questions", index: 0 });
    expect(run([{ type: "next" }], started)).toBe(started);
    const second = run([{ type: "answer", value: 4 }, { type: "next" }], started);
    expect(second).toMatchObject({ index: 1, answers: { 1: 4 } });
    expect(run([{ type: "previous" }, { type: "previous" }], second).index).toBe(0);
  });

  it("goes from the tenth answer to the form, and back to the tenth question keeping the draft", () => {
    const answered = { ...initialFlow, step: "questions" as const, index: 9, answers: all };
    const form = run([{ type: "next" }], answered);
    expect(form.step).toBe("details");
    expect(run([{ type: "backToQuestions", details }], form)).toMatchObject({ step: "questions", index: 9, details });
  });

  it("shows the result at once on submit; only the outcome the save was started for takes its answer", () => {
    const result = scoreLeadershipAssessment(all);
    const form: FlowState = { ...initialFlow, step: "details", index: 9, answers: all };
    const shown = run([{ type: "submit", details, result }], form);
    expect(shown).toMatchObject({ step: "results", outcome: { result, assessmentId: null, save: { status: "saving" } } });
    const other = scoreLeadershipAssessment({ ...all, 1: 1 });
    expect(run([{ type: "saveAnswered", result: other, save: { status: "failed", message: "x" } }], shown)).toBe(shown);
    const saved = run([{ type: "saveAnswered", result, save: { status: "saved", resultsEmail: "none" }, assessmentId: 7 }], shown);
    expect(saved.outcome).toMatchObject({ assessmentId: 7, save: { status: "saved" } });
    const failed = run([{ type: "saveAnswered", result, save: { status: "failed", message: "x" } }], shown);
    expect(run([{ type: "sendAgain" }], failed).outcome?.save).toEqual({ status: "saving", retry: true });
    expect(run([{ type: "submit", details, result }], { ...form, answers: { 1: 5 } })).toMatchObject({ step: "details", outcome: null });
  });

  it("restores kept progress as resumed, and a retake starts afresh", () => {
    const restored = run([{ type: "restore", progress: { step: "details", index: 9, answers: all, details } }]);
    expect(restored).toMatchObject({ step: "details", answers: all, details, resumed: true });
    expect(run([{ type: "retake" }], restored)).toEqual(initialFlow);
  });

  it("keeps the questions and the form; on the results only until the save answered", () => {
    const result = scoreLeadershipAssessment(all);
    expect(progressOf(initialFlow)).toBeNull();
    expect(progressOf({ ...initialFlow, step: "questions", index: 2, answers: { 1: 5, 2: 4 } })).toEqual({ step: "questions", index: 2, answers: { 1: 5, 2: 4 }, details: null });
    const shown = run([{ type: "submit", details, result }], { ...initialFlow, step: "details", index: 9, answers: all });
    expect(progressOf(shown)).toEqual({ step: "details", index: 9, answers: all, details });
    expect(progressOf(run([{ type: "saveAnswered", result, save: { status: "saved", resultsEmail: "none" }, assessmentId: 3 }], shown))).toBeNull();
  });
});
