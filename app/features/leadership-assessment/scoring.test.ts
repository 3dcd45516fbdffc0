import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { builtInCatalogs } from "~/i18n/built-in-catalogs";
import { parseLeadershipAnswers } from "./leadership-assessment.schema";
import { LEADERSHIP_QUESTION_IDS, leadershipQuestionKeys, leadershipScaleKey, LEADERSHIP_SCALE, type LeadershipAnswerValue, type LeadershipQuestionId } from "./definition";
import { isComplete, LEADERSHIP_CATEGORIES, LEADERSHIP_MAX_SCORE, leadershipCategoryKeys, leadershipCategoryOf, scoreLeadershipAssessment } from "./scoring";

const catalogs = builtInCatalogs();

type Answers = Record<LeadershipQuestionId, LeadershipAnswerValue>;

const answerValue = fc.constantFrom(...LEADERSHIP_SCALE);
const answerSet = fc.tuple(...LEADERSHIP_QUESTION_IDS.map(() => answerValue)).map(
  (values) => Object.fromEntries(LEADERSHIP_QUESTION_IDS.map((id, i) => [id, values[i]])) as Answers,
);

/** A complete answer set whose values add up to `total` (10..50). */
function answersTotalling(total: number): Answers {
  let rest = total - LEADERSHIP_QUESTION_IDS.length;
  const answers = {} as Answers;
  for (const id of LEADERSHIP_QUESTION_IDS) {
    const extra = Math.min(4, rest);
    answers[id] = (1 + extra) as LeadershipAnswerValue;
    rest -= extra;
  }
  return answers;
}

describe("leadership assessment scoring", () => {
  it("puts the boundaries where the spec does: 29/30 and 39/40", () => {
    expect(leadershipCategoryOf(0)).toBe("High Risk");
    expect(leadershipCategoryOf(10)).toBe("High Risk");
    expect(leadershipCategoryOf(29)).toBe("High Risk");
    expect(leadershipCategoryOf(30)).toBe("Moderate Gaps");
    expect(leadershipCategoryOf(39)).toBe("Moderate Gaps");
    expect(leadershipCategoryOf(40)).toBe("Future-Ready");
    expect(leadershipCategoryOf(50)).toBe("Future-Ready");
  });

  it("adds the ten answers: all 1 is 10, all 5 is 50, and the boundary totals land in their category", () => {
    expect(LEADERSHIP_MAX_SCORE).toBe(50);
    expect(scoreLeadershipAssessment(answersTotalling(10))).toEqual({ totalScore: 10, category: "High Risk" });
    expect(scoreLeadershipAssessment(answersTotalling(29))).toEqual({ totalScore: 29, category: "High Risk" });
    expect(scoreLeadershipAssessment(answersTotalling(30))).toEqual({ totalScore: 30, category: "Moderate Gaps" });
    expect(scoreLeadershipAssessment(answersTotalling(39))).toEqual({ totalScore: 39, category: "Moderate Gaps" });
    expect(scoreLeadershipAssessment(answersTotalling(40))).toEqual({ totalScore: 40, category: "Future-Ready" });
    expect(scoreLeadershipAssessment(answersTotalling(50))).toEqual({ totalScore: 50, category: "Future-Ready" });
  });

  it("property: the total is the sum of the answers, between 10 and 50", () => {
    fc.assert(
      fc.property(answerSet, (answers) => {
        const { totalScore } = scoreLeadershipAssessment(answers);
        expect(totalScore).toBe(Object.values(answers).reduce((a, b) => a + b, 0));
        expect(totalScore).toBeGreaterThanOrEqual(10);
        expect(totalScore).toBeLessThanOrEqual(50);
      }),
    );
  });

  it("property: the category follows the thresholds and never goes down when an answer goes up", () => {
    const rank = (category: string) => LEADERSHIP_CATEGORIES.length - 1 - LEADERSHIP_CATEGORIES.indexOf(category as (typeof LEADERSHIP_CATEGORIES)[number]);
    fc.assert(
      fc.property(answerSet, fc.constantFrom(...LEADERSHIP_QUESTION_IDS), (answers, id) => {
        const before = scoreLeadershipAssessment(answers);
        const expected = before.totalScore >= 40 ? "Future-Ready" : before.totalScore >= 30 ? "Moderate Gaps" : "High Risk";
        expect(before.category).toBe(expected);
        if (answers[id] === 5) return;
        const after = scoreLeadershipAssessment({ ...answers, [id]: answers[id] + 1 });
        expect(after.totalScore).toBe(before.totalScore + 1);
        expect(rank(after.category)).toBeGreaterThanOrEqual(rank(before.category));
      }),
    );
  });

  it("property: the order of the answers does not matter", () => {
    fc.assert(
      fc.property(answerSet, fc.integer({ min: 1, max: 9 }), (answers, shift) => {
        const rotated = Object.fromEntries(LEADERSHIP_QUESTION_IDS.map((id, i) => [id, answers[LEADERSHIP_QUESTION_IDS[(i + shift) % 10]]])) as Answers;
        expect(scoreLeadershipAssessment(rotated)).toEqual(scoreLeadershipAssessment(answers));
      }),
    );
  });

  it("knows when every question is answered", () => {
    const answers: Partial<Answers> = answersTotalling(25);
    expect(isComplete(answers)).toBe(true);
    delete answers[7];
    expect(isComplete(answers)).toBe(false);
  });
});

