import { describe, expect, it } from "vitest";
import { canGoNext, flowReducer, initialFlow, type FlowAction, type FlowState } from "./flow";

const run = (actions: FlowAction[], from: FlowState = initialFlow) => actions.reduce(flowReducer, from);
const answerAll = (ids: string[], value: string): FlowAction[] => ids.flatMap((questionId) => [{ type: "answer", questionId, value }, { type: "next" }] as FlowAction[]);
const hrIds = Array.from({ length: 10 }, (_, i) => `q${i + 1}`);
const leaderIds = Array.from({ length: 5 }, (_, i) => `lq${i + 1}`);

describe("HR assessment flow", () => {
  it("goes intro → role selection → questions, and back", () => {
    const role = run([{ type: "start" }]);
    expect(role.step).toBe("roleSelection");
    expect(run([{ type: "backToIntro" }], role).step).toBe("intro");
    const assessment = run([{ type: "chooseRole", role: "hr" }], role);
    expect(assessment).toMatchObject({ step: "assessment", role: "hr", index: 0, answers: {} });
  });

  it("needs an answer before Next, and back from the first question returns to role selection", () => {
    let state = run([{ type: "start" }, { type: "chooseRole", role: "hr" }]);
    expect(canGoNext(state)).toBe(false);
    expect(run([{ type: "next" }], state).index).toBe(0);
    state = run([{ type: "answer", questionId: "q1", value: "always" }], state);
    expect(canGoNext(state)).toBe(true);
    state = run([{ type: "next" }], state);
    expect(state.index).toBe(1);
    state = run([{ type: "previous" }], state);
    expect(state).toMatchObject({ index: 0, answers: { q1: "always" } });
    expect(run([{ type: "previous" }], state).step).toBe("roleSelection");
  });

  it("ignores an answer that is not one of the current question's options", () => {
    const state = run([{ type: "start" }, { type: "chooseRole", role: "hr" }]);
    expect(run([{ type: "answer", questionId: "q1", value: "5" }], state).answers).toEqual({});
    expect(run([{ type: "answer", questionId: "q2", value: "always" }], state).answers).toEqual({});
  });

  it("takes an HR professional from the tenth question straight to the results", () => {
    const state = run([{ type: "start" }, { type: "chooseRole", role: "hr" }, ...answerAll(hrIds, "usually")]);
    expect(state.step).toBe("results");
    expect(Object.keys(state.answers)).toHaveLength(10);
  });

  it("takes a business leader through the challenges (back returns to the questions), then to the results", () => {
    let state = run([{ type: "start" }, { type: "chooseRole", role: "leadership" }, ...answerAll(leaderIds, "4")]);
    expect(state.step).toBe("challenges");
    state = run([{ type: "toggleChallenge", id: "succession" }, { type: "toggleChallenge", id: "talent" }, { type: "toggleChallenge", id: "cost" }, { type: "toggleChallenge", id: "cost" }], state);
    expect(state.challenges).toEqual(["talent", "succession"]);
    const back = run([{ type: "backToAssessment" }], state);
    expect(back).toMatchObject({ step: "assessment", index: 4, challenges: ["talent", "succession"] });
    state = run([{ type: "showResults" }], state);
    expect(state.step).toBe("results");
  });

  it("goes results → contact and back to results", () => {
    const results = run([{ type: "start" }, { type: "chooseRole", role: "hr" }, ...answerAll(hrIds, "always")]);
    const contact = run([{ type: "requestConsultation" }], results);
    expect(contact.step).toBe("contact");
    expect(run([{ type: "backToResults" }], contact)).toEqual(results);
  });

  it("resets the question index, answers and challenges when a role is chosen", () => {
    const midway = run([{ type: "start" }, { type: "chooseRole", role: "leadership" }, ...answerAll(leaderIds.slice(0, 3), "2")]);
    expect(midway.index).toBe(3);
    const back = run([{ type: "previous" }, { type: "previous" }, { type: "previous" }, { type: "previous" }], midway);
    expect(back.step).toBe("roleSelection");
    expect(run([{ type: "chooseRole", role: "hr" }], back)).toMatchObject({ step: "assessment", role: "hr", index: 0, answers: {}, challenges: [] });
  });

  it("refuses moves that do not belong to the current step", () => {
    expect(run([{ type: "requestConsultation" }]).step).toBe("intro");
    expect(run([{ type: "toggleChallenge", id: "talent" }]).challenges).toEqual([]);
    expect(run([{ type: "start" }, { type: "chooseRole", role: "hr" }, { type: "showResults" }]).step).toBe("assessment");
    expect(run([{ type: "start" }, { type: "restart" }])).toEqual(initialFlow);
  });
});
