import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { builtInCatalogs } from "~/i18n/built-in-catalogs";
import { adviceKey } from "./advice";
import { categoriesFor, challengeIds, hrCategoryIds, hrOptions, hrQuestions, leadershipCategoryIds, leadershipQuestions, questionsFor, type UserRole } from "./definition";
import {
  barTone,
  headlineKey,
  overallBand,
  overallBands,
  categoryPercentage,
  categoryRating,
  improvements,
  isComplete,
  overallMessage,
  overallScore,
  riskLevel,
  scoreAssessment,
  scoreCategories,
  scoresMatch,
  strengths,
  type Answers,
  type CategoryScore,
} from "./scoring";

const allHr = (value: string): Answers => Object.fromEntries(hrQuestions.map((q) => [q.id, value]));

describe("the questionnaires", () => {
  it("has ten HR questions q1–q10, two per category, with the six options valued 1–5 and don't know = 1", () => {
    expect(hrQuestions.map((q) => q.id)).toEqual(["q1", "q2", "q3", "q4", "q5", "q6", "q7", "q8", "q9", "q10"]);
    for (const id of hrCategoryIds) expect(hrQuestions.filter((q) => q.categoryId === id)).toHaveLength(2);
    expect(Object.fromEntries(hrOptions.map((o) => [o.value, o.points]))).toEqual({ never: 1, rarely: 2, sometimes: 3, usually: 4, always: 5, dont_know: 1 });
  });

  it("has five leadership questions lq1–lq5 in talent, performance, growth, compliance, succession, valued 1–5; ten challenges", () => {
    expect(leadershipQuestions.map((q) => [q.id, q.categoryId])).toEqual([
      ["lq1", "talent"],
      ["lq2", "performance"],
      ["lq3", "growth"],
      ["lq4", "compliance"],
      ["lq5", "succession"],
    ]);
    expect(leadershipQuestions[0].options.map((o) => o.points)).toEqual([1, 2, 3, 4, 5]);
    expect(challengeIds).toEqual(["talent", "retention", "performance", "culture", "compliance", "saudization", "cost", "growth", "remote", "succession"]);
  });
});

describe("category scores", () => {
  it("adds up to 5 points per answered question; the percentage is score over total", () => {
    const scores = scoreCategories("hr", { ...allHr("always"), q1: "never", q2: "dont_know", q3: "sometimes", q4: "usually", q7: "rarely" });
    expect(scores.compliance).toEqual({ score: 2, total: 10, percentage: 20 });
    expect(scores.saudization).toEqual({ score: 7, total: 10, percentage: 70 });
    expect(scores.gosi).toEqual({ score: 10, total: 10, percentage: 100 });
    expect(scores.engagement).toEqual({ score: 7, total: 10, percentage: 70 });
  });

  it("is 0 percent for a category without answers (total 0) and ignores unknown values", () => {
    expect(categoryPercentage(0, 0)).toBe(0);
    const scores = scoreCategories("hr", { q1: "always", q3: "maybe", q99: "always" });
    expect(scores.compliance).toEqual({ score: 5, total: 5, percentage: 100 });
    expect(scores.saudization).toEqual({ score: 0, total: 0, percentage: 0 });
  });

  it("scores the leadership set out of 5 per category", () => {
    const result = scoreAssessment("leadership", { lq1: "1", lq2: "2", lq3: "3", lq4: "4", lq5: "5" });
    expect(result.scores).toEqual({
      talent: { score: 1, total: 5, percentage: 20 },
      performance: { score: 2, total: 5, percentage: 40 },
      growth: { score: 3, total: 5, percentage: 60 },
      compliance: { score: 4, total: 5, percentage: 80 },
      succession: { score: 5, total: 5, percentage: 100 },
    });
    expect(result.overallScore).toBe(60);
    expect(result.strengths.map((c) => c.id)).toEqual(["succession", "compliance"]);
    expect(result.improvements.map((c) => c.id)).toEqual(["talent", "performance", "growth"]);
  });
});

