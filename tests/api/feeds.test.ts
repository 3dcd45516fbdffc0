import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import Parser from "rss-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts } from "#db/schema";
import { createApp } from "#server/app";
import { ContentVersion } from "#server/page-cache/content-version";
import type { AdminPostDetail } from "~/features/blog/blog-post";
import { FEED_SIZE } from "~/features/blog/feed";
import { requestContext } from "~/lib/request-context";
import { createPublicDataMemo } from "~/lib/public-data-memo";
import { loader as feedLoader } from "~/routes/blog-feed[.]xml";
import { backends } from "../support/backends";
import { signInAsAdmin } from "../support/signed-in-agent";
import { buildApp, type TestAgent } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

const PUBLIC_URL = "https://sanad.example";

interface FeedItem {
  title: string;
  link: string;
  guid: string;
  pubDate: string;
  isoDate: string;
  content: string;
  categories: string[];
  creator: string;
}
interface Feed {
  title: string;
  link: string;
  description: string;
  language: string;
  self: { $: { href: string; rel: string; type: string } };
  items: FeedItem[];
}

/** rss-parser (npm), with the channel's `atom:link` kept. */
const parser = new Parser<Omit<Feed, "items">, FeedItem>({ customFields: { feed: [["atom:link", "self"] as never] } });

/**
 * Each language's RSS feed (issue 27 item 4, decision 043), its loader called
 * as React Router calls it, with the server's request context and a public
 * data memo the app's writes empty (as server/main.ts wires them), parsed by
 * rss-parser.
 */
