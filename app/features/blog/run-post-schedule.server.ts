import { sql } from "drizzle-orm";
import { rowsOf, type Database } from "#db/client";
import { recordAudit } from "~/features/audit-log/record-audit.server";

/** A post the run moved, with the time it was due. */
export interface ScheduledMove {
  id: number;
  slug: string;
  /** The publish (or unpublish) time it had, ISO. */
  dueAt: string;
}

export interface PostScheduleRun {
  published: ScheduledMove[];
  unpublished: ScheduledMove[];
}

/** Where an unpublished post goes: back to the firm's drafts, to be edited or scheduled again. */
export const UNPUBLISHED_STATUS = "draft" as const;

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * One run of the post scheduler (issue 26 item 5, decision 042): every
 * scheduled post whose publish time has come is published, and every
 * published post whose unpublish time has come goes back to draft, each with
 * an audit entry in the scheduler's name (no actor), in one transaction.
 *
 * Each move is one statement, `UPDATE … WHERE status = … AND <time> <= now
 * RETURNING`, whose due rows are locked first (`FOR UPDATE`, in id order, so
 * two runs never deadlock): with several instances on one PostgreSQL, a run
 * that meets a row another run holds waits for it, re-reads it, finds its
 * status changed and leaves it, so each post is moved, and audited, exactly
 * once. The locked rows also hand back the time the post was due, which the
 * update clears. A publish time already past when it was saved is simply due
 * at the next run. Publishing sets `published_at` the first time only, as a
 * save does (update-blog-post.server.ts).
 */
export async function runPostSchedule(db: Database, { now = new Date() }: { now?: Date } = {}): Promise<PostScheduleRun> {
  const at = now.toISOString();
  return db.transaction(async (tx) => {
    const published = rowsOf<{ id: number; slug: string; due: Date | string }>(
      await tx.execute(sql`
        with due as (
          select id, publish_at from blog_posts
           where status = 'scheduled' and publish_at <= ${at}::timestamptz
           order by id
             for update
        )
        update blog_posts as post
           set status = 'published',
               published_at = coalesce(post.published_at, ${at}::timestamptz),
               publish_at = null,
               updated_at = ${at}::timestamptz
          from due
         where post.id = due.id
        returning post.id, post.slug, due.publish_at as due`),
    ).map((row) => ({ id: row.id, slug: row.slug, dueAt: iso(row.due) }));
    for (const post of published) {
      await recordAudit(tx, { actor: null, action: "post.scheduled_publish", target: { type: "post", id: post.id }, details: { slug: post.slug, publishAt: post.dueAt }, now });
    }

    const unpublished = rowsOf<{ id: number; slug: string; due: Date | string }>(
      await tx.execute(sql`
        with due as (
          select id, unpublish_at from blog_posts
           where status = 'published' and unpublish_at <= ${at}::timestamptz
           order by id
             for update
        )
        update blog_posts as post
           set status = ${UNPUBLISHED_STATUS},
               unpublish_at = null,
               updated_at = ${at}::timestamptz
          from due
         where post.id = due.id
        returning post.id, post.slug, due.unpublish_at as due`),
    ).map((row) => ({ id: row.id, slug: row.slug, dueAt: iso(row.due) }));
    for (const post of unpublished) {
      await recordAudit(tx, {
        actor: null,
        action: "post.scheduled_unpublish",
        target: { type: "post", id: post.id },
        details: { slug: post.slug, unpublishAt: post.dueAt, to: UNPUBLISHED_STATUS },
        now,
      });
    }
    return { published, unpublished };
  });
}
