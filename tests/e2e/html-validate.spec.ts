import { expect, test } from "./support/fixtures";
import { htmlFindings } from "./support/html-validator";
import { languages, MISSING_PATH } from "./support/site";

/**
 * Every public page, in both languages (the sitemap's and a few more), through
 * the validator (`support/html-validator.ts`). The team's and the case
 * studies' pages are published later, by the dashboard's specs, which validate
 * them (team.spec.ts, case-studies.spec.ts).
 */

/** Beyond the sitemap (every public page and article): filtered and paged addresses, the sign-in pages, the 404 page. */
const extraPaths = ["/?insights=2", "/blog?category=Leadership&q=saudi&page=2", "/contact?service=executive-search", "/contact?form=inquiry&service=executive-search", "/contact?form=consultation", "/contact?sent=consultation", "/auth", "/reset-password", MISSING_PATH];

for (const lang of languages) {
  test(`every public page validates (${lang.code})`, async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname + new URL(match[1]).search);
    const inLanguage = listed.filter((path) => (path === "/ar" || path.startsWith("/ar/")) === (lang.code === "ar"));
    expect(inLanguage.length, "the sitemap lists the public pages").toBeGreaterThan(10);
    expect(await htmlFindings(request, [...inLanguage, ...extraPaths.map((p) => lang.path(p))])).toEqual([]);
  });
}