describe("overall score", () => {
  it("is the mean of the answered categories' percentages, rounded to 2 decimals", () => {
    const scores: Record<string, CategoryScore> = {
      a: { score: 2, total: 3, percentage: 200 / 3 },
      b: { score: 0, total: 0, percentage: 0 },
      c: { score: 1, total: 1, percentage: 100 },
      d: { score: 0, total: 5, percentage: 0 },
    };
    // (66.666… + 100 + 0) / 3 = 55.555…
    expect(overallScore(scores)).toBe(55.56);
    expect(overallScore({})).toBe(0);
  });

  it("is 100 for all 'always', 20 for all 'never' or all 'don't know'", () => {
    expect(scoreAssessment("hr", allHr("always")).overallScore).toBe(100);
    expect(scoreAssessment("hr", allHr("never")).overallScore).toBe(20);
    expect(scoreAssessment("hr", allHr("dont_know")).overallScore).toBe(20);
  });
});

describe("thresholds", () => {
  it("rates a category: ≥80 strong, ≥60 adequate, ≥40 needs improvement, else critical", () => {
    expect(categoryRating(100)).toBe("strong");
    expect(categoryRating(80)).toBe("strong");
    expect(categoryRating(79.99)).toBe("adequate");
    expect(categoryRating(60)).toBe("adequate");
    expect(categoryRating(59.99)).toBe("needsImprovement");
    expect(categoryRating(40)).toBe("needsImprovement");
    expect(categoryRating(39.99)).toBe("critical");
    expect(categoryRating(0)).toBe("critical");
  });

  it("colours a bar: <33 red, <66 yellow, else green", () => {
    expect(barTone(0)).toBe("red");
    expect(barTone(32.99)).toBe("red");
    expect(barTone(33)).toBe("yellow");
    expect(barTone(65.99)).toBe("yellow");
    expect(barTone(66)).toBe("green");
    expect(barTone(100)).toBe("green");
  });

  it("words the overall score: ≥80 excellent, ≥60 good, ≥40 fair, else urgent", () => {
    expect(overallMessage(80)).toBe("excellent");
    expect(overallMessage(79.99)).toBe("good");
    expect(overallMessage(60)).toBe("good");
    expect(overallMessage(59.99)).toBe("fair");
    expect(overallMessage(40)).toBe("fair");
    expect(overallMessage(39.99)).toBe("urgent");
  });

  it("sets the risk level: ≥70 low, ≥40 medium, else high", () => {
    expect(riskLevel(100)).toBe("low");
    expect(riskLevel(70)).toBe("low");
    expect(riskLevel(69.99)).toBe("medium");
    expect(riskLevel(40)).toBe("medium");
    expect(riskLevel(39.99)).toBe("high");
    expect(riskLevel(0)).toBe("high");
  });

  it("counts 70 as a strength and 69.99 as an area to improve", () => {
    const scores: Record<string, CategoryScore> = {
      x: { score: 1, total: 1, percentage: 70 },
      y: { score: 1, total: 1, percentage: 69.99 },
    };
    expect(strengths(scores).map((c) => c.id)).toEqual(["x"]);
    expect(improvements(scores).map((c) => c.id)).toEqual(["y"]);
  });
});

describe("completeness", () => {
  it("needs a valid answer to every question of the role", () => {
    expect(isComplete("hr", allHr("usually"))).toBe(true);
    expect(isComplete("hr", { ...allHr("usually"), q10: "often" })).toBe(false);
    const { q5: _, ...missing } = allHr("usually");
    expect(isComplete("hr", missing)).toBe(false);
    expect(isComplete("leadership", { lq1: "5", lq2: "5", lq3: "5", lq4: "5", lq5: "5" })).toBe(true);
    expect(isComplete("leadership", { lq1: "6", lq2: "5", lq3: "5", lq4: "5", lq5: "5" })).toBe(false);
  });
});

