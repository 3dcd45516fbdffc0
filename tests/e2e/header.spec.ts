import type { Page } from "@playwright/test";
import { signInAsAdmin, signInAsNewMember } from "./support/auth";
import { expect, open, scrollToY, test } from "./support/fixtures";
import { languages, mobile, signedInLabels, type SiteLang } from "./support/site";

// A visitor's journey, with the site's motion as most visitors see it (playwright.config.ts turns it off elsewhere).
test.use({ reducedMotion: "no-preference" });

/**
 * Issue 9, header and shell (decision 015): the header stays one row at most
 * 80 px tall with no label on a second line; the full navigation shows from
 * 1024 px, the menu button below; the language switch sits in the header at
 * every width and nothing floats over the content; small links are easy to tap
 * on phones.
 */
const FULL_NAV_FROM = 1024;
const HEADER_MAX_HEIGHT = 80;
const TAP_MIN = 44;
const layoutWidths = [768, 1024, 1152, 1280];
const toggleWidths = [390, 768, 1024, 1280];

// Each test walks one page through several window sizes instead of booting a page per size; on a busy
// two-core machine that takes longer than the default 30 s.
test.describe.configure({ timeout: 90_000 });

interface HeaderLayout {
  height: number;
  navShown: boolean;
  menuButtonShown: boolean;
  accountShown: boolean;
  /** Controls whose label runs onto a second line or that are taller than one line. */
  wrapped: string[];
  /** Groups of the header row that overlap each other or leave the window. */
  crowded: string[];
  /** How far the page is wider than the window (0 when it is not). */
  horizontalOverflow: number;
}

/** Reads the header as laid out now (its popups closed). */
async function headerLayout(page: Page): Promise<HeaderLayout> {
  return page.evaluate(() => {
    const header = document.querySelector("body > header") as HTMLElement;
    const row = header.firstElementChild as HTMLElement;
    const shown = (el: Element | null) => !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
    const label = (el: Element) => (el.getAttribute("aria-label") || el.textContent || el.tagName).trim().slice(0, 40);

    const wrapped: string[] = [];
    for (const control of row.querySelectorAll("a, button")) {
      if (!shown(control)) continue;
      const box = control.getBoundingClientRect();
      // One line of text inside a 44 px target; the brand link's two short lines are its own design.
      if (box.height > 48) wrapped.push(`${label(control)}: ${Math.round(box.height)} px tall`);
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || !shown(node.parentElement)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) wrapped.push(`${label(control)}: "${node.textContent.trim()}" on ${lines.size} lines`);
      }
    }

    const groups = [...row.children].filter(shown).map((el) => ({ name: label(el), box: el.getBoundingClientRect() }));
    const crowded: string[] = [];
    groups.forEach(({ name, box }, i) => {
      if (box.left < -0.5 || box.right > window.innerWidth + 0.5) crowded.push(`${name} leaves the window`);
      for (const other of groups.slice(i + 1)) {
        const overlap = Math.min(box.right, other.box.right) - Math.max(box.left, other.box.left);
        if (overlap > 0.5) crowded.push(`${name} overlaps ${other.name} by ${Math.round(overlap)} px`);
      }
    });

    return {
      height: header.getBoundingClientRect().height,
      navShown: shown(row.querySelector(":scope > nav")),
      menuButtonShown: shown(row.querySelector('button[aria-controls="mobile-menu"]')),
      accountShown: shown(row.querySelector('button[aria-haspopup="menu"]')),
      wrapped,
      crowded,
      horizontalOverflow: Math.max(0, document.documentElement.scrollWidth - window.innerWidth),
    };
  });
}

type Visitor = "signed out" | "member" | "admin";

async function signInAs(page: Page, visitor: Visitor) {
  if (visitor === "member") await signInAsNewMember(page, "hdrfit");
  if (visitor === "admin") await signInAsAdmin(page);
}

/**
 * Fixed elements other than the header (a floating language tab, say) that
 * cover text, cards or pictures of the page, at each of the scroll positions.
 * Empty positioned containers (the toast region with no toast) cover nothing.
 */
async function coveredContent(page: Page, scrollPositions: number[]): Promise<string[]> {
  const hits: string[] = [];
  const floating = await page.evaluate(() => {
    const header = document.querySelector("body > header");
    const marked: string[] = [];
    for (const el of document.body.querySelectorAll("*")) {
      if (header?.contains(el) || getComputedStyle(el).position !== "fixed") continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === "hidden") continue;
      if (el.children.length === 0 && !el.textContent?.trim()) continue;
      el.setAttribute("data-floating", String(marked.length));
      marked.push(el.tagName);
    }
    return marked;
  });
  if (floating.length === 0) return [];
  for (const y of scrollPositions) {
    await scrollToY(page, y);
    hits.push(
      ...(await page.evaluate(() => {
        const found: string[] = [];
        const content = [...document.querySelectorAll("main :is(h1, h2, h3, h4, p, li, a, button, img, svg, input, label, article)")];
        for (const over of document.querySelectorAll("[data-floating]")) {
          const a = over.getBoundingClientRect();
          const covered = content.find((el) => {
            const b = el.getBoundingClientRect();
            return b.width > 0 && b.height > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
          });
          if (covered) found.push(`${over.tagName.toLowerCase()} covers <${covered.tagName.toLowerCase()}> "${(covered.textContent ?? "").trim().slice(0, 30)}" at ${window.scrollY}`);
        }
        return found;
      })),
    );
  }
  return hits;
}

