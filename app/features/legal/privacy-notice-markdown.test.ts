import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PRIVACY_V2_AFTER_PARAGRAPH_STARTING, privacyV2Paragraph } from "./content/privacy-policy-v2";
import { legalDocuments } from "./legal-documents.server";
import { legalDocumentToMarkdown, localizeMarkdownLinks, normalizePrivacyNotice, parsePrivacyNotice } from "./privacy-notice-markdown";
import { privacyPageOf } from "./load-privacy-page.server";

describe("the privacy notice as Markdown", () => {
  it("reads the built-in policy back into the same sections, anchors and headings", () => {
    for (const lang of ["en", "ar"] as const) {
      const document = legalDocuments["privacy-policy"][lang];
      const parsed = parsePrivacyNotice(legalDocumentToMarkdown(document));
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) continue;
      expect(parsed.notice.summary).toBe(document.summary);
      expect(parsed.notice.sections.map((s) => [s.id, s.heading])).toEqual(document.sections.map((s) => [s.id, s.heading]));
    }
  });

  it("gives a heading without an anchor one of its own, unique on the page", () => {
    const parsed = parsePrivacyNotice("Summary.\n\n## Data we keep\n\nText.\n\n## Data we keep\n\nMore.\n\n## بياناتك\n\nنص.");
    expect(parsed.ok && parsed.notice.sections.map((s) => s.id)).toEqual(["data-we-keep", "data-we-keep-2", "section-3"]);
  });

  it("says what is missing", () => {
    expect(parsePrivacyNotice("  \n ")).toEqual({ ok: false, problem: "empty" });
    expect(parsePrivacyNotice("## Only a heading {#a}\n\nText")).toEqual({ ok: false, problem: "summaryMissing" });
    expect(parsePrivacyNotice("Just a summary.")).toEqual({ ok: false, problem: "noSections" });
    expect(parsePrivacyNotice("Summary.\n\n## Empty {#empty}\n\n## Next {#next}\n\nText")).toEqual({ ok: false, problem: "emptySection" });
    expect(parsePrivacyNotice("Summary.\n\n## {#x}\n\nText")).toEqual({ ok: false, problem: "emptyHeading" });
  });

  it("does not count line endings and trailing spaces as a change", () => {
    expect(normalizePrivacyNotice("A  \r\n\r\n\r\n## B {#b}\r\nC\t\n")).toBe("A\n\n## B {#b}\nC");
  });

  it("points the site's own links to the page's language and leaves other links alone", () => {
    const text = "See [cookies](/cookie-policy), [us](/#contact), [home](/) and [x](https://example.com/a).";
    expect(localizeMarkdownLinks(text, "en")).toBe(text);
    expect(localizeMarkdownLinks(text, "ar")).toBe("See [cookies](/ar/cookie-policy), [us](/ar#contact), [home](/ar) and [x](https://example.com/a).");
  });

  it("renders a published version's sections through the sanitizer, with its version and date", () => {
    const page = privacyPageOf(
      { version: 3, publishedOn: "2026-12-01", publishedBy: { username: "admin", fullName: null, isProtected: true }, note: null, builtIn: false, content: { en: "Hello {brand}.\n\n## Cookies {#cookies}\n\nSee [the policy](/cookie-policy).<script>alert(1)</script>\n\n- one", ar: "مرحبًا.\n\n## ملفات {#cookies}\n\nراجع [السياسة](/cookie-policy)." } },
      { lang: "ar", siteOrigin: "https://example.sa" },
    );
    expect(page.version).toBe(3);
    expect(page.lastUpdated).toEqual({ iso: "2026-12-01", text: expect.stringMatching(/ديسمبر 2026/) });
    expect(page.document.sections).toEqual([{ id: "cookies", heading: "ملفات", blocks: [{ type: "html", html: '<p>راجع <a href="/ar/cookie-policy">السياسة</a>.</p>\n' }] }]);
    const en = privacyPageOf({ version: 3, publishedOn: "2026-12-01", publishedBy: null, note: null, builtIn: false, content: { en: "Hello.\n\n## C {#c}\n\nA<script>alert(1)</script>\n\n- one", ar: "x\n\n## y\n\nz" } }, { lang: "en", siteOrigin: "https://example.sa" });
    const html = en.document.sections[0].blocks[0];
    expect(html.type === "html" && html.html).not.toContain("script");
    expect(html.type === "html" && html.html).toContain("<li>one</li>");
  });
});

describe("version 2 (migration 0011)", () => {
  const sql = readFileSync(path.resolve("drizzle/0011_privacy-notice-versions.sql"), "utf8");
  const texts = [...sql.matchAll(/\$md\$([\s\S]*?)\$md\$/g)].map((match) => match[1]);

  it("is version 1 with the paragraph on the browser's record of how a visitor found the site", () => {
    expect(texts).toHaveLength(2);
    for (const [index, lang] of (["en", "ar"] as const).entries()) {
      const v1 = legalDocumentToMarkdown(legalDocuments["privacy-policy"][lang]);
      const cookies = v1.split("\n\n").find((part) => part.startsWith(PRIVACY_V2_AFTER_PARAGRAPH_STARTING[lang]));
      expect(cookies).toBeDefined();
      expect(texts[index]).toBe(v1.replace(`${cookies}\n\n`, `${cookies}\n\n${privacyV2Paragraph[lang]}\n\n`));
      expect(parsePrivacyNotice(texts[index]).ok).toBe(true);
    }
    expect(privacyV2Paragraph.en).toMatch(/not a cookie/);
    expect(privacyV2Paragraph.ar).toMatch(/ملف تعريف ارتباط/);
  });
});
