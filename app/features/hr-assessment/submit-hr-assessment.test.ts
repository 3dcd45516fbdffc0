import { describe, expect, it } from "vitest";
import { composeHrAssessmentPayload } from "./submit-hr-assessment";
import { scoreAssessment } from "./scoring";

const contact = { name: " Sara ", email: "sara@example.sa ", company: "Najd Holding", phone: "", message: "  " };

describe("HR assessment payload", () => {
  it("carries the recomputed scores as JSON text, null for empty phone and message, and no challenges for HR", () => {
    const answers = { q1: "always", q2: "never" };
    const payload = composeHrAssessmentPayload({ role: "hr", answers, challenges: [] }, contact, "ar");
    const result = scoreAssessment("hr", answers);
    expect(payload).toEqual({
      name: "Sara",
      email: "sara@example.sa",
      company: "Najd Holding",
      phone: null,
      message: null,
      scores: JSON.stringify(result.scores),
      overallScore: result.overallScore,
      userRole: "hr",
      language: "ar",
      answers,
    });
  });

  it("lists a leader's challenges", () => {
    const payload = composeHrAssessmentPayload({ role: "leadership", answers: { lq1: "3" }, challenges: ["cost", "remote"] }, { ...contact, phone: "+966 50 123 4567" }, "en");
    expect(payload).toMatchObject({ userRole: "leadership", challenges: ["cost", "remote"], phone: "+966 50 123 4567" });
  });
});
