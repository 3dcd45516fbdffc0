import { HtmlValidate } from "html-validate";
import { expect, test } from "./support/fixtures";
import { languages, MISSING_PATH } from "./support/site";

/**
 * Every public page, in both languages, as the server sends it, through a
 * peer validator (html-validate, its recommended rules; issue 25). What is
 * switched off is how React writes HTML, not what the page says:
 */
const validator = new HtmlValidate({
  extends: ["html-validate:recommended"],
  rules: {
    // React's serialisation: `<meta … />`, `charSet`/`hrefLang` as React spells them, boolean attributes written `=""`.
    "void-style": "off",
    "attr-case": "off",
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    // React's `useId` values (an island's too) begin with "_": valid HTML, only not a CSS-style identifier.
    "valid-id": ["error", { relaxed: true }],
    // A page title's length is the SEO checker's concern (issue 27), not the markup's.
    "long-title": "off",
    // Radix's own markup: the toast area is a `role="region"` with `pointer-events: none`, tabs set their outline and animation inline.
    "prefer-native-element": ["error", { exclude: ["region"] }],
    "no-inline-style": ["error", { allowedProperties: ["display", "pointer-events", "outline", "animation-duration"] }],
  },
});

/** Beyond the sitemap (every public page and article): filtered and paged addresses, the sign-in pages, the 404 page. */
const extraPaths = ["/?insights=2", "/blog?category=Leadership&q=saudi&page=2", "/contact?service=executive-search", "/contact?form=inquiry&service=executive-search", "/contact?form=consultation", "/contact?sent=consultation", "/auth", "/reset-password", MISSING_PATH];

for (const lang of languages) {
  test(`every public page validates (${lang.code})`, async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname + new URL(match[1]).search);
    const inLanguage = listed.filter((path) => (path === "/ar" || path.startsWith("/ar/")) === (lang.code === "ar"));
    expect(inLanguage.length, "the sitemap lists the public pages").toBeGreaterThan(10);
    const findings: string[] = [];
    for (const path of [...inLanguage, ...extraPaths.map((p) => lang.path(p))]) {
      const response = await request.get(path, { headers: { accept: "text/html" }, maxRedirects: 0 });
      expect([200, 404], path).toContain(response.status());
      const report = await validator.validateString(await response.text());
      for (const result of report.results) {
        for (const message of result.messages) findings.push(`${path} ${message.ruleId}: ${message.message} (${message.selector ?? "?"})`);
      }
    }
    expect(findings).toEqual([]);
  });
}
