import { describe, expect, it } from "vitest";
import { refusedImageSources, renderMarkdown } from "./markdown";

const SAFE_TAGS = new Set(["h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "ul", "ol", "li", "a", "strong", "b", "em", "i", "del", "s", "blockquote", "code", "pre", "table", "thead", "tbody", "tr", "th", "td", "img"]);

/**
 * Every real tag in the output (escaped text such as `&lt;img onerror=…` is
 * harmless and not a tag): only allowed names, no event handlers or styles,
 * and no URL with a scheme that runs code.
 */
function expectNoActiveContent(html: string) {
  for (const [tag, name, attrs] of html.matchAll(/<\/?([a-zA-Z][\w:-]*)([^>]*)>/g)) {
    expect(SAFE_TAGS.has(name.toLowerCase()), tag).toBe(true);
    expect(attrs, tag).not.toMatch(/(^|\s)(on\w+|style|srcdoc|formaction|xlink:href)\s*=/i);
    for (const [, url] of attrs.matchAll(/(?:href|src)="([^"]*)"/gi)) {
      expect(url.replace(/[\s\0]/g, ""), tag).not.toMatch(/^(javascript|vbscript|data|file):/i);
    }
  }
}

describe("renderMarkdown: structure", () => {
  it("renders headings, paragraphs, lists, emphasis, quotes, code and tables", () => {
    const html = renderMarkdown(
      [
        "## Start with the mandate",
        "",
        "Text with **bold**, *emphasis* and `code`.",
        "",
        "- one",
        "- two",
        "",
        "3. third",
        "",
        "> A quote",
        "",
        "```ts",
        "const a = 1 < 2;",
        "```",
        "",
        "| Role | Weeks |",
        "| :--- | ---: |",
        "| CEO | 12 |",
      ].join("\n"),
    );
    expect(html).toContain("<h2>Start with the mandate</h2>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<em>emphasis</em>");
    expect(html).toContain("<code>code</code>");
    expect(html).toMatch(/<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/);
    expect(html).toContain('<ol start="3">');
    expect(html).toMatch(/<blockquote>\s*<p>A quote<\/p>\s*<\/blockquote>/);
    expect(html).toContain('<pre><code class="language-ts">const a = 1 &lt; 2;');
    expect(html).toMatch(/<table>[\s\S]*<th>Role<\/th>[\s\S]*<td>CEO<\/td>[\s\S]*<\/table>/);
    // Column alignment would say "left" on right-to-left pages; the page's CSS aligns cells.
    expect(html).not.toContain("align=");
  });

  it("keeps the page's title the only h1", () => {
    expect(renderMarkdown("# Title")).toBe("<h2>Title</h2>\n");
  });

  it("renders Arabic text untouched", () => {
    expect(renderMarkdown("## ابدأ بمهمة المنصب\n\nنص **مهم**.")).toBe("<h2>ابدأ بمهمة المنصب</h2>\n<p>نص <strong>مهم</strong>.</p>\n");
  });
});

describe("renderMarkdown: links", () => {
  it("opens other sites in a new tab without giving them the opener", () => {
    const html = renderMarkdown("[Vision 2030](https://www.vision2030.gov.sa/en)");
    expect(html).toBe('<p><a href="https://www.vision2030.gov.sa/en" target="_blank" rel="noopener noreferrer">Vision 2030</a></p>\n');
  });

  it("keeps links on this site in the same tab", () => {
    expect(renderMarkdown("[Contact us](/contact)")).toBe('<p><a href="/contact">Contact us</a></p>\n');
    const own = renderMarkdown("[Blog](https://sanad.example/blog)", { siteOrigin: "https://sanad.example" });
    expect(own).toBe('<p><a href="https://sanad.example/blog">Blog</a></p>\n');
  });

  it("replaces a target or rel written by the author", () => {
    const html = renderMarkdown('<a href="https://example.com" target="_self" rel="opener">x</a>');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).not.toContain("opener\"");
    expect(renderMarkdown('<a href="/blog" target="_blank">x</a>')).not.toContain("target");
  });

  it("allows mailto and tel links", () => {
    expect(renderMarkdown("[Mail](mailto:info@example.com)")).toContain('href="mailto:info@example.com"');
    expect(renderMarkdown("[Call](tel:+966110000000)")).toContain('href="tel:+966110000000"');
  });
});

