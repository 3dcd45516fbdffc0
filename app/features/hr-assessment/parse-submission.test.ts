import { describe, expect, it } from "vitest";
import { parseStoredChallenges, parseStoredScores, readChallenges, readScores, scoresText, toJsonText } from "./parse-submission";

describe("stored submission data at the API's edge", () => {
  it("answers stored values as the spec's JSON text, and a missing value as the text null", () => {
    expect(toJsonText({ gosi: { score: 8, total: 10, percentage: 80 } })).toBe('{"gosi":{"score":8,"total":10,"percentage":80}}');
    expect(toJsonText(["talent", "cost"])).toBe('["talent","cost"]');
    expect(toJsonText(null)).toBe("null");
  });

  it("answers the scores in the questionnaire's category order, whatever order the database keeps them in", () => {
    const score = { score: 4, total: 5, percentage: 80 };
    const sorted = { gosi: score, compliance: score, engagement: score, saudization: score, performance: score };
    expect(Object.keys(JSON.parse(scoresText("hr", sorted)) as object)).toEqual(["compliance", "saudization", "gosi", "engagement", "performance"]);
    const leader = { growth: score, talent: score, succession: score, compliance: score, performance: score, extra: score };
    expect(Object.keys(JSON.parse(scoresText("leadership", leader)) as object)).toEqual(["talent", "performance", "growth", "compliance", "succession", "extra"]);
    expect(scoresText("hr", null)).toBe("null");
  });

  it("reads the scores in order, or null when they are missing or malformed", () => {
    const scores = { gosi: { score: 8, total: 10, percentage: 80 }, compliance: { score: 2, total: 10, percentage: 20 } };
    const expected = [
      ["gosi", { score: 8, total: 10, percentage: 80 }],
      ["compliance", { score: 2, total: 10, percentage: 20 }],
    ];
    expect(readScores(scores)).toEqual(expected);
    expect(parseStoredScores(JSON.stringify(scores))).toEqual(expected);
    for (const bad of [null, [], 42, {}, { gosi: { score: 8 } }, { gosi: null }, "text"]) expect(readScores(bad), JSON.stringify(bad)).toBeNull();
    for (const bad of [null, "", "null", "{oops", "[]", "42", "{}", '{"gosi":{"score":8}}', '{"gosi":null}']) expect(parseStoredScores(bad), String(bad)).toBeNull();
  });

  it("reads the challenge ids, or null when the list is missing, malformed or holds unknown ids", () => {
    expect(readChallenges(["talent", "cost"])).toEqual(["talent", "cost"]);
    expect(parseStoredChallenges('["talent","cost"]')).toEqual(["talent", "cost"]);
    expect(parseStoredChallenges("[]")).toEqual([]);
    for (const bad of [null, { a: 1 }, ["golf"], [1]]) expect(readChallenges(bad), JSON.stringify(bad)).toBeNull();
    for (const bad of [null, "null", "{oops", '{"a":1}', '["golf"]', "[1]"]) expect(parseStoredChallenges(bad), String(bad)).toBeNull();
  });
});
