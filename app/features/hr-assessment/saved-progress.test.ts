import { describe, expect, it } from "vitest";
import { hrQuestions, leadershipQuestions } from "./definition";
import { initialFlow, type FlowState } from "./flow";
import { parseProgress, serializeProgress, shouldSaveProgress, type Progress } from "./saved-progress";

const emptyContact = { name: "", email: "", company: "", phone: "", message: "" };

const threeAnswered: FlowState = { step: "assessment", role: "hr", index: 3, answers: { q1: "always", q2: "never", q3: "dont_know" }, challenges: [] };
const allLeader = Object.fromEntries(leadershipQuestions.map((q) => [q.id, "4"]));
const allHr = Object.fromEntries(hrQuestions.map((q) => [q.id, "usually"]));

const round = (progress: Progress) => parseProgress(serializeProgress(progress));
const raw = (flow: Partial<FlowState>, extra: Record<string, unknown> = {}) => JSON.stringify({ v: 1, flow: { ...threeAnswered, ...flow }, contact: emptyContact, ...extra });

describe("saved HR assessment progress", () => {
  it("reads back what it wrote: the step, role, question, answers, challenges and contact typed so far", () => {
    const progress: Progress = { flow: threeAnswered, contact: { ...emptyContact, name: "Sara", company: "Najd Holding" } };
    expect(round(progress)).toEqual(progress);
    const leader: Progress = {
      flow: { step: "contact", role: "leadership", index: leadershipQuestions.length - 1, answers: allLeader, challenges: ["retention", "saudization"] },
      contact: { name: "Nadia", email: "nadia@example.sa", company: "Co", phone: null, message: undefined },
    };
    expect(round(leader)).toEqual({ flow: leader.flow, contact: { name: "Nadia", email: "nadia@example.sa", company: "Co", phone: "", message: "" } });
    expect(round({ flow: { ...initialFlow, step: "roleSelection" }, contact: emptyContact })?.flow.step).toBe("roleSelection");
    expect(round({ flow: { ...threeAnswered, step: "challenges", role: "leadership", index: 4, answers: allLeader, challenges: ["cost"] }, contact: emptyContact })?.flow.step).toBe("challenges");
    expect(round({ flow: { step: "results", role: "hr", index: hrQuestions.length - 1, answers: allHr, challenges: [] }, contact: emptyContact })?.flow.step).toBe("results");
  });

  it("gives null for nothing stored and for text that is not JSON", () => {
    expect(parseProgress(null)).toBeNull();
    expect(parseProgress("")).toBeNull();
    expect(parseProgress("{not json")).toBeNull();
    expect(parseProgress("42")).toBeNull();
  });

  it.each([
    ["another version", JSON.stringify({ v: 2, flow: threeAnswered, contact: emptyContact })],
    ["no version", JSON.stringify({ flow: threeAnswered, contact: emptyContact })],
    ["an unknown step", raw({ step: "summary" as FlowState["step"] })],
    ["an unknown role", raw({ role: "ceo" as FlowState["role"] })],
    ["a fractional index", raw({ index: 1.5 })],
    ["a negative index", raw({ index: -1, answers: {} })],
    ["an index past the questions", raw({ index: hrQuestions.length, answers: allHr })],
    ["an answer to a question the role does not have", raw({ answers: { q1: "always", q2: "never", q3: "always", lq1: "3" } })],
    ["an answer that is not one of the options", raw({ answers: { q1: "always", q2: "often", q3: "always" } })],
    ["a skipped question before the current one", raw({ answers: { q1: "always", q3: "always" } })],
    ["results with unanswered questions", raw({ step: "results", index: hrQuestions.length - 1 })],
    ["the challenges step for an HR professional", raw({ step: "challenges", index: hrQuestions.length - 1, answers: allHr })],
    ["challenges for an HR professional", raw({ challenges: ["cost"] })],
    ["an unknown challenge", raw({ role: "leadership", index: 0, answers: {}, challenges: ["weather" as never] })],
    ["answers without a role", raw({ step: "roleSelection", role: null, index: 0 })],
    ["a question step without a role", raw({ role: null, index: 0, answers: {} })],
    ["contact fields that are not text", JSON.stringify({ v: 1, flow: threeAnswered, contact: { ...emptyContact, name: 5 } })],
    ["no contact", JSON.stringify({ v: 1, flow: threeAnswered })],
  ])("ignores %s", (_name, text) => {
    expect(parseProgress(text)).toBeNull();
  });

  it("keeps nothing before the questions or once the request is sent", () => {
    expect(shouldSaveProgress(initialFlow, false)).toBe(false);
    expect(shouldSaveProgress({ ...initialFlow, step: "roleSelection" }, false)).toBe(false);
    // Back from the first question to the role cards: a role chosen now starts afresh.
    expect(shouldSaveProgress({ ...threeAnswered, step: "roleSelection", index: 0 }, false)).toBe(false);
    expect(shouldSaveProgress(threeAnswered, false)).toBe(true);
    expect(shouldSaveProgress(threeAnswered, true)).toBe(false);
  });
});
