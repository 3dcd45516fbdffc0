import { jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One row per daily job per Riyadh day (`YYYY-MM-DD`): the instance that
 * inserts it runs the job, every other instance finds it there and does not
 * (decision 031). `finishedAt` and `result` are filled in afterwards; a run
 * that failed keeps `result.error`.
 */
export const jobRuns = pgTable(
  "job_runs",
  {
    name: text("name").notNull(),
    day: text("day").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    result: jsonb("result").$type<Record<string, unknown>>(),
  },
  (t) => [primaryKey({ columns: [t.name, t.day] })],
);

export type JobRun = typeof jobRuns.$inferSelect;
