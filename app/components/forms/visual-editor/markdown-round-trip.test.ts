import { MarkdownManager } from "@tiptap/markdown";
import { describe, expect, it } from "vitest";
import { seedBlogPosts } from "#db/seed/blog-posts";
import { renderMarkdown } from "~/lib/markdown";
import { editorExtensions } from "./editor-extensions";
import { sameRendering } from "./same-rendering";

/**
 * The visual editor's Markdown round trip (decision 042), without a browser:
 * the extension's manager parses a stored text into the editor's document
 * and writes it back, with the editor's own extensions. What the public
 * page renders from the written text must be what it rendered before.
 */
const manager = new MarkdownManager({ extensions: editorExtensions() });
const roundTrip = (markdown: string) => manager.serialize(manager.parse(markdown));

describe("the visual editor's Markdown round trip", () => {
  it.each([
    ["headings", "## Start early\n\n### Then plan\n\nText."],
    ["bold and italic", "Succession takes **years**, _not_ months."],
    ["a bulleted list", "- Board\n- Chief executive\n- Successor"],
    ["a numbered list, and one that starts at three", "1. First\n2. Second\n\nBetween.\n\n3. Third\n4. Fourth"],
    ["a nested list", "- Parent\n  - Child\n- Back"],
    ["a quote", "> Leadership is a relay, not a sprint."],
    ["links, with and without a title", "Read [our guide](https://example.sa/guide) and [this](/blog/x \"More\")."],
    ["images with their alt text", "![A boardroom in Riyadh](/uploads/0123456789abcdef0123456789abcdef)\n\nText ![chart](/images/blog/x.svg) inline."],
    ["Arabic text", "## ابدأ مبكرًا\n\nيستغرق التعاقب **سنوات** لا _أشهرًا_.\n\n- المجلس\n- الرئيس التنفيذي\n\n> القيادة تسليم لا سباق.\n\n[دليلنا](https://example.sa/ar/guide) ![قاعة اجتماعات](/images/blog/x.svg)"],
    ["escaped Markdown characters", "Literal \\*stars\\*, 1\\. not a list, snake_case_name"],
    ["code, rules, strike-through and line breaks", "a  \nb\n\n---\n\n```\ncode\n```\n\n~~old~~ `inline`"],
  ])("keeps %s", (_name, markdown) => {
    const written = roundTrip(markdown);
    expect(sameRendering(markdown, written), `${markdown}\n→\n${written}`).toBe(true);
    // Written once more, the editor's own spelling stays as it is.
    expect(roundTrip(written)).toBe(written);
  });

  it("keeps every article the site starts with, in both languages", () => {
    for (const post of seedBlogPosts)
      for (const markdown of [post.contentEn, post.contentAr]) expect(sameRendering(markdown, roundTrip(markdown)), post.slug).toBe(true);
  });

  it("gives the structure the public page shows", () => {
    const html = renderMarkdown(roundTrip("## Heading\n\n- one\n- two\n\n[a link](https://example.sa)\n\n![Alt text](/images/blog/x.svg)"));
    expect(html).toContain("<h2>Heading</h2>");
    expect(html).toMatch(/<ul>\s*<li>one<\/li>/);
    expect(html).toContain('href="https://example.sa"');
    expect(html).toContain('alt="Alt text"');
  });

  // What the editor cannot hold is found, so the source view stays the authority for it instead of the text being cut.
  it.each([
    ["a table", "| a | b |\n|---|---|\n| 1 | 2 |"],
    ["raw HTML", "Text <b>bold</b>.\n\n<div>block</div>"],
  ])("notices that it cannot keep %s", (_name, markdown) => {
    expect(sameRendering(markdown, roundTrip(markdown))).toBe(false);
  });

  it("compares what is shown, not the spelling", () => {
    expect(sameRendering("_a_\n\n* b", "*a*\n\n- b")).toBe(true);
    expect(sameRendering("a\n\n\n\nb", "a\n\nb")).toBe(true);
    expect(sameRendering("## a", "### a")).toBe(false);
  });
});
