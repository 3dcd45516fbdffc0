import { describe, expect, it } from "vitest";
import {
  clearProgress,
  PROGRESS_KEY,
  loadProgress,
  parseProgress,
  saveProgress,
  serializeProgress,
  type Progress,
} from "./saved-progress";

const all = { 1: 5, 2: 4, 3: 4, 4: 5, 5: 3, 6: 4, 7: 5, 8: 4, 9: 4, 10: 4 } as const;
const details = { name: "Layla", email: "layla@", company: "", phone: "+966" };

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe("leadership saved progress", () => {
  it("round-trips a state in the questions and one in the form (drafts need not be valid yet)", () => {
    const midway: Progress = { step: "questions", index: 3, answers: { 1: 5, 2: 4, 3: 2 }, details: null };
    expect(parseProgress(serializeProgress(midway))).toEqual(midway);
    const form: Progress = { step: "details", index: 9, answers: all, details };
    expect(parseProgress(serializeProgress(form))).toEqual(form);
  });

  it("stores the version with the state, and nothing at all before the first answer", () => {
    expect(JSON.parse(serializeProgress({ step: "questions", index: 1, answers: { 1: 3 }, details: null })!)).toMatchObject({ version: 1 });
    expect(serializeProgress({ step: "questions", index: 0, answers: {}, details: null })).toBeNull();
    expect(PROGRESS_KEY).toMatch(/v1$/);
  });

  it.each([
    ["nothing", null],
    ["an empty string", ""],
    ["broken JSON", "{not json"],
    ["JSON that is not an object", "[1,2,3]"],
    ["another version", JSON.stringify({ version: 0, step: "questions", index: 1, answers: { 1: 3 }, details: null })],
    ["no version", JSON.stringify({ step: "questions", index: 1, answers: { 1: 3 }, details: null })],
    ["an unknown step", JSON.stringify({ version: 1, step: "results", index: 1, answers: { 1: 3 }, details: null })],
    ["an index past the last question", JSON.stringify({ version: 1, step: "questions", index: 10, answers: { 1: 3 }, details: null })],
    ["a fractional index", JSON.stringify({ version: 1, step: "questions", index: 1.5, answers: { 1: 3 }, details: null })],
    ["an answer off the scale", JSON.stringify({ version: 1, step: "questions", index: 1, answers: { 1: 6 }, details: null })],
    ["an answer as text", JSON.stringify({ version: 1, step: "questions", index: 1, answers: { 1: "3" }, details: null })],
    ["an unknown question", JSON.stringify({ version: 1, step: "questions", index: 1, answers: { 1: 3, 11: 2 }, details: null })],
    ["an unanswered earlier question", JSON.stringify({ version: 1, step: "questions", index: 3, answers: { 1: 3, 3: 2 }, details: null })],
    ["the form without every answer", JSON.stringify({ version: 1, step: "details", index: 9, answers: { 1: 3 }, details })],
    ["details of the wrong shape", JSON.stringify({ version: 1, step: "details", index: 9, answers: all, details: { name: 42 } })],
    ["a name far too long", JSON.stringify({ version: 1, step: "details", index: 9, answers: all, details: { ...details, name: "x".repeat(500) } })],
  ])("ignores %s", (_, raw) => {
    expect(parseProgress(raw)).toBeNull();
  });

  it("keeps only the question ids it knows, as numbers", () => {
    const parsed = parseProgress(JSON.stringify({ version: 1, step: "questions", index: 2, answers: { 2: 1, 1: 5 }, details: null }));
    expect(parsed?.answers).toEqual({ 1: 5, 2: 1 });
  });

  it("saves, loads and clears through the storage, and removes an unreadable entry", () => {
    const storage = memoryStorage();
    const state: Progress = { step: "questions", index: 2, answers: { 1: 1, 2: 2 }, details: null };
    saveProgress(state, storage);
    expect(loadProgress(storage)).toEqual(state);
    clearProgress(storage);
    expect(storage.map.size).toBe(0);

    const corrupt = memoryStorage({ [PROGRESS_KEY]: "{oops" });
    expect(loadProgress(corrupt)).toBeNull();
    expect(corrupt.map.has(PROGRESS_KEY)).toBe(false);
  });

  it("stays quiet when the storage refuses", () => {
    const refusing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(loadProgress(refusing)).toBeNull();
    expect(() => saveProgress({ step: "questions", index: 1, answers: { 1: 2 }, details: null }, refusing)).not.toThrow();
    expect(() => clearProgress(refusing)).not.toThrow();
    expect(loadProgress(null)).toBeNull();
  });
});
