import { describe, expect, it } from "vitest";
import { seedBlogPosts } from "./blog-posts";

/**
 * A short sentence a screen reader reads at once, well inside what the field
 * accepts (IMAGE_ALT_MAX in app/components/forms/visual-editor/editor-dialogs.schema.ts,
 * not imported: db/ imports nothing from app/, decision 025).
 */
const SEED_ALT_MAX = 200;

describe("the demo posts' covers", () => {
  it("are described in both languages, briefly, the Arabic in Arabic", () => {
    expect(seedBlogPosts.length).toBeGreaterThan(0);
    for (const post of seedBlogPosts) {
      for (const alt of [post.imageAltEn, post.imageAltAr]) {
        expect(alt.trim(), post.slug).not.toBe("");
        expect(alt, post.slug).toBe(alt.trim());
        expect(alt.length, post.slug).toBeLessThanOrEqual(SEED_ALT_MAX);
      }
      expect(post.imageAltAr, post.slug).toMatch(/[\u0621-\u064A]/);
      expect(post.imageAltEn, post.slug).not.toMatch(/[\u0600-\u06FF]/);
      expect(post.imageAltEn, post.slug).not.toMatch(/^(?:an? )?(?:image|illustration|picture) of/i);
    }
  });

  it("each describe their own picture", () => {
    expect(new Set(seedBlogPosts.map((post) => post.imageAltEn)).size).toBe(seedBlogPosts.length);
    expect(new Set(seedBlogPosts.map((post) => post.imageAltAr)).size).toBe(seedBlogPosts.length);
  });
});
