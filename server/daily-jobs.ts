import { and, eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { rowsOf, type Database } from "#db/client";
import { jobRuns } from "#db/schema";
import { sendLeadDigest } from "~/features/lead-digest/send-lead-digest.server";
import { riyadhDay, riyadhHour } from "~/lib/riyadh-time";
import { runRetention } from "~/features/privacy/run-retention.server";
import { purgeStaleContentDrafts } from "~/features/content-drafts/purge-stale-content-drafts.server";
import { thinContentRevisions } from "~/features/content-revisions/thin-content-revisions.server";
import { convertStoredImages } from "~/features/uploads/convert-stored-images.server";
import type { Config } from "~/lib/config.server";

/** A job run once a day; what it answers is kept in `job_runs.result`. */
export interface DailyJob {
  name: string;
  run: (now: Date) => Promise<Record<string, unknown>>;
}

export interface DailyJobRunner {
  /** Runs every job that is due now and not yet claimed today; never throws. */
  tick(): Promise<void>;
  /** Stops the timer and waits for a run under way, so the database can close after it. */
  stop(): Promise<void>;
}

/** How often the runner looks at the clock: the jobs start at most this long after the hour. */
export const DAILY_JOBS_CHECK_MS = 5 * 60_000;

/** The issue-14 jobs: the lead digest to NOTIFY_EMAIL, then retention (leads quiet for LEAD_RETENTION_MONTHS are anonymised). */
export function leadDailyJobs(deps: { db: Database; config: Config; logger: Logger }): DailyJob[] {
  const { db, config } = deps;
  return [
    { name: "lead-digest", run: async (now) => ({ ...(await sendLeadDigest(deps, { now })) }) },
    { name: "lead-retention", run: async (now) => ({ ...(await runRetention(db, { now, months: config.LEAD_RETENTION_MONTHS })) }) },
  ];
}

/** The issue-26 jobs: revisions of posts and site texts thinned by decision 042's rule, and working drafts no one came back to purged. */
export function contentDailyJobs(deps: { db: Database }): DailyJob[] {
  return [
    { name: "content-revisions-thinning", run: async (now) => ({ ...(await thinContentRevisions(deps.db, { now })) }) },
    { name: "content-drafts-purge", run: async (now) => ({ ...(await purgeStaleContentDrafts(deps.db, { now })) }) },
  ];
}

/**
 * The issue-27 job: images uploaded before variants existed get theirs
 * (decision 044); the pages showing them change, so the page cache is emptied.
 */
export function imageDailyJobs(deps: { db: Database; onPublicContentChange: () => void }): DailyJob[] {
  return [
    {
      name: "image-variants",
      run: async () => {
        const result = await convertStoredImages(deps.db);
        if (result.converted > 0) deps.onPublicContentChange();
        return { ...result };
      },
    },
  ];
}

/**
 * Runs each job once a day, at the first check after `hour`:00 Riyadh time
 * (decision 031). Before running, an instance claims the job's day in
 * `job_runs` (`INSERT … ON CONFLICT DO NOTHING RETURNING`): the instance
 * whose insert returns the row runs it, every other one — and this one's
 * later checks — find the day taken. A job is claimed only once the job
 * before it in the list has recorded that day's run (finished or failed),
 * whichever instance ran it, so the order holds with several instances: an
 * instance that finds the one before still running leaves the rest to a later
 * check (its own, or the running instance's, which goes on to the next job).
 * A claimed run that fails is logged and recorded (`result.error`), not
 * retried that day; a database away at the hour makes the claim itself fail,
 * and the next check tries again.
 */
export function createDailyJobRunner(options: { db: Database; logger: Logger; hour: number; jobs: DailyJob[]; now?: () => Date }): DailyJobRunner {
  const { db, logger, hour, jobs } = options;
  const clock = options.now ?? (() => new Date());
  let running: Promise<void> = Promise.resolve();

  /**
   * Claims the job's day and runs it. With `after`, the claim holds only once
   * that job's run of the day is recorded (finished or failed), on whichever
   * instance ran it: one statement, so no instance can claim in between.
   * Answers whether the job's day is settled here (taken, by anyone), so the
   * jobs after it may go on.
   */
  const runJob = async (job: DailyJob, now: Date, day: string, after: string | undefined): Promise<boolean> => {
    const claimed = after
      ? rowsOf<{ name: string }>(
          await db.execute(sql`
            insert into job_runs (name, day, started_at)
            select ${job.name}, ${day}, ${now.toISOString()}::timestamptz
             where exists (select 1 from job_runs where name = ${after} and day = ${day} and finished_at is not null)
            on conflict do nothing
            returning name`),
        )
      : await db.insert(jobRuns).values({ name: job.name, day, startedAt: now }).onConflictDoNothing().returning({ name: jobRuns.name });
    if (claimed.length === 0) {
      // Taken by another instance, or still waiting for the job before it: the next check looks again.
      const [taken] = await db.select({ name: jobRuns.name }).from(jobRuns).where(and(eq(jobRuns.name, job.name), eq(jobRuns.day, day)));
      return taken !== undefined;
    }
    let result: Record<string, unknown>;
    try {
      result = await job.run(now);
      logger.info({ job: job.name, day, result }, "daily job done");
    } catch (error) {
      logger.error({ err: error, job: job.name, day }, "daily job failed");
      result = { error: error instanceof Error ? error.message : String(error) };
    }
    await db
      .update(jobRuns)
      .set({ finishedAt: clock(), result })
      .where(and(eq(jobRuns.name, job.name), eq(jobRuns.day, day)));
    return true;
  };

  const check = async () => {
    const now = clock();
    if (riyadhHour(now) < hour) return;
    const day = riyadhDay(now);
    // One after the other, across instances too: the digest is read before retention anonymises anything.
    for (const [index, job] of jobs.entries()) {
      try {
        if (!(await runJob(job, now, day, jobs[index - 1]?.name))) return;
      } catch (error) {
        logger.error({ err: error, job: job.name, day }, "daily job could not be claimed or recorded");
        return;
      }
    }
  };

  return {
    tick() {
      // A check never overlaps the one before it.
      running = running.then(check, check);
      return running;
    },
    async stop() {
      await running;
    },
  };
}

/** Starts the runner: a check now and every DAILY_JOBS_CHECK_MS; `stop()` clears the timer and waits for a check under way. */
export function startDailyJobs(options: Parameters<typeof createDailyJobRunner>[0] & { intervalMs?: number }): DailyJobRunner {
  const runner = createDailyJobRunner(options);
  void runner.tick();
  const timer = setInterval(() => void runner.tick(), options.intervalMs ?? DAILY_JOBS_CHECK_MS);
  timer.unref();
  return {
    tick: runner.tick,
    async stop() {
      clearInterval(timer);
      await runner.stop();
    },
  };
}
