import { isChallengeId, type ChallengeId } from "./assessment-definition";
import type { CategoryScore } from "./scoring";

/**
 * Reads the JSON text columns of a stored submission for the admin views.
 * Rows written by older clients or by hand may hold anything: unreadable
 * data gives null, and the view says so instead of failing.
 */
export function parseStoredScores(text: string | null): [string, CategoryScore][] | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return null;
    const entries = Object.entries(parsed as Record<string, unknown>);
    const valid = entries.filter((entry): entry is [string, CategoryScore] => {
      const value = entry[1] as Partial<CategoryScore> | null;
      return typeof value === "object" && value !== null && typeof value.percentage === "number" && Number.isFinite(value.percentage);
    });
    return valid.length > 0 && valid.length === entries.length ? valid : null;
  } catch {
    return null;
  }
}

export function parseStoredChallenges(text: string | null): ChallengeId[] | null {
  if (text === null) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return null;
    return parsed.every(isChallengeId) ? parsed : null;
  } catch {
    return null;
  }
}
