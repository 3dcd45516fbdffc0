import { describe, expect, it } from "vitest";
import { ApiError } from "~/lib/api-client";
import { composeHrAssessmentPayload, submitFailureText } from "./submit-hr-assessment";
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

describe("failure text", () => {
  const fallback = "Failed to submit assessment. Please try again.";
  const apiError = (status: number, body: object | string) => new ApiError(status, typeof body === "string" ? body : JSON.stringify(body), "");

  it("uses the server's translated message for a refusal without field errors", () => {
    expect(submitFailureText(apiError(429, { message: "Too many attempts.", code: "RATE_LIMITED" }), fallback)).toBe("Too many attempts.");
    expect(submitFailureText(apiError(400, { message: "Scores differ.", code: "VALIDATION" }), fallback)).toBe("Scores differ.");
  });

  it("falls back for field errors (shown beside the fields), server errors and network failures", () => {
    expect(submitFailureText(apiError(400, { message: "Some fields", code: "VALIDATION", errors: { email: "x" } }), fallback)).toBe(fallback);
    expect(submitFailureText(apiError(500, "boom"), fallback)).toBe(fallback);
    expect(submitFailureText(new TypeError("Failed to fetch"), fallback)).toBe(fallback);
  });
});
