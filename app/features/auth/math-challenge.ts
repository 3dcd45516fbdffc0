/**
 * The sign-in form's security check (spec §2, §5, §9): two whole numbers from
 * 1 to 10 whose sum the visitor types. It keeps casual scripts out of the
 * form; the real protection against guessing is the server's throttling.
 */
export interface MathChallenge {
  a: number;
  b: number;
}

export const MATH_OPERAND_MIN = 1;
export const MATH_OPERAND_MAX = 10;

/** The fixed marker sent as `recaptchaToken` once the check passes. */
export const MATH_CHECK_MARKER = "math-check-passed";

export function createMathChallenge(random: () => number = Math.random): MathChallenge {
  const operand = () => MATH_OPERAND_MIN + Math.floor(random() * (MATH_OPERAND_MAX - MATH_OPERAND_MIN + 1));
  return { a: operand(), b: operand() };
}

/** Whole-number parse as the spec has it (`parseInt`); anything else is no answer. */
export function parseMathAnswer(input: string): number | null {
  const value = Number.parseInt(input.trim(), 10);
  return Number.isNaN(value) ? null : value;
}

export function isMathAnswerCorrect(challenge: MathChallenge, input: string): boolean {
  return parseMathAnswer(input) === challenge.a + challenge.b;
}
