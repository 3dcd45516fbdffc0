import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { seedBlogPosts } from "./blog-posts";

const migration = readFileSync(new URL("../../drizzle/0005_service-ids-and-arabic-author-names.sql", import.meta.url), "utf8");

describe("data migration 0005", () => {
  it("gives already-seeded posts the Arabic author names a fresh seed gets", () => {
    for (const post of seedBlogPosts) {
      expect(post.authorAr, post.slug).toMatch(/^[\u0600-\u06FF. ]+$/);
      expect(migration).toContain(`WHEN '${post.author}' THEN '${post.authorAr}'`);
    }
    expect(migration).toContain(`WHERE "author_ar" = ''`);
  });
});
