import { describe, expect, it } from "vitest";
import { createMathChallenge, isMathAnswerCorrect, MATH_OPERAND_MAX, MATH_OPERAND_MIN, parseMathAnswer } from "./math-challenge";

describe("math challenge", () => {
  it("draws both operands from 1 to 10, covering the whole range", () => {
    const seen = new Set<number>();
    for (let i = 0; i < 2_000; i++) {
      const { a, b } = createMathChallenge();
      for (const n of [a, b]) {
        expect(Number.isInteger(n)).toBe(true);
        expect(n).toBeGreaterThanOrEqual(MATH_OPERAND_MIN);
        expect(n).toBeLessThanOrEqual(MATH_OPERAND_MAX);
        seen.add(n);
      }
    }
    expect([...seen].sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("maps the random source's extremes to 1 and 10", () => {
    expect(createMathChallenge(() => 0)).toEqual({ a: 1, b: 1 });
    expect(createMathChallenge(() => 0.999_999)).toEqual({ a: 10, b: 10 });
  });

  it("parses the answer as a whole number, like parseInt", () => {
    expect(parseMathAnswer("12")).toBe(12);
    expect(parseMathAnswer(" 7 ")).toBe(7);
    expect(parseMathAnswer("7.9")).toBe(7);
    expect(parseMathAnswer("15abc")).toBe(15);
    expect(parseMathAnswer("")).toBeNull();
    expect(parseMathAnswer("abc")).toBeNull();
  });

  it("accepts only the sum", () => {
    const challenge = { a: 4, b: 9 };
    expect(isMathAnswerCorrect(challenge, "13")).toBe(true);
    expect(isMathAnswerCorrect(challenge, "13.0")).toBe(true);
    expect(isMathAnswerCorrect(challenge, "12")).toBe(false);
    expect(isMathAnswerCorrect(challenge, "")).toBe(false);
    expect(isMathAnswerCorrect(challenge, "thirteen")).toBe(false);
  });
});
