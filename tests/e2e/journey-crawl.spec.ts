import { expect, open, test } from "./support/fixtures";
import { collectLinks, expectArrival, follow, goBack, pathOf, type FoundLink } from "./support/journey";
import { languages } from "./support/site";

/**
 * The crawl: from the home page of each language, click (never `goto`) every
 * internal link of the header, its menus, the footer and the page body, to
 * depth 2, each address once; check every arrival (support/journey.ts), and
 * come back with the browser's Back button, checking the page again.
 *
 * Loading pages one by one hid two bugs that only a click shows (raw catalog
 * keys on the home page reached by a link; a contact section left empty after
 * a jump). This suite is what keeps them out.
 *
 * To depth 2 at 390 px (the phone layout: mobile menu, legal contents in a
 * `<details>`) and 1280 px (the full desktop layout). At 1024 px, where the
 * full navigation first shows, to depth 1: every link of the home page, its
 * header, menus and footer. The pages behind them show the same links in the
 * same layout as at 1280 px (the breakpoints are `lg`, 1024 px, for both;
 * the one `xl` switch, the header's call to action, is hidden at 1024 px), so
 * their 60-odd arrivals (most of them jumps within the legal pages) are
 * clicked once per language at 1280 px instead of twice.
 */
const widths = [
  { width: 390, depth: 2 },
  { width: 1024, depth: 1 },
  { width: 1280, depth: 2 },
] as const;

// A crawl clicks through about a hundred arrivals; give a busy machine room.
test.describe.configure({ timeout: 6 * 60_000 });

for (const lang of languages) {
  for (const { width, depth } of widths) {
    test(`crawl from ${lang.home} at ${width} px: every link, clicked, to depth ${depth}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      // Jumps and Back land at once instead of gliding (the site honours this setting); the smooth
      // default is walked by the lead-path suite.
      await page.emulateMedia({ reducedMotion: "reduce" });
      await open(page, lang.home);
      await expectArrival(page, lang.home, "loaded");

      // A jump within a page and the same address reached from another page are different journeys.
      const keyOf = (target: string) => `${target}|${target.replace(/#.*$/, "") === pathOf(page.url()).replace(/#.*$/, "") ? "same page" : "from elsewhere"}`;
      const seen = new Set<string>([keyOf(lang.home)]);
      const arrivals: string[] = [];
      const startLinks = await collectLinks(page);
      expect(startLinks.length, "links on the home page").toBeGreaterThan(10);

      for (const first of startLinks) {
        if (first.target === lang.home) continue;
        seen.add(keyOf(first.target));
        await arrive(first, lang.home);
        // A jump within the home page leads to the same links again.
        if (depth === 1 || first.target.replace(/#.*$/, "") === lang.home) {
          await back(lang.home);
          continue;
        }
        // Jumps within this page stay on it (each one is a history entry to go back through afterwards).
        let jumps = 0;
        for (const second of await collectLinks(page)) {
          const from = pathOf(page.url());
          if (seen.has(keyOf(second.target)) || second.target === from) continue;
          seen.add(keyOf(second.target));
          await arrive(second, from);
          if (second.target.replace(/#.*$/, "") === from.replace(/#.*$/, "")) jumps += 1;
          else await back(from);
        }
        for (let i = 0; i < jumps; i++) await page.goBack();
        await back(lang.home);
      }
      test.info().annotations.push({ type: "arrivals", description: `${arrivals.length}: ${arrivals.join(" ")}` });

      async function arrive(link: FoundLink, from: string) {
        await test.step(`${from} → ${link.target}${link.via ? ` (in #${link.via})` : ""}`, async () => {
          const jump = link.target.includes("#") && link.target.replace(/#.*$/, "") === from.replace(/#.*$/, "") && from !== lang.home;
          await follow(page, link);
          await expectArrival(page, link.target, jump ? "jumped" : "clicked");
          arrivals.push(link.target);
        });
      }

      async function back(to: string) {
        if (pathOf(page.url()) === to) return;
        await test.step(`back to ${to}`, async () => {
          await goBack(page, to);
          await expectArrival(page, to, "back");
        });
      }
    });
  }
}
