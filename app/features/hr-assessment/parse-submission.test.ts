import { describe, expect, it } from "vitest";
import { parseStoredChallenges, parseStoredScores } from "./parse-submission";

describe("stored submission data", () => {
  it("reads the scores JSON in order, or null when it is unreadable", () => {
    expect(parseStoredScores('{"gosi":{"score":8,"total":10,"percentage":80},"compliance":{"score":2,"total":10,"percentage":20}}')).toEqual([
      ["gosi", { score: 8, total: 10, percentage: 80 }],
      ["compliance", { score: 2, total: 10, percentage: 20 }],
    ]);
    for (const bad of [null, "", "{oops", "[]", "42", "{}", '{"gosi":{"score":8}}', '{"gosi":null}']) expect(parseStoredScores(bad), String(bad)).toBeNull();
  });

  it("reads the challenge ids, or null when the list is unreadable or holds unknown ids", () => {
    expect(parseStoredChallenges('["talent","cost"]')).toEqual(["talent", "cost"]);
    expect(parseStoredChallenges("[]")).toEqual([]);
    for (const bad of [null, "{oops", '{"a":1}', '["golf"]', "[1]"]) expect(parseStoredChallenges(bad), String(bad)).toBeNull();
  });
});