describe("the answers map of the API", () => {
  it("property: round-trips every complete answer set through its JSON string", () => {
    fc.assert(
      fc.property(answerSet, (answers) => {
        expect(parseLeadershipAnswers(JSON.stringify(answers))).toEqual(answers);
        expect(parseLeadershipAnswers(answers)).toEqual(answers);
      }),
    );
  });

  it("refuses missing, extra, out-of-range and non-integer answers, and text that is not JSON", () => {
    const complete = answersTotalling(30);
    const { 10: _dropped, ...nine } = complete;
    expect(parseLeadershipAnswers(nine)).toBeNull();
    expect(parseLeadershipAnswers({ ...complete, 11: 3 })).toBeNull();
    expect(parseLeadershipAnswers({ ...complete, 3: 0 })).toBeNull();
    expect(parseLeadershipAnswers({ ...complete, 3: 6 })).toBeNull();
    expect(parseLeadershipAnswers({ ...complete, 3: 2.5 })).toBeNull();
    expect(parseLeadershipAnswers({ ...complete, 3: "3" })).toBeNull();
    expect(parseLeadershipAnswers("{not json")).toBeNull();
    expect(parseLeadershipAnswers([1, 2, 3])).toBeNull();
    expect(parseLeadershipAnswers(null)).toBeNull();
    fc.assert(
      fc.property(answerSet, fc.constantFrom(...LEADERSHIP_QUESTION_IDS), fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 6 })), (answers, id, bad) => {
        expect(parseLeadershipAnswers({ ...answers, [id]: bad })).toBeNull();
      }),
    );
  });
});

describe("leadership assessment texts", () => {
  it("has a label, a description and three next steps per category, ten questions and five scale labels, in both languages", () => {
    const keys = [
      ...LEADERSHIP_CATEGORIES.flatMap((category) => {
        const k = leadershipCategoryKeys(category);
        return [k.label, k.description, ...k.steps];
      }),
      ...LEADERSHIP_QUESTION_IDS.flatMap((id) => Object.values(leadershipQuestionKeys(id))),
      ...LEADERSHIP_SCALE.map(leadershipScaleKey),
    ];
    expect(keys).toHaveLength(3 * 5 + 10 * 2 + 5);
    for (const key of keys) {
      expect(catalogs.en[key], key).toBeTruthy();
      expect(catalogs.ar[key], key).toBeTruthy();
    }
    expect(catalogs.en[leadershipScaleKey(1)]).toBe("Minimal / Not at all");
    expect(catalogs.en[leadershipScaleKey(5)]).toBe("Extensively");
  });
});