describe("scores sent by a client", () => {
  const result = scoreAssessment("hr", { ...allHr("usually"), q1: "never" });

  it("match when they are the recomputed ones, also through JSON and 2-decimal rounding", () => {
    expect(scoresMatch(result, JSON.parse(JSON.stringify(result)))).toBe(true);
    expect(scoresMatch(result, { scores: result.scores, overallScore: Number(result.overallScore.toFixed(2)) })).toBe(true);
  });

  it("do not match with a changed score, percentage, total, category set or overall score", () => {
    const changed = (patch: Partial<CategoryScore>) => ({ overallScore: result.overallScore, scores: { ...result.scores, gosi: { ...result.scores.gosi, ...patch } } });
    expect(scoresMatch(result, changed({ score: 10 }))).toBe(false);
    expect(scoresMatch(result, changed({ total: 20 }))).toBe(false);
    expect(scoresMatch(result, changed({ percentage: 100 }))).toBe(false);
    expect(scoresMatch(result, { scores: result.scores, overallScore: result.overallScore + 0.01 })).toBe(false);
    const { gosi: _, ...fewer } = result.scores;
    expect(scoresMatch(result, { scores: fewer, overallScore: result.overallScore })).toBe(false);
    expect(scoresMatch(result, { scores: { ...result.scores, gosi: null as unknown as CategoryScore }, overallScore: result.overallScore })).toBe(false);
  });
});

/** Any answers to the role's questions, some left out. */
const answersOf = (role: UserRole) =>
  fc.record(Object.fromEntries(questionsFor(role).map((q) => [q.id, fc.constantFrom(...q.options.map((o) => o.value))])), { requiredKeys: [] }) as fc.Arbitrary<Answers>;

const roleAndAnswers = fc.constantFrom<UserRole>("hr", "leadership").chain((role) => answersOf(role).map((answers) => ({ role, answers })));

describe("properties", () => {
  it("percentages stay within 0..100 and scores within their totals", () => {
    fc.assert(
      fc.property(roleAndAnswers, ({ role, answers }) => {
        const { scores, overallScore: overall } = scoreAssessment(role, answers);
        for (const c of Object.values(scores)) {
          expect(c.percentage).toBeGreaterThanOrEqual(0);
          expect(c.percentage).toBeLessThanOrEqual(100);
          expect(c.score).toBeLessThanOrEqual(c.total);
          expect(c.total % 5).toBe(0);
        }
        expect(overall).toBeGreaterThanOrEqual(0);
        expect(overall).toBeLessThanOrEqual(100);
      }),
    );
  });

  it("the overall score is the mean of the answered categories, to 2 decimals", () => {
    fc.assert(
      fc.property(roleAndAnswers, ({ role, answers }) => {
        const { scores, overallScore: overall } = scoreAssessment(role, answers);
        const answered = Object.values(scores).filter((c) => c.total > 0);
        const mean = answered.length ? answered.reduce((s, c) => s + c.percentage, 0) / answered.length : 0;
        expect(Math.abs(overall - mean)).toBeLessThanOrEqual(0.005 + 1e-9);
        expect(Number(overall.toFixed(2))).toBe(overall);
      }),
    );
  });

  it("strengths and improvements partition the answered categories, each sorted", () => {
    fc.assert(
      fc.property(roleAndAnswers, ({ role, answers }) => {
        const result = scoreAssessment(role, answers);
        const answered = Object.entries(result.scores)
          .filter(([, c]) => c.total > 0)
          .map(([id]) => id)
          .sort();
        const both = [...result.strengths, ...result.improvements].map((c) => c.id);
        expect([...both].sort()).toEqual(answered);
        expect(new Set(both).size).toBe(both.length);
        for (const c of result.strengths) expect(c.percentage).toBeGreaterThanOrEqual(70);
        for (const c of result.improvements) expect(c.percentage).toBeLessThan(70);
        for (let i = 1; i < result.strengths.length; i++) expect(result.strengths[i - 1].percentage).toBeGreaterThanOrEqual(result.strengths[i].percentage);
        for (let i = 1; i < result.improvements.length; i++) expect(result.improvements[i - 1].percentage).toBeLessThanOrEqual(result.improvements[i].percentage);
      }),
    );
  });

  it("the thresholds are monotonic: a higher score never gets a worse rating, colour, message or risk", () => {
    const rank = <T,>(order: T[]) => (value: T) => order.indexOf(value);
    const rating = rank(["critical", "needsImprovement", "adequate", "strong"]);
    const tone = rank(["red", "yellow", "green"]);
    const message = rank(["urgent", "fair", "good", "excellent"]);
    const risk = rank(["high", "medium", "low"]);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), fc.double({ min: 0, max: 100, noNaN: true }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(rating(categoryRating(lo))).toBeLessThanOrEqual(rating(categoryRating(hi)));
        expect(tone(barTone(lo))).toBeLessThanOrEqual(tone(barTone(hi)));
        expect(message(overallMessage(lo))).toBeLessThanOrEqual(message(overallMessage(hi)));
        expect(risk(riskLevel(lo))).toBeLessThanOrEqual(risk(riskLevel(hi)));
      }),
    );
  });

  it("a complete questionnaire answers every category of the role", () => {
    fc.assert(
      fc.property(fc.constantFrom<UserRole>("hr", "leadership"), fc.nat(), (role, seed) => {
        const answers = Object.fromEntries(questionsFor(role).map((q, i) => [q.id, q.options[(seed + i) % q.options.length].value]));
        const { scores } = scoreAssessment(role, answers);
        const ids = role === "hr" ? hrCategoryIds : leadershipCategoryIds;
        expect(Object.keys(scores)).toEqual([...ids]);
        for (const c of Object.values(scores)) expect(c.total).toBeGreaterThan(0);
        expect(scoresMatch(scoreAssessment(role, answers), JSON.parse(JSON.stringify({ scores, overallScore: scoreAssessment(role, answers).overallScore })))).toBe(true);
      }),
    );
  });
});