describe("renderMarkdown: images", () => {
  it("keeps images from this site, loaded lazily, and drops third-party ones (a tracking pixel in an article under review)", () => {
    const html = renderMarkdown("![Chart](https://cdn.example.com/a.png)\n\n![Local](/images/blog/a.svg)\n\n<img src=\"http://tracker.example/p.gif\">");
    expect(html).not.toContain("cdn.example.com");
    expect(html).not.toContain("tracker.example");
    expect(html).toContain('<img src="/images/blog/a.svg" alt="Local" loading="lazy" decoding="async" />');
  });

  it("an unclosed <math>, <noscript>, <svg> or <template> does not hide the rest of the article", () => {
    for (const tag of ["math", "noscript", "svg", "template", "iframe", "title"]) {
      const html = renderMarkdown(`First paragraph.\n\n<${tag}>\n\nSecond paragraph.\n\n## Heading\n\nLast words.`);
      expect(html, tag).toContain("Second paragraph.");
      expect(html, tag).toContain("Last words.");
      expect(html, tag).not.toContain(`<${tag}`);
      expectNoActiveContent(html);
    }
  });

  it("requests no other address of this site as an image: the administrator's browser would call it (issue 21 item 2)", () => {
    const sources = ["/api/admin/leads.csv", "/api/admin/privacy/export?email=a@b.example&amp;download=1", "/images/../api/admin/audit-log.csv", "/images/%2e%2e/api/admin/contacts.csv", "/admin"];
    const markdown = sources.map((src, i) => (i % 2 ? `<img src="${src}" alt="x">` : `![x](${src})`)).join("\n\n");
    const html = renderMarkdown(`${markdown}\n\n![ok](/uploads/${"a".repeat(32)})`);
    expect(html).not.toContain("/api/");
    expect(html).not.toContain('src="/admin"');
    expect(html).toContain(`<img src="/uploads/${"a".repeat(32)}"`);
    expect(refusedImageSources(markdown)).toHaveLength(sources.length);
    expect(refusedImageSources("![ok](/images/blog/a.svg)")).toEqual([]);
  });

  it("leaves the text of a link into the site's API, not the link", () => {
    for (const href of ["/api/admin/leads.csv", "/blog/../api/admin/audit-log.csv", "https://site.example/api/admin/contacts.csv"]) {
      const html = renderMarkdown(`[the list](${href})`, { siteOrigin: "https://site.example" });
      expect(html, href).toBe("<p><a>the list</a></p>\n");
    }
    expect(renderMarkdown("[blog](/blog/api-design)")).toContain('href="/blog/api-design"');
  });

  it("drops images from data:, javascript: and protocol-relative sources", () => {
    for (const src of ["data:image/svg+xml;base64,PHN2Zz4=", "javascript:alert(1)", "//evil.example/x.png", "file:///etc/passwd"]) {
      const html = renderMarkdown(`![x](${src})`);
      expect(html, src).not.toContain("<img");
    }
  });
});

describe("renderMarkdown: XSS payloads", () => {
  const payloads: [string, string][] = [
    ["script tag", "<script>alert(1)</script>"],
    ["script in a paragraph", "Hello <script>document.cookie</script> world"],
    ["img onerror", '<img src="x" onerror="alert(1)">'],
    ["img onerror in markdown image title", '![a](/x.png "t\\" onerror=\\"alert(1))'],
    ["javascript: markdown link", "[click](javascript:alert(1))"],
    ["javascript: with entities", '<a href="jav&#x09;ascript:alert(1)">x</a>'],
    ["JavaScript: upper case", "[x](JaVaScRiPt:alert(1))"],
    ["vbscript: link", '<a href="vbscript:msgbox(1)">x</a>'],
    ["data: link", "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)"],
    ["svg onload", '<svg onload="alert(1)"><circle r="1"/></svg>'],
    ["svg with script", "<svg><script>alert(1)</script></svg>"],
    ["iframe", '<iframe src="https://evil.example"></iframe>'],
    ["iframe srcdoc", '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ["object", '<object data="javascript:alert(1)"></object>'],
    ["embed", '<embed src="javascript:alert(1)">'],
    ["style tag", "<style>body{display:none}</style>"],
    ["style attribute", '<p style="background:url(javascript:alert(1))">x</p>'],
    ["event handler on a link", '<a href="/x" onclick="alert(1)">x</a>'],
    ["event handler on a heading", '<h2 onmouseover="alert(1)">x</h2>'],
    ["form with action", '<form action="javascript:alert(1)"><button>go</button></form>'],
    ["meta refresh", '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
    ["base tag", '<base href="javascript:alert(1)//">'],
    ["math with link", '<math><a xlink:href="javascript:alert(1)">x</a></math>'],
    ["unclosed attribute trick", '<img src=x onerror=alert(1)//'],
    ["nested script split", "<scr<script>ipt>alert(1)</scr</script>ipt>"],
    ["details ontoggle", "<details open ontoggle=alert(1)>x</details>"],
  ];

  for (const [name, payload] of payloads) {
    it(`neutralises ${name}`, () => {
      expectNoActiveContent(renderMarkdown(payload));
    });
  }

  it("keeps the harmless text around removed markup", () => {
    expect(renderMarkdown("Hello <script>alert(1)</script> world")).toBe("<p>Hello  world</p>\n");
  });
});

describe("renderMarkdown: content it cannot render", () => {
  it("shows 3,000 nested quotes stored before the limits as text instead of failing (issue 21 item 6a)", () => {
    const html = renderMarkdown(`${">".repeat(3_000)} <b>quote</b>\n\nNext & last.`);
    expect(html).toContain("<p>Next &amp; last.</p>");
    expect(html).toContain("&lt;b&gt;quote&lt;/b&gt;");
    expectNoActiveContent(html);
  });
});
