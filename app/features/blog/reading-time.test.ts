import { describe, expect, it } from "vitest";
import { formatNumber } from "~/i18n/format";
import { createTranslator } from "~/i18n/translate";
import { blogMessages } from "./messages";
import { readingMinutes, readingTimeKey } from "./reading-time";

const words = (n: number, word = "word") => Array.from({ length: n }, () => word).join(" ");

describe("readingMinutes", () => {
  it("counts 200 words a minute, rounding up", () => {
    expect(readingMinutes(words(200))).toBe(1);
    expect(readingMinutes(words(201))).toBe(2);
    expect(readingMinutes(words(1000))).toBe(5);
  });

  it("is at least one minute", () => {
    expect(readingMinutes("")).toBe(1);
    expect(readingMinutes("Short.")).toBe(1);
  });

  it("counts Arabic words", () => {
    expect(readingMinutes(words(450, "القيادة"))).toBe(3);
  });

  it("ignores Markdown syntax and link addresses", () => {
    const markdown = `## Heading\n\n- item one\n- item two\n\n> quote\n\n[a link](https://example.com/a/very/long/path) | --- |`;
    // Heading, item, one, item, two, quote, a, link.
    expect(readingMinutes(markdown)).toBe(1);
    expect(readingMinutes(`${words(199)} **bold** [x](https://e.com)`)).toBe(2);
    expect(readingMinutes(`${words(199)} ---  ## **`)).toBe(1);
  });
});

describe("readingTimeKey", () => {
  it("uses English's one and other", () => {
    expect(readingTimeKey(1, "en")).toBe("blog.readingTime.one");
    expect(readingTimeKey(5, "en")).toBe("blog.readingTime.other");
  });

  it("uses Arabic's plural forms", () => {
    expect(readingTimeKey(1, "ar")).toBe("blog.readingTime.one");
    expect(readingTimeKey(2, "ar")).toBe("blog.readingTime.two");
    expect(readingTimeKey(3, "ar")).toBe("blog.readingTime.few");
    expect(readingTimeKey(10, "ar")).toBe("blog.readingTime.few");
    expect(readingTimeKey(11, "ar")).toBe("blog.readingTime.many");
    expect(readingTimeKey(100, "ar")).toBe("blog.readingTime.other");
  });
});

describe("reading time in Arabic", () => {
  const t = createTranslator(blogMessages.ar);
  const text = (minutes: number) => t(readingTimeKey(minutes, "ar"), { count: formatNumber(minutes, "ar") });

  it("reads as a Saudi editor writes it, with Western digits", () => {
    expect(text(1)).toBe("مدة القراءة: دقيقة واحدة");
    expect(text(2)).toBe("مدة القراءة: دقيقتان");
    expect(text(3)).toBe("مدة القراءة: 3 دقائق");
    expect(text(10)).toBe("مدة القراءة: 10 دقائق");
    expect(text(11)).toBe("مدة القراءة: 11 دقيقة");
    expect(text(100)).toBe("مدة القراءة: 100 دقيقة");
  });
});
