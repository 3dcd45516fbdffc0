import type { Logger } from "pino";
import type { Database } from "#db/client";
import { runPostSchedule } from "~/features/blog/run-post-schedule.server";

export interface PostScheduler {
  /** One run now: due posts published or unpublished, the public caches told; never throws. */
  tick(): Promise<void>;
  /** Stops the timer and waits for a run under way, so the database can close after it. */
  stop(): Promise<void>;
}

/**
 * Publishes and unpublishes posts at their times (issue 26 item 5, decision
 * 042): a run every `intervalMs` (POST_SCHEDULE_CHECK_SECONDS, a minute by
 * default). Every instance runs it; each post is moved by exactly one of them
 * (runPostSchedule's claiming update). A run that moved anything bumps the
 * public content version, as an edit through the API does: this instance's
 * page cache and public data are emptied at once, the other instances' at
 * their next poll of the version (a second), and the listing, the article
 * pages and the sitemap follow. A failed run (the database away) is logged and
 * the next one tries again: nothing due is lost, it is only later.
 */
export function startPostScheduler(options: { db: Database; logger: Logger; intervalMs: number; onPublicContentChange?: () => Promise<void>; now?: () => Date }): PostScheduler {
  const { db, logger, intervalMs, onPublicContentChange } = options;
  const clock = options.now ?? (() => new Date());
  let running: Promise<void> = Promise.resolve();

  const run = async () => {
    try {
      const { published, unpublished } = await runPostSchedule(db, { now: clock() });
      if (published.length === 0 && unpublished.length === 0) return;
      logger.info({ published: published.map((post) => post.slug), unpublished: unpublished.map((post) => post.slug) }, "scheduled posts moved");
      await onPublicContentChange?.();
    } catch (error) {
      logger.error({ err: error }, "post scheduler run failed");
    }
  };

  const tick = () => {
    // A run never overlaps the one before it.
    running = running.then(run, run);
    return running;
  };
  void tick();
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return {
    tick,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