describe("the overall band: one rule for the risk level and the headline (issue 28)", () => {
  it("puts each boundary in the band above it, in both of the spec's scales", () => {
    const cases: [number, string, string, string][] = [
      [100, "excellent", "excellent", "low"],
      [80, "excellent", "excellent", "low"],
      [79.99, "good", "good", "low"],
      [70, "good", "good", "low"],
      [69.99, "goodWithGaps", "good", "medium"],
      [65, "goodWithGaps", "good", "medium"],
      [60, "goodWithGaps", "good", "medium"],
      [59.99, "fair", "fair", "medium"],
      [40, "fair", "fair", "medium"],
      [39.99, "urgent", "urgent", "high"],
      [0, "urgent", "urgent", "high"],
    ];
    for (const [score, headline, message, risk] of cases) {
      expect(overallBand(score), String(score)).toMatchObject({ headline, message, risk });
      expect(headlineKey(score)).toBe(`hr.message.${headline}`);
      expect(overallMessage(score)).toBe(message);
      expect(riskLevel(score)).toBe(risk);
    }
  });

  it("never puts a headline beside a risk level that says otherwise, at any score", () => {
    const riskOfHeadline = { excellent: "low", good: "low", goodWithGaps: "medium", fair: "medium", urgent: "high" } as const;
    for (let hundredths = 0; hundredths <= 10_000; hundredths++) {
      const score = hundredths / 100;
      const result = overallBand(score);
      expect(riskOfHeadline[result.headline], String(score)).toBe(result.risk);
    }
  });

  it("gives the results the band's headline (65%: medium risk with 'Good progress', not 'solid')", () => {
    const answers = { lq1: "3", lq2: "4", lq3: "3", lq4: "3", lq5: "3" };
    const result = scoreAssessment("leadership", answers);
    expect(result.overallScore).toBe(64);
    expect(result).toMatchObject({ riskLevel: "medium", overallMessage: "good", headline: "goodWithGaps" });
    const catalogs = builtInCatalogs();
    expect(catalogs.en[headlineKey(result.overallScore)]).not.toContain("solid");
    for (const band of overallBands) {
      expect(catalogs.en[`hr.message.${band.headline}`], band.headline).toBeTruthy();
      expect(catalogs.ar[`hr.message.${band.headline}`], band.headline).toBeTruthy();
    }
  });
});

describe("advice per area and rating (issue 28)", () => {
  it("has a text in both languages for every area of both questionnaires at every rating", () => {
    const catalogs = builtInCatalogs();
    for (const role of ["hr", "leadership"] as const) {
      for (const id of categoriesFor(role)) {
        for (const percentage of [100, 80, 79, 60, 59, 40, 39, 0]) {
          const key = adviceKey(id, percentage);
          expect(key).toBe(`hr.advice.${id}.${categoryRating(percentage)}`);
          expect(catalogs.en[key], key).toBeTruthy();
          expect(catalogs.ar[key], key).toMatch(/[\u0600-\u06ff]/);
        }
      }
    }
  });
});
