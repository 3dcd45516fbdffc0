import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { blogPosts } from "#db/schema";
import { loadArticle } from "~/features/blog/load-article.server";
import { createPublicDataMemo } from "~/lib/public-data-memo";
import { backends } from "../support/backends";
import { createTestApp, type TestApp } from "../support/test-app";

/** Counts the renders the article page asks for (the real renderer does the work). */
const renders = vi.hoisted(() => ({ count: 0 }));
vi.mock("~/lib/markdown", async (importOriginal) => {
  const real = await importOriginal<typeof import("~/lib/markdown")>();
  return {
    ...real,
    renderMarkdown: (...args: Parameters<typeof real.renderMarkdown>) => {
      renders.count += 1;
      return real.renderMarkdown(...args);
    },
  };
});

let slugCounter = 0;
function post(overrides: Partial<typeof blogPosts.$inferInsert> = {}): typeof blogPosts.$inferInsert {
  slugCounter += 1;
  return {
    slug: `rendered-once-${Date.now().toString(36)}-${slugCounter}`,
    imageUrl: "/images/blog/default-cover.svg",
    author: "Noura Al-Qahtani",
    authorAr: "نورة القحطاني",
    titleEn: "Rendered once",
    categoryEn: "Leadership",
    summaryEn: "A summary.",
    contentEn: "## Start\n\nWith **the** mandate.",
    titleAr: "مقال",
    categoryAr: "القيادة",
    summaryAr: "ملخص.",
    contentAr: "## البداية\n\nمن **مهمة** المنصب.",
    status: "published",
    featured: false,
    ...overrides,
  };
}

/** Issue 21 item 6a: an article is rendered once per version, and stored content that cannot be rendered quickly never fails the page. */
describe.each(backends)("article rendering [$name]", (backend) => {
  let ctx: TestApp;
  const siteOrigin = "http://localhost:3000";

  beforeAll(async () => {
    ctx = await createTestApp(backend);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("renders a post once per version and language, however often its page is asked for", async () => {
    const db = ctx.database.db;
    const [row] = await db.insert(blogPosts).values(post()).returning({ id: blogPosts.id, slug: blogPosts.slug });
    const publicData = createPublicDataMemo();
    renders.count = 0;
    // Each request the page cache misses (signed in, `?x=1`, `?x=2` …) runs the loader again.
    for (let i = 0; i < 5; i++) {
      const page = await loadArticle(db, { slug: row.slug, lang: "en", siteOrigin, publicData });
      expect(page?.article.html).toContain("<strong>the</strong>");
    }
    expect(renders.count).toBe(1);
    await loadArticle(db, { slug: row.slug, lang: "ar", siteOrigin, publicData });
    await loadArticle(db, { slug: row.slug, lang: "ar", siteOrigin, publicData });
    expect(renders.count).toBe(2);

    // A new version (as an edit stores it) is rendered anew, even before the memo is emptied.
    await db.update(blogPosts).set({ contentEn: "Changed *text*.", updatedAt: new Date(Date.now() + 1_000) }).where(eq(blogPosts.id, row.id));
    const changed = await loadArticle(db, { slug: row.slug, lang: "en", siteOrigin, publicData });
    expect(changed?.article.html).toBe("<p>Changed <em>text</em>.</p>\n");
    expect(renders.count).toBe(3);
  });

  it("shows stored content past the limits as text, quickly, instead of taking seconds or answering 500", async () => {
    const db = ctx.database.db;
    // What the form refuses now, stored before: 54 s to render, and a stack overflow (500).
    const slow = "*a_".repeat(16_000);
    const deep = `${">".repeat(3_000)} quote`;
    const [row] = await db.insert(blogPosts).values(post({ contentEn: slow, contentAr: deep })).returning({ slug: blogPosts.slug });
    const started = performance.now();
    const english = await loadArticle(db, { slug: row.slug, lang: "en", siteOrigin });
    const arabic = await loadArticle(db, { slug: row.slug, lang: "ar", siteOrigin });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(english?.article.html).toBe(`<p>${slow}</p>\n`);
    expect(arabic?.article.html).toBe(`<p>${"&gt;".repeat(3_000)} quote</p>\n`);
  });
});
