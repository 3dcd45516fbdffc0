import { describe, expect, it } from "vitest";
import { pickRelatedPosts } from "./related-posts";
import { samplePost } from "./test-posts";

// Newest first, as the use case returns them.
const posts = [
  samplePost({ slug: "a", categoryEn: "Leadership", featured: false }),
  samplePost({ slug: "b", categoryEn: "HR Compliance", featured: true }),
  samplePost({ slug: "c", categoryEn: "Leadership", featured: false }),
  samplePost({ slug: "d", categoryEn: "Talent", featured: true }),
  samplePost({ slug: "e", categoryEn: "Leadership", featured: false }),
];
const slugs = (list: { slug: string }[]) => list.map((p) => p.slug);

describe("pickRelatedPosts", () => {
  it("puts the same category first and never the article itself", () => {
    expect(slugs(pickRelatedPosts(posts, posts[2]))).toEqual(["a", "e", "b"]);
  });

  it("fills up with the newest other articles", () => {
    expect(slugs(pickRelatedPosts(posts, posts[3]))).toEqual(["a", "b", "c"]);
  });

  it("returns at most the limit, fewer when there are fewer posts", () => {
    expect(pickRelatedPosts(posts, posts[0], 2)).toHaveLength(2);
    expect(pickRelatedPosts([posts[0]], posts[0])).toEqual([]);
  });
});