for (const lang of languages) {
  for (const visitor of ["signed out", "member", "admin"] as const) {
    test(`header fits one row at ${layoutWidths.join(", ")} px (${lang.code}, ${visitor})`, async ({ page }) => {
      await signInAs(page, visitor);
      for (const pathname of ["/", "/blog"]) {
        await page.setViewportSize({ width: 1280, height: 800 });
        await open(page, lang.path(pathname));
        for (const width of layoutWidths) {
          await page.setViewportSize({ width, height: 800 });
          const where = `${lang.path(pathname)} at ${width} px`;
          const layout = await headerLayout(page);
          expect(layout.height, `header height, ${where}`).toBeLessThanOrEqual(HEADER_MAX_HEIGHT);
          expect(layout.navShown !== layout.menuButtonShown, `either the full nav or the menu button, ${where}: ${JSON.stringify(layout)}`).toBe(true);
          expect(layout.navShown, `full nav from ${FULL_NAV_FROM} px, ${where}`).toBe(width >= FULL_NAV_FROM);
          expect(layout.accountShown, `account button, ${where}`).toBe(visitor !== "signed out" && layout.navShown);
          expect(layout.wrapped, `labels on one line, ${where}`).toEqual([]);
          expect(layout.crowded, `header groups side by side, ${where}`).toEqual([]);
          expect(layout.horizontalOverflow, `no sideways scrolling, ${where}`).toBe(0);
        }
      }
    });
  }

  test(`the language switch is in the header at every width and nothing floats over the content (${lang.code})`, async ({ page }) => {
    let current: SiteLang = lang;
    for (const pathname of ["/", "/leadership-assessment"]) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await open(page, lang.path(pathname));
      for (const width of toggleWidths) {
        await page.setViewportSize({ width, height: 800 });
        const scrollable = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
        const positions = [0, scrollable / 3, (2 * scrollable) / 3, scrollable].map(Math.round);
        expect(await coveredContent(page, positions), `${lang.path(pathname)} at ${width} px`).toEqual([]);
        const toggle = page.locator("body > header").getByRole("link", { name: lang.switchToOther });
        await expect(toggle, `${width} px`).toBeVisible();
        const box = await toggle.boundingBox();
        expect(box && box.height >= TAP_MIN && box.x >= 0 && box.x + box.width <= width, `${width} px: ${JSON.stringify(box)}`).toBe(true);
      }
    }

    // It switches the page's language at every width (there and back).
    await scrollToY(page, 0);
    for (const width of toggleWidths) {
      await page.setViewportSize({ width, height: 800 });
      const next = current.other();
      await page.locator("body > header").getByRole("link", { name: current.switchToOther }).click();
      await expect(page, `${width} px`).toHaveURL(next.path("/leadership-assessment"));
      await expect(page.locator("html")).toHaveAttribute("lang", next.code);
      current = next;
    }
  });
}

test("footer links and the header's controls are at least 44 px tall on a phone, in both languages", async ({ page }) => {
  await page.setViewportSize(mobile);
  await signInAsAdmin(page);
  for (const lang of languages) {
    await open(page, lang.home);
    const short = async (selector: string) =>
      page.evaluate(
        ({ selector, min }) =>
          [...document.querySelectorAll(selector)]
            .filter((el) => el.getClientRects().length > 0)
            .map((el) => ({ text: (el.textContent || el.getAttribute("aria-label") || "").trim(), height: el.getBoundingClientRect().height }))
            .filter((item) => item.height < min),
        { selector, min: TAP_MIN },
      );
    const footerLinks = await page.locator("footer a").count();
    expect(footerLinks, "the footer has its links").toBeGreaterThan(10);
    expect(await short("footer a"), `footer links (${lang.code})`).toEqual([]);
    expect(await short("body > header a, body > header button"), `header controls (${lang.code})`).toEqual([]);

    await page.locator('header button[aria-controls="mobile-menu"]').click();
    const menu = page.locator("#mobile-menu");
    await expect(menu.getByRole("link", { name: signedInLabels[lang.code].dashboard })).toBeVisible();
    expect(await short("#mobile-menu a, #mobile-menu button"), `mobile menu (${lang.code})`).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.locator('header button[aria-controls="mobile-menu"]'), "focus returns to the menu button").toBeFocused();
  }
});
