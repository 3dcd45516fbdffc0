import fs from "node:fs";
import path from "node:path";
import { eq, sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf, type Database } from "#db/client";
import { blogPosts, siteContent, users } from "#db/schema";
import { seedBlogPosts } from "#db/seed/blog-posts";
import { editableTexts as siteContentItems } from "~/features/site-content/editable-texts";
import { siteDetailKeys } from "~/features/site-content/site-details";
import { backends } from "../tests/support/backends";
import { createUser } from "../tests/support/factories";
import { silentLogger, testConfig } from "../tests/support/test-app";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-database";
import { verifyPassword } from "~/features/auth/password.server";
import { prepareDatabase } from "./prepare-database";

const expectedTables = [
  "app_settings",
  "blog_posts",
  "contact_submissions",
  "hr_assessments",
  "leadership_assessments",
  "outgoing_mail",
  "password_reset_tokens",
  "rate_limits",
  "sessions",
  "site_content",
  "uploaded_images",
  "users",
];

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

async function counts(db: Database) {
  const [row] = await rows<{ posts: number; content: number; users: number }>(
    db,
    sql`select (select count(*) from blog_posts)::int as posts, (select count(*) from site_content)::int as content, (select count(*) from users)::int as users`,
  );
  return { posts: Number(row.posts), content: Number(row.content), users: Number(row.users) };
}

const noAdmin = testConfig();

describe.each(backends)("prepareDatabase [$name]", ({ name }) => {
  let testDb: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    testDb = await createTestDatabase(name);
    db = testDb.database.db;
    await prepareDatabase(testDb.database, noAdmin, silentLogger);
  });
  afterAll(async () => {
    await testDb?.close();
  });

  it("applies the migrations: every table of the schema exists", async () => {
    const tables = await rows<{ table_name: string }>(
      db,
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    expect(tables.map((t) => t.table_name).sort()).toEqual(expect.arrayContaining(expectedTables));
    const applied = await rows<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const journal = JSON.parse(fs.readFileSync(path.resolve("drizzle/meta/_journal.json"), "utf8")) as { entries: unknown[] };
    expect(Number(applied[0].n)).toBe(journal.entries.length);
  });

  it("seeds at least 12 published bilingual blog posts in at least 3 categories", async () => {
    const posts = await db.select().from(blogPosts);
    const published = posts.filter((p) => p.status === "published");
    expect(published.length).toBeGreaterThanOrEqual(12);
    expect(published.length).toBe(seedBlogPosts.length);
    expect(new Set(published.map((p) => p.categoryEn)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(published.map((p) => p.categoryAr)).size).toBeGreaterThanOrEqual(3);
    expect(published.some((p) => p.featured)).toBe(true);
    for (const post of published) {
      expect(post.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(post.publishedAt).toBeInstanceOf(Date);
      for (const text of [post.titleEn, post.summaryEn, post.contentEn, post.author]) expect(text.trim().length).toBeGreaterThan(0);
      // The Arabic fields are Arabic text, not copies of the English.
      for (const text of [post.titleAr, post.summaryAr, post.contentAr, post.categoryAr]) expect(text).toMatch(/[\u0600-\u06FF]/);
      expect(post.contentAr).not.toBe(post.contentEn);
    }
  });

  it("ships an image in the repository for every seeded post", () => {
    for (const post of seedBlogPosts) {
      expect(post.imageUrl).toMatch(/^\/images\/blog\//);
      expect(fs.existsSync(path.join("public", post.imageUrl)), `${post.imageUrl} is missing`).toBe(true);
    }
  });

  it("adds every editable site text without text (the catalog speaks until an admin changes it, decision 027)", async () => {
    const items = await db.select().from(siteContent);
    expect(items.length).toBe(siteContentItems.length);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.sectionEn.trim()).toBeTruthy();
      expect(item.labelAr).toMatch(/[\u0600-\u06FF]/);
      // No copy of the catalog (a corrected built-in text must reach the site), and no invented e-mail, number or address (decision 022).
      expect([item.contentEn, item.contentAr]).toEqual([null, null]);
      expect(item.sectionEn.trim()).toBeTruthy();
      expect(item.sectionAr).toMatch(/[\u0600-\u06FF]/);
      expect(item.labelAr).toMatch(/[\u0600-\u06FF]/);
    }
    expect(items.map((i) => i.key).sort()).toEqual(siteContentItems.map((i) => i.key).sort());
    expect(items.map((i) => i.key)).toEqual(expect.arrayContaining(Object.values(siteDetailKeys)));
  });

  it("running it again adds nothing", async () => {
    const before = await counts(db);
    await prepareDatabase(testDb.database, noAdmin, silentLogger);
    await prepareDatabase(testDb.database, noAdmin, silentLogger);
    expect(await counts(db)).toEqual(before);
  });

  it("a deleted demo post stays deleted and an edited content item keeps its edit after a restart", async () => {
    const slug = seedBlogPosts[0].slug;
    await db.delete(blogPosts).where(eq(blogPosts.slug, slug));
    const key = siteContentItems[0].key;
    await db.update(siteContent).set({ contentEn: "Edited by the firm" }).where(eq(siteContent.key, key));

    await prepareDatabase(testDb.database, noAdmin, silentLogger);

    expect(await db.select().from(blogPosts).where(eq(blogPosts.slug, slug))).toHaveLength(0);
    const [item] = await db.select().from(siteContent).where(eq(siteContent.key, key));
    expect(item.contentEn).toBe("Edited by the firm");
  });

  it("a deleted content item is put back (only the blog posts are first-start only)", async () => {
    const key = siteContentItems[siteContentItems.length - 1].key;
    await db.delete(siteContent).where(eq(siteContent.key, key));
    await prepareDatabase(testDb.database, noAdmin, silentLogger);
    expect(await db.select().from(siteContent).where(eq(siteContent.key, key))).toHaveLength(1);
  });

  it("creates the configured administrator with an argon2id hash, once", async () => {
    const password = "Correct-Horse-Battery-9";
    const config = testConfig({ ADMIN_USERNAME: "firm-admin", ADMIN_PASSWORD: password });
    await prepareDatabase(testDb.database, config, silentLogger);
    await prepareDatabase(testDb.database, config, silentLogger);

    const admins = await db.select().from(users).where(eq(users.username, "firm-admin"));
    expect(admins).toHaveLength(1);
    const [admin] = admins;
    expect(admin.role).toBe("admin");
    expect(admin.passwordHash).toMatch(/^\$argon2id\$/);
    expect(admin.passwordHash).not.toContain(password);
    expect(await verifyPassword(admin.passwordHash, password)).toBe(true);
    expect(await verifyPassword(admin.passwordHash, "wrong-password")).toBe(false);
  });

  it("leaves an existing account with the administrator's name exactly as it is", async () => {
    const existing = await createUser(db, { username: "owner", role: "user", passwordHash: "$argon2id$existing-hash", fullName: "Existing Owner" });
    await prepareDatabase(testDb.database, testConfig({ ADMIN_USERNAME: "owner", ADMIN_PASSWORD: "A-new-password-123" }), silentLogger);
    const after = await db.select().from(users).where(eq(users.username, "owner"));
    expect(after).toEqual([existing]);
  });
});
