import { categoriesFor, isChallengeId, type ChallengeId, type UserRole } from "./definition";
import type { CategoryScore } from "./scoring";

/**
 * The API's edge for a stored submission. The database keeps scores and
 * challenges as jsonb; the admin list answers them as the spec's JSON text
 * (`toJsonText`), and the readers below check what a view is about to show:
 * an old row whose text could not be read (migration 0006 stored null) or a
 * value of the wrong shape gives null, and the view says so instead of failing.
 */
export function toJsonText(value: unknown): string {
  return JSON.stringify(value ?? null);
}

/**
 * The stored scores as the list answers them: jsonb keeps an object's keys in
 * its own order, so they are put back in the questionnaire's category order
 * (the order the server scored them in, and the detail dialog shows them in);
 * a key the questionnaire does not know keeps its place after them.
 */
export function scoresText(role: UserRole, scores: Record<string, unknown> | null): string {
  if (scores === null) return toJsonText(null);
  const order = categoriesFor(role) as readonly string[];
  const known = order.filter((id) => Object.hasOwn(scores, id));
  const others = Object.keys(scores).filter((id) => !order.includes(id));
  return toJsonText(Object.fromEntries([...known, ...others].map((id) => [id, scores[id]])));
}

function fromJsonText(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Per-category scores in stored order, or null when they are missing or malformed. */
export function readScores(value: unknown): [string, CategoryScore][] | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const entries = Object.entries(value as Record<string, unknown>);
  const valid = entries.filter((entry): entry is [string, CategoryScore] => {
    const score = entry[1] as Partial<CategoryScore> | null;
    return typeof score === "object" && score !== null && typeof score.percentage === "number" && Number.isFinite(score.percentage);
  });
  return valid.length > 0 && valid.length === entries.length ? valid : null;
}

/** The challenge ids, or null when the list is missing, malformed or holds unknown ids. */
export function readChallenges(value: unknown): ChallengeId[] | null {
  if (!Array.isArray(value)) return null;
  return value.every(isChallengeId) ? value : null;
}

/** `readScores` of the list's JSON text (the browser's side of the edge). */
export function parseStoredScores(text: string | null): [string, CategoryScore][] | null {
  return readScores(fromJsonText(text));
}

/** `readChallenges` of the list's JSON text (the browser's side of the edge). */
export function parseStoredChallenges(text: string | null): ChallengeId[] | null {
  return readChallenges(fromJsonText(text));
}