describe.each(backends)("the blog's RSS feeds [$name]", (backend) => {
  let testDatabase: TestDatabase;
  let built: Awaited<ReturnType<typeof buildApp>>;
  let admin: TestAgent;
  let token: string;
  const publicData = createPublicDataMemo();
  let counter = 0;

  const fetchFeed = async (path: string, headers: Record<string, string> = {}) => {
    const context = new RouterContextProvider();
    context.set(requestContext, {
      db: testDatabase.database.db,
      // The site's origin as configured in production; the app itself runs on http, where the test agent keeps its session cookie.
      config: { ...built.config, PUBLIC_URL },
      logger: built.logger,
      user: null,
      nonce: "",
      signingSecret: built.signingSecret,
      publicData,
      clientAddress: "127.0.0.1",
      lang: "en",
    });
    const url = new URL(PUBLIC_URL + path);
    const result = await feedLoader({ request: new Request(url, { headers }), url, params: {}, context, unstable_pattern: path } as never);
    if (!(result instanceof Response)) throw new Error("the loader did not answer a Response");
    return result;
  };
  const readFeed = async (path: string): Promise<{ feed: Feed; xml: string }> => {
    const res = await fetchFeed(path);
    expect(res.status).toBe(200);
    const xml = await res.text();
    return { feed: (await parser.parseString(xml)) as unknown as Feed, xml };
  };
  const create = async (overrides: Record<string, unknown> = {}) => {
    counter++;
    const res = await admin
      .post("/api/admin/blog")
      .set("CSRF-Token", token)
      .send({
        slug: `feed-article-${counter}`,
        imageUrl: "/images/blog/hiring-a-c-suite-leader-in-saudi-arabia.svg",
        author: "Noura Al-Qahtani",
        authorAr: "نورة القحطاني",
        titleEn: `Feed article ${counter}`,
        categoryEn: "Executive Search",
        summaryEn: `What the board should know, part ${counter}.`,
        contentEn: "## Body\n\nThe whole article.",
        titleAr: `مقال الموجز ${counter}`,
        categoryAr: "البحث التنفيذي",
        summaryAr: `ما ينبغي أن يعرفه مجلس الإدارة، الجزء ${counter}.`,
        contentAr: "## النص\n\nالمقال كاملًا.",
        status: "published",
        ...overrides,
      });
    expect(res.status, res.text).toBe(201);
    return (res.body as { post: AdminPostDetail }).post;
  };

  beforeAll(async () => {
    testDatabase = await createTestDatabase(backend.name);
    built = await buildApp(testDatabase.database);
    // As the server wires it: a write through the API changes the content version, which empties the public data.
    const contentVersion = new ContentVersion(testDatabase.database.db, built.logger);
    contentVersion.onChange(() => publicData.clear());
    const app = createApp({ database: testDatabase.database, config: built.config, logger: built.logger, signingSecret: built.signingSecret, contentVersion });
    ({ agent: admin, csrfToken: token } = await signInAsAdmin({ app, database: testDatabase.database, config: built.config }, { app }));
  });
  afterAll(async () => {
    await testDatabase?.close();
  });

  it("is RSS 2.0 in each language: its language, absolute addresses, a link to itself, newest first, at most 20 items", async () => {
    for (let i = 0; i < FEED_SIZE + 2; i++) await create();
    for (const lang of ["en", "ar"] as const) {
      const prefix = lang === "ar" ? "/ar" : "";
      const res = await fetchFeed(`${prefix}/blog/feed.xml`);
      expect(res.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
      expect(res.headers.get("cache-control")).toBe("public, max-age=300");
      const { feed, xml } = await readFeed(`${prefix}/blog/feed.xml`);
      expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
      expect(feed.language).toBe(lang);
      expect(feed.title).toBe(lang === "ar" ? "المدونة والرؤى | سند للبحث التنفيذي" : "Blog & Insights | Sanad Executive Partners");
      expect(feed.link).toBe(`${PUBLIC_URL}${prefix}/blog`);
      expect(feed.self.$).toEqual({ href: `${PUBLIC_URL}${prefix}/blog/feed.xml`, rel: "self", type: "application/rss+xml" });
      expect(feed.items).toHaveLength(FEED_SIZE);
      const dates = feed.items.map((item) => Date.parse(item.isoDate));
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
      for (const item of feed.items) {
        expect(item.link).toMatch(new RegExp(`^${PUBLIC_URL}${prefix}/blog/[a-z0-9-]+$`));
        expect(item.pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
        expect(item.guid).toMatch(/^tag:sanad\.example,\d{4}-\d{2}-\d{2}:blog-post-\d+-(en|ar)$/);
        expect(item.creator).toBe(lang === "ar" ? "نورة القحطاني" : "Noura Al-Qahtani");
      }
      // The newest article first, with its full summary in the reader's language.
      const newest = feed.items[0];
      expect(newest.title).toBe(lang === "ar" ? `مقال الموجز ${counter}` : `Feed article ${counter}`);
      expect(newest.content).toBe(lang === "ar" ? `ما ينبغي أن يعرفه مجلس الإدارة، الجزء ${counter}.` : `What the board should know, part ${counter}.`);
      expect(newest.categories).toEqual([lang === "ar" ? "البحث التنفيذي" : "Executive Search"]);
    }
  });

  it("escapes titles and summaries for XML and keeps Arabic as written", async () => {
    const title = `Boards & CEOs: <what> "works" in 'Riyadh'`;
    const titleAr = `المجالس و«الرؤساء»: <ما> ينجح & لماذا`;
    await create({ titleEn: title, titleAr, summaryEn: "Fees < 30% & more > less", summaryAr: "الرسوم < ٣٠٪ & أكثر" });
    const en = await readFeed("/blog/feed.xml");
    expect(en.feed.items[0].title).toBe(title);
    expect(en.feed.items[0].content).toBe("Fees < 30% & more > less");
    expect(en.xml).toContain("<title>Boards &amp; CEOs: &lt;what&gt; &quot;works&quot; in &apos;Riyadh&apos;</title>");
    const ar = await readFeed("/ar/blog/feed.xml");
    expect(ar.feed.items[0].title).toBe(titleAr);
    expect(ar.feed.items[0].content).toBe("الرسوم < ٣٠٪ & أكثر");
    expect(ar.xml).toContain("المجالس و«الرؤساء»: &lt;ما&gt; ينجح &amp; لماذا");
  });

  it("carries published articles only; a newly published one appears at once, and a rename keeps its guid", async () => {
    const draft = await create({ status: "draft", titleEn: "Still a draft" });
    await create({ status: "scheduled", publishAt: "2999-01-01T06:00:00.000Z", titleEn: "Scheduled for later" });
    await testDatabase.database.db.insert(blogPosts).values({
      slug: "pending-member-article",
      titleEn: "Waiting for review",
      titleAr: "بانتظار المراجعة",
      summaryEn: "Pending",
      summaryAr: "قيد المراجعة",
      contentEn: "Pending",
      contentAr: "قيد المراجعة",
      imageUrl: "/images/blog/default-cover.svg",
      author: "A Member",
      categoryEn: "Leadership",
      categoryAr: "القيادة",
      status: "pending",
    });
    const before = await readFeed("/blog/feed.xml");
    const titles = before.feed.items.map((item) => item.title);
    for (const hidden of ["Still a draft", "Scheduled for later", "Waiting for review"]) expect(titles).not.toContain(hidden);

    // Publishing the draft through the API: the kept feed is built again and the article comes first.
    const { id: _id, ...fields } = draft as AdminPostDetail & Record<string, unknown>;
    const published = await admin.put(`/api/admin/blog/${draft.id}`).set("CSRF-Token", token).send({ ...pick(fields), status: "published" });
    expect(published.status, published.text).toBe(200);
    const after = await readFeed("/blog/feed.xml");
    expect(after.feed.items[0].title).toBe("Still a draft");
    expect(after.feed.items[0].link).toBe(`${PUBLIC_URL}/blog/${draft.slug}`);
    const guid = after.feed.items[0].guid;

    await admin.put(`/api/admin/blog/${draft.id}`).set("CSRF-Token", token).send({ ...pick(fields), status: "published", slug: `${draft.slug}-renamed` }).expect(200);
    const renamed = await readFeed("/blog/feed.xml");
    expect(renamed.feed.items[0].link).toBe(`${PUBLIC_URL}/blog/${draft.slug}-renamed`);
    expect(renamed.feed.items[0].guid).toBe(guid);

    // Deleted: gone from the feed.
    await admin.delete(`/api/admin/blog/${draft.id}`).set("CSRF-Token", token).expect(204);
    expect((await readFeed("/blog/feed.xml")).feed.items.map((item) => item.title)).not.toContain("Still a draft");
    expect((await testDatabase.database.db.select().from(blogPosts).where(eq(blogPosts.id, draft.id))).length).toBe(0);
  });

  it("answers 304 to a reader that has the feed, with its ETag and Last-Modified", async () => {
    const first = await fetchFeed("/ar/blog/feed.xml");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"/);
    expect(Date.parse(first.headers.get("last-modified")!)).not.toBeNaN();
    const again = await fetchFeed("/ar/blog/feed.xml", { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    // The English feed is another document.
    expect((await fetchFeed("/blog/feed.xml", { "If-None-Match": etag })).status).toBe(200);
  });
});

/** The fields `PUT /api/admin/blog/:id` takes, from the post's detail. */
function pick(post: Record<string, unknown>) {
  const names = ["slug", "author", "authorAr", "titleEn", "categoryEn", "summaryEn", "contentEn", "titleAr", "categoryAr", "summaryAr", "contentAr", "imageUrl", "featured"];
  return Object.fromEntries(names.map((name) => [name, post[name]]));
}
