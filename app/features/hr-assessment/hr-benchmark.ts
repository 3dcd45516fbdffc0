import type { CategoryId } from "./definition";

/**
 * Fewer stored assessments than this and no comparison is shown: a handful of
 * submissions says little and could let a visitor guess another's score
 * (decision 049).
 */
export const BENCHMARK_MIN_ORGANISATIONS = 20;

/**
 * How one overall score compares with the stored submissions of the same
 * questionnaire: aggregates only (`GET /api/hr-assessment/benchmark`).
 */
export interface HrBenchmark {
  /** Stored submissions of the questionnaire (at least BENCHMARK_MIN_ORGANISATIONS). */
  count: number;
  /** Their mean overall score, 0..100, to one decimal. */
  average: number;
  /** Share of them that scored below the given score, in whole percent. */
  percentBelow: number;
  /** Mean percentage per area, to one decimal. */
  categories: Partial<Record<CategoryId, number>>;
}

/** `GET /api/hr-assessment/benchmark`'s answer: null below the threshold. */
export interface HrBenchmarkBody {
  benchmark: HrBenchmark | null;
}

/** The sentence that places the score: "higher than 45% of them", or, when none scored lower, says so rather than "0%". */
export function benchmarkRankKey(benchmark: HrBenchmark): "hr.benchmark.rank" | "hr.benchmark.rankNone" {
  return benchmark.percentBelow > 0 ? "hr.benchmark.rank" : "hr.benchmark.rankNone";
}
