import { and, eq, inArray, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "#db/client";
import { auditLog, blogPosts } from "#db/schema";
import { ContentVersion } from "#server/page-cache/content-version";
import { startPostScheduler } from "#server/post-scheduler";
import type { AdminPostDetail } from "~/features/blog/blog-post";
import { listSitemapArticles } from "~/features/blog/list-sitemap-articles.server";
import { runPostSchedule } from "~/features/blog/run-post-schedule.server";
import { catalogs } from "~/message-catalogs";
import { backends } from "../support/backends";
import { signInAsAdmin } from "../support/signed-in-agent";
import { createTestApp, type TestAgent, type TestApp } from "../support/test-app";

const silent = pino({ level: "silent" });

/**
 * Scheduled publishing and unpublishing (issue 26 item 5, decision 042): the
 * admin API carries `publishAt` / `unpublishAt`, the schedule's rules refuse
 * what cannot be, and the scheduler's run publishes a due post exactly once
 * (with two app instances on one PostgreSQL too), unpublishes one whose time
 * has come, tells the public caches, and audits each move in its own name.
 * Runs are driven directly with an injected clock.
 */
describe.each(backends)("post scheduling [$name]", (backend) => {
  let ctx: TestApp;
  let admin: TestAgent;
  let token: string;
  let counter = 0;

  beforeAll(async () => {
    ctx = await createTestApp(backend);
    ({ agent: admin, csrfToken: token } = await signInAsAdmin(ctx));
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const body = (overrides: Record<string, unknown> = {}) => ({
    slug: `scheduled-post-${++counter}`,
    imageUrl: "/images/blog/hiring-a-c-suite-leader-in-saudi-arabia.svg",
    author: "Noura Al-Qahtani",
    authorAr: "نورة القحطاني",
    titleEn: `A scheduled post ${counter}`,
    categoryEn: "Executive Search",
    summaryEn: "Out on Sunday.",
    contentEn: "## Sunday\n\nAt nine, Riyadh time.",
    titleAr: `مقال مجدول ${counter}`,
    categoryAr: "البحث التنفيذي",
    summaryAr: "يُنشر يوم الأحد.",
    contentAr: "## الأحد\n\nفي التاسعة بتوقيت الرياض.",
    ...overrides,
  });
  const create = async (overrides: Record<string, unknown> = {}) => {
    const res = await admin.post("/api/admin/blog").set("CSRF-Token", token).send(body(overrides));
    expect(res.status, res.text).toBe(201);
    return (res.body as { post: AdminPostDetail }).post;
  };
  const detail = async (id: number) => ((await admin.get(`/api/admin/blog/${id}`).expect(200)).body as { post: AdminPostDetail }).post;
  const entries = (id: number, action: string) =>
    ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "post"), eq(auditLog.targetId, String(id)), eq(auditLog.action, action)));
  const isPublic = async (slug: string) => {
    const res = await admin.get(`/api/blog/${slug}`);
    const slugs = ((await admin.get("/api/blog").expect(200)).body as { posts: { slug: string }[] }).posts.map((post) => post.slug);
    const inSitemap = (await listSitemapArticles(ctx.database.db)).some((article) => article.slug === slug);
    // The article, the listing and the sitemap agree.
    expect(slugs.includes(slug)).toBe(res.status === 200);
    expect(inSitemap).toBe(res.status === 200);
    return res.status === 200;
  };

  const sunday9 = "2026-11-29T06:00:00.000Z";
  const newYear = "2026-12-31T21:00:00.000Z";

  it("creates a scheduled post with its times (ISO), not public until its time, and audits the schedule", async () => {
    const post = await create({ status: "scheduled", publishAt: "2026-11-29T09:00:00+03:00", unpublishAt: newYear });
    expect(post).toMatchObject({ status: "scheduled", publishAt: sunday9, unpublishAt: newYear, publishedAt: null });
    expect(await detail(post.id)).toMatchObject({ publishAt: sunday9, unpublishAt: newYear });
    const listed = (await admin.get("/api/admin/blog?status=scheduled").expect(200)).body as { posts: AdminPostDetail[] };
    expect(listed.posts.find((row) => row.id === post.id)).toMatchObject({ status: "scheduled", publishAt: sunday9 });
    expect(await isPublic(post.slug)).toBe(false);
    const [entry] = await entries(post.id, "post.schedule");
    expect(entry).toMatchObject({ details: { slug: post.slug, publishAt: sunday9, unpublishAt: newYear } });
    expect(entry.actorId).not.toBeNull();
    expect(await entries(post.id, "post.publish")).toHaveLength(0);
  });

  it("keeps the spec's payloads valid: no schedule fields, published at once, and a PUT without them keeps the schedule", async () => {
    const plain = await create();
    expect(plain).toMatchObject({ status: "published", publishAt: null, unpublishAt: null });
    expect(await entries(plain.id, "post.schedule")).toHaveLength(0);

    const scheduled = await create({ status: "scheduled", publishAt: sunday9 });
    // The spec's payload: no status, no times.
    const spec = body({ slug: scheduled.slug, titleEn: "Retitled" });
    const res = await admin.put(`/api/admin/blog/${scheduled.id}`).set("CSRF-Token", token).send(spec);
    expect(res.status, res.text).toBe(200);
    expect((res.body as { post: AdminPostDetail }).post).toMatchObject({ status: "scheduled", publishAt: sunday9, titleEn: "Retitled" });
    expect(await entries(scheduled.id, "post.schedule")).toHaveLength(1);
  });

  it("refuses a scheduled post without its time, an unpublish time not after it, and what is not a time, in the caller's language", async () => {
    const refused = async (payload: Record<string, unknown>, lang: "en" | "ar" = "en", id?: number) => {
      const call = id ? admin.put(`/api/admin/blog/${id}`) : admin.post("/api/admin/blog");
      const res = await call.set("CSRF-Token", token).set("X-Language", lang).send(payload);
      expect(res.status, res.text).toBe(400);
      return (res.body as { errors: Record<string, string> }).errors;
    };
    expect((await refused(body({ status: "scheduled" }))).publishAt).toBe(catalogs.en["blogAdmin.schedule.error.publishAtRequired"]);
    expect((await refused(body({ status: "scheduled", publishAt: null }), "ar")).publishAt).toBe(catalogs.ar["blogAdmin.schedule.error.publishAtRequired"]);
    expect((await refused(body({ status: "scheduled", publishAt: sunday9, unpublishAt: sunday9 }))).unpublishAt).toBe(catalogs.en["blogAdmin.schedule.error.unpublishBeforePublish"]);
    expect((await refused(body({ status: "scheduled", publishAt: "next Sunday" }))).publishAt).toBe(catalogs.en["blogAdmin.schedule.error.invalid"]);

    // A save without a status keeps the stored one, and the rules hold on what the post will be.
    const post = await create({ status: "scheduled", publishAt: sunday9 });
    expect((await refused(body({ slug: post.slug, publishAt: null }), "en", post.id)).publishAt).toBe(catalogs.en["blogAdmin.schedule.error.publishAtRequired"]);
    expect((await refused(body({ slug: post.slug, unpublishAt: "2026-11-29T05:00:00.000Z" }), "en", post.id)).unpublishAt).toBe(catalogs.en["blogAdmin.schedule.error.unpublishBeforePublish"]);
    expect(await detail(post.id)).toMatchObject({ status: "scheduled", publishAt: sunday9, unpublishAt: null });
  });

  it("keeps a time only where the status uses it, and audits moving and clearing a schedule", async () => {
    const draft = await create({ status: "draft", publishAt: sunday9, unpublishAt: newYear });
    expect(draft).toMatchObject({ status: "draft", publishAt: null, unpublishAt: null });
    expect(await entries(draft.id, "post.schedule")).toHaveLength(0);

    const post = await create({ status: "scheduled", publishAt: sunday9 });
    const moved = await admin.put(`/api/admin/blog/${post.id}`).set("CSRF-Token", token).send(body({ slug: post.slug, status: "scheduled", publishAt: "2026-11-30T06:00:00.000Z" }));
    expect(moved.status, moved.text).toBe(200);
    const cleared = await admin.put(`/api/admin/blog/${post.id}`).set("CSRF-Token", token).send(body({ slug: post.slug, status: "draft", publishAt: "2026-11-30T06:00:00.000Z" }));
    expect((cleared.body as { post: AdminPostDetail }).post).toMatchObject({ status: "draft", publishAt: null });
    const audited = (await entries(post.id, "post.schedule")).map((entry) => entry.details);
    expect(audited).toEqual([
      { slug: post.slug, publishAt: sunday9, unpublishAt: null },
      { slug: post.slug, publishAt: "2026-11-30T06:00:00.000Z", unpublishAt: null },
      { slug: post.slug, publishAt: null, unpublishAt: null },
    ]);
    // Never public, so neither published nor taken off the site.
    expect(await entries(post.id, "post.publish")).toHaveLength(0);
    expect(await entries(post.id, "post.unpublish")).toHaveLength(0);
  });

  it("publishes a due post once at the run after its time, leaves a later one, and audits it as the scheduler", async () => {
    const due = await create({ status: "scheduled", publishAt: "2030-01-05T06:00:00.000Z" });
    const later = await create({ status: "scheduled", publishAt: "2030-01-05T07:00:00.000Z" });
    const before = await runPostSchedule(ctx.database.db, { now: new Date("2030-01-05T05:59:59.000Z") });
    expect(before.published.map((post) => post.id)).not.toContain(due.id);
    expect(await isPublic(due.slug)).toBe(false);

    const runAt = new Date("2030-01-05T06:00:30.000Z");
    const run = await runPostSchedule(ctx.database.db, { now: runAt });
    expect(run.published).toContainEqual({ id: due.id, slug: due.slug, dueAt: "2030-01-05T06:00:00.000Z" });
    expect(run.published.map((post) => post.id)).not.toContain(later.id);
    expect(await detail(due.id)).toMatchObject({ status: "published", publishedAt: runAt.toISOString(), publishAt: null });
    expect(await detail(later.id)).toMatchObject({ status: "scheduled" });
    expect(await isPublic(due.slug)).toBe(true);

    const again = await runPostSchedule(ctx.database.db, { now: new Date("2030-01-05T06:01:30.000Z") });
    expect(again.published.map((post) => post.id)).not.toContain(due.id);
    const audited = await entries(due.id, "post.scheduled_publish");
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ actorId: null, actorLabel: null, details: { slug: due.slug, publishAt: "2030-01-05T06:00:00.000Z" } });
    expect(audited[0].createdAt.toISOString()).toBe(runAt.toISOString());
  });

  it("accepts a publish time already past and publishes it at the next run", async () => {
    const post = await create({ status: "scheduled", publishAt: "2020-01-01T06:00:00.000Z" });
    expect(post.status).toBe("scheduled");
    expect(await isPublic(post.slug)).toBe(false);
    const run = await runPostSchedule(ctx.database.db);
    expect(run.published.map((p) => p.id)).toContain(post.id);
    expect(await isPublic(post.slug)).toBe(true);
  });

  it("takes a published post off the site at its unpublish time, back to draft, audited; a scheduled one is published first", async () => {
    const published = await create({ unpublishAt: "2031-03-01T09:00:00.000Z" });
    expect(published).toMatchObject({ status: "published", unpublishAt: "2031-03-01T09:00:00.000Z" });
    expect((await entries(published.id, "post.schedule")).map((entry) => entry.details)).toEqual([{ slug: published.slug, publishAt: null, unpublishAt: "2031-03-01T09:00:00.000Z" }]);
    const window = await create({ status: "scheduled", publishAt: "2031-02-01T09:00:00.000Z", unpublishAt: "2031-03-01T09:30:00.000Z" });

    const february = await runPostSchedule(ctx.database.db, { now: new Date("2031-02-01T09:00:00.000Z") });
    expect(february.published.map((p) => p.id)).toContain(window.id);
    expect(await detail(window.id)).toMatchObject({ status: "published", unpublishAt: "2031-03-01T09:30:00.000Z" });

    const march = await runPostSchedule(ctx.database.db, { now: new Date("2031-03-01T09:00:00.000Z") });
    expect(march.unpublished.map((p) => p.id)).toEqual([published.id]);
    expect(await detail(published.id)).toMatchObject({ status: "draft", unpublishAt: null });
    expect(await isPublic(published.slug)).toBe(false);
    expect(await isPublic(window.slug)).toBe(true);
    const [entry] = await entries(published.id, "post.scheduled_unpublish");
    expect(entry).toMatchObject({ actorId: null, details: { slug: published.slug, unpublishAt: "2031-03-01T09:00:00.000Z", to: "draft" } });

    await runPostSchedule(ctx.database.db, { now: new Date("2031-03-01T09:30:00.000Z") });
    expect(await detail(window.id)).toMatchObject({ status: "draft" });
    expect(await entries(window.id, "post.scheduled_unpublish")).toHaveLength(1);
    expect(await entries(published.id, "post.scheduled_unpublish")).toHaveLength(1);
  });

  it("publishes each due post exactly once with two app instances running the job at once, and tells every instance's caches", async () => {
    // Two instances on one database: on PostgreSQL each with its own connection pool, as two processes would be.
    const second: DatabaseHandle | null = backend.name === "postgres" ? await openDatabase({ kind: "postgres", url: await scratchUrl(ctx), poolSize: 4 }) : null;
    try {
      const handles = [ctx.database.db, (second ?? ctx.database).db];
      const posts = await Promise.all(Array.from({ length: 6 }, (_, i) => create({ status: "scheduled", publishAt: new Date(Date.parse("2032-06-01T06:00:00.000Z") + i * 1000).toISOString() })));
      const ids = posts.map((post) => post.id).sort((a, b) => a - b);
      const now = new Date("2032-06-01T06:01:00.000Z");
      const runs = await Promise.all([...handles, ...handles].map((db) => runPostSchedule(db, { now })));
      const moved = runs.flatMap((run) => run.published.map((post) => post.id)).filter((id) => ids.includes(id));
      expect(moved.sort((a, b) => a - b)).toEqual(ids);
      const audited = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.action, "post.scheduled_publish"), inArray(auditLog.targetId, ids.map(String))));
      expect(audited).toHaveLength(ids.length);
      const rows = await ctx.database.db.select({ status: blogPosts.status }).from(blogPosts).where(inArray(blogPosts.id, ids));
      expect(rows.every((row) => row.status === "published")).toBe(true);

      // The scheduler of one instance tells the other's caches through the public content version.
      const mine = new ContentVersion(handles[0], silent);
      const theirs = new ContentVersion(handles[1], silent);
      await mine.refresh();
      await theirs.refresh();
      const late = await create({ status: "scheduled", publishAt: "2020-06-01T06:00:00.000Z" });
      const scheduler = startPostScheduler({ db: handles[0], logger: silent, intervalMs: 60_000, onPublicContentChange: () => mine.bump() });
      await scheduler.stop();
      expect(await isPublic(late.slug)).toBe(true);
      expect(mine.generation).toBe(1);
      await theirs.refresh();
      expect(theirs.generation).toBe(1);
      // A run that moves nothing leaves the caches alone.
      const idle = startPostScheduler({ db: handles[1], logger: silent, intervalMs: 60_000, onPublicContentChange: () => theirs.bump() });
      await idle.stop();
      expect(theirs.generation).toBe(1);
    } finally {
      await second?.close();
    }
  });
});

/** The scratch database's URL, read back from the handle's connection (the test app keeps it to itself). */
async function scratchUrl(ctx: TestApp): Promise<string> {
  const { rows } = (await ctx.database.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
  const url = new URL(process.env.TEST_DATABASE_URL ?? "");
  url.pathname = `/${rows[0].name}`;
  return url.toString();
}
