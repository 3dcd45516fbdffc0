import { eq, sql } from "drizzle-orm";
import type { DatabaseExecutor } from "#db/client";
import { hrAssessments } from "#db/schema";
import { categoriesFor, type UserRole } from "./definition";
import { BENCHMARK_MIN_ORGANISATIONS, type HrBenchmark } from "./hr-benchmark";

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * A score against the stored submissions of the same questionnaire (issue 28):
 * one aggregate query (count, mean, how many scored lower, each area's mean),
 * nothing of any one submission leaves the database. Null while fewer than
 * BENCHMARK_MIN_ORGANISATIONS have been stored. It runs once when a visitor's
 * results appear and once per PDF; the table grows by consultation requests,
 * so a scan of one role's rows stays small (decision 049).
 */
export async function findHrBenchmark(db: DatabaseExecutor, request: { role: UserRole; score: number }): Promise<HrBenchmark | null> {
  const areas = categoriesFor(request.role);
  const areaAverage = (id: string) =>
    sql<number | null>`avg((${hrAssessments.scores} -> ${id} ->> 'percentage')::float8) filter (where (${hrAssessments.scores} -> ${id} ->> 'total')::float8 > 0)`;
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      average: sql<number | null>`avg(${hrAssessments.overallScore})::float8`,
      below: sql<number>`(count(*) filter (where ${hrAssessments.overallScore} < ${request.score}))::int`,
      areas: sql<(number | null)[]>`array[${sql.join(
        areas.map((id) => areaAverage(id)),
        sql`, `,
      )}]::float8[]`,
    })
    .from(hrAssessments)
    .where(eq(hrAssessments.userRole, request.role));
  const count = Number(row?.count ?? 0);
  if (count < BENCHMARK_MIN_ORGANISATIONS) return null;
  const categories: HrBenchmark["categories"] = {};
  areas.forEach((id, i) => {
    const value = row.areas[i];
    if (value !== null && value !== undefined) categories[id] = oneDecimal(Number(value));
  });
  return {
    count,
    average: oneDecimal(Number(row.average ?? 0)),
    percentBelow: Math.round((100 * Number(row.below)) / count),
    categories,
  };
}
