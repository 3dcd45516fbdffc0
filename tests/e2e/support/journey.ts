import { expect, type Page } from "@playwright/test";

/**
 * Helpers for the journey suite: reach pages the way visitors do (clicking
 * links, opening the menus they sit in, going back), and check each arrival.
 */

/** A link found on a page: its `href` attribute as written, the address it leads to, and the disclosure (menu) it sits in, if any. */
export interface FoundLink {
  hrefAttr: string;
  /** Path, query and hash, e.g. `/ar/blog?category=x` or `/#contact`. */
  target: string;
  /**
   * What must be opened first: `aria-controls` of a header button (mobile
   * menu, Ventures), or `details:N` for the page's Nth `<details>` (e.g. a
   * legal page's contents on a phone).
   */
  via: string | null;
  /** Which of the visible links with this `href` in that scope (0 = first). */
  nth: number;
}

/** Addresses a signed-out crawl leaves alone: the API, files, feeds and pages behind sign-in. */
// The language switch (`/language/:lang`) changes the visitor's remembered language: walked by the session journey and the shell spec, not crawled.
const notCrawled = /^\/(api|uploads|assets|images|fonts|language)(\/|$)|^\/(ar\/)?(admin|profile)(\/|$|\?|#)|\.(xml|txt|pdf|svg|png|jpe?g|webp)$/;

export function pathOf(url: string | URL): string {
  const u = typeof url === "string" ? new URL(url) : url;
  return u.pathname + u.search + u.hash;
}

/** The language an address belongs to. */
export function langOfPath(path: string): "en" | "ar" {
  const pathname = path.replace(/[?#].*$/, "");
  return pathname === "/ar" || pathname.startsWith("/ar/") ? "ar" : "en";
}

/**
 * Visible internal links of the page, then those inside each closed
 * disclosure of the header (opened and closed again). One per address,
 * unless `every` asks for each link element.
 */
export async function collectLinks(page: Page, { every = false } = {}): Promise<FoundLink[]> {
  const origin = new URL(page.url()).origin;
  const read = (scope: string | null) =>
    page.evaluate(
      ({ scope, origin }) => {
        const root = !scope ? document : scope.startsWith("details:") ? document.querySelectorAll("main details")[Number(scope.slice(8))] : document.getElementById(scope);
        if (!root) return [];
        return Array.from(root.querySelectorAll<HTMLAnchorElement>("a[href]"))
          .filter((a) => a.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && a.getClientRects().length > 0)
          .filter((a) => !a.target || a.target === "_self")
          .filter((a) => !a.hasAttribute("download"))
          .map((a) => ({ hrefAttr: a.getAttribute("href") ?? "", url: a.href }))
          .filter(({ url }) => url.startsWith(origin + "/"));
      },
      { scope, origin },
    );
  const found: FoundLink[] = [];
  const add = (links: { hrefAttr: string; url: string }[], via: string | null) => {
    const counts = new Map<string, number>();
    for (const { hrefAttr, url } of links) {
      const nth = counts.get(hrefAttr) ?? 0;
      counts.set(hrefAttr, nth + 1);
      const target = pathOf(url);
      if (hrefAttr === "#main" || notCrawled.test(target.replace(/#.*$/, ""))) continue;
      if (every || !found.some((f) => f.target === target)) found.push({ hrefAttr, target, via, nth });
    }
  };
  add(await read(null), null);
  for (const controls of await closedDisclosures(page)) {
    await openDisclosure(page, controls);
    add(await read(controls), controls);
    await closeDisclosure(page, controls);
  }
  for (const details of await closedDetails(page)) {
    await openDisclosure(page, details);
    add(await read(details), details);
    await closeDisclosure(page, details);
  }
  return found;
}

/** `details:N` of the page's visible, closed `<details>`. */
async function closedDetails(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll("main details"))
      .map((el, index) => ({ el, index }))
      .filter(({ el }) => !(el as HTMLDetailsElement).open && el.checkVisibility() && el.getClientRects().length > 0)
      .map(({ index }) => `details:${index}`),
  );
}

function disclosure(page: Page, via: string) {
  if (via.startsWith("details:")) {
    const details = page.locator("main details").nth(Number(via.slice(8)));
    return { toggle: details.locator("summary"), panel: details, isOpen: () => details.evaluate((el) => (el as HTMLDetailsElement).open) };
  }
  const toggle = page.locator(`header [aria-controls="${via}"]`).filter({ visible: true }).first();
  return { toggle, panel: page.locator(`#${via}`), isOpen: async () => (await toggle.getAttribute("aria-expanded")) === "true" };
}

/** `aria-controls` of the header's visible, closed menu buttons (mobile menu, Ventures). */
async function closedDisclosures(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('header [aria-controls][aria-expanded="false"]'))
      .filter((el) => el.checkVisibility() && el.getClientRects().length > 0)
      .map((el) => el.getAttribute("aria-controls") ?? "")
      .filter(Boolean),
  );
}

async function openDisclosure(page: Page, via: string): Promise<void> {
  const { toggle, isOpen } = disclosure(page, via);
  if (!(await isOpen())) await toggle.click();
  await expect.poll(isOpen).toBe(true);
}

async function closeDisclosure(page: Page, via: string): Promise<void> {
  const { toggle, isOpen } = disclosure(page, via);
  if (await isOpen()) await toggle.click();
  await expect.poll(isOpen).toBe(false);
}

/** Clicks the link (opening its menu first) and waits until the address is the link's. */
export async function follow(page: Page, link: FoundLink): Promise<void> {
  if (link.via) await openDisclosure(page, link.via);
  const scope = link.via ? disclosure(page, link.via).panel : page.locator("body");
  const anchor = scope.locator(`a[href="${cssString(link.hrefAttr)}"]:not([target="_blank"]):not([download])`).filter({ visible: true }).nth(link.nth);
  const before = await markPage(page);
  await anchor.click({ timeout: 10_000 });
  await page.waitForURL((url) => pathOf(url) === link.target, { timeout: 15_000 });
  await settled(page, before);
}

/** Goes back one page and waits until it is on screen. */
export async function goBack(page: Page, to: string): Promise<void> {
  const before = await markPage(page);
  await page.goBack();
  await page.waitForURL((url) => pathOf(url) === to, { timeout: 15_000 });
  await settled(page, before);
}

/** What identifies the page on screen before a navigation: a mark on its content, its h1 and title. */
async function markPage(page: Page): Promise<{ pathname: string; h1: string; title: string }> {
  return page.evaluate(() => {
    document.querySelector("main > *")?.setAttribute("data-journey-left", "");
    return { pathname: location.pathname, h1: document.querySelector("h1")?.textContent ?? "", title: document.title };
  });
}

/**
 * The address changes before React has drawn the new page; wait until the
 * router is idle and, for another page, the old content has gone (or, for
 * the same route with other data, its heading or title has changed).
 */
async function settled(page: Page, before: { pathname: string; h1: string; title: string }): Promise<void> {
  await page.waitForFunction(
    (before) => {
      const router = (window as { __reactRouterDataRouter?: { state: { navigation: { state: string }; revalidation: string } } }).__reactRouterDataRouter;
      if (router && (router.state.navigation.state !== "idle" || router.state.revalidation !== "idle")) return false;
      if (location.pathname === before.pathname) return true;
      const left = document.querySelector("[data-journey-left]");
      return !left || (document.querySelector("h1")?.textContent ?? "") !== before.h1 || document.title !== before.title;
    },
    before,
    { timeout: 15_000 },
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

function cssString(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
}

/**
 * Text that looks like an untranslated catalog key: dotted lower-camel
 * identifiers such as `home.hero.title` (domains, e-mail addresses and
 * file names excluded).
 */
export function catalogKeysIn(text: string): string[] {
  const candidates = text.match(/(?<![\w@./-])[a-z][a-zA-Z0-9]*(?:\.[a-z][a-zA-Z0-9]*)+(?![\w@/-])/g) ?? [];
  return candidates.filter((candidate) => {
    const parts = candidate.split(".");
    if (parts.some((part) => part.length < 2)) return false;
    const last = parts.at(-1) ?? "";
    return !/^(com|sa|net|org|io|me|ai|co|gov|edu|uk|js|ts|html|pdf|png|svg|webp|jpg|xml|txt|data)$/.test(last);
  });
}

/** What an arrival shows, read in one step from the page. */
interface ArrivalFacts {
  lang: string | null;
  dir: string | null;
  h1Visible: boolean;
  mainHasText: boolean;
  keys: string[];
  /** The jump target in the viewport (null: no jump to check). */
  targetInView: boolean | null;
  /** The home page's contact form name field (null: not the home page). */
  contactFieldVisible: boolean | null;
}

/**
 * What every arrival must show: the address's language on `<html>`, a
 * visible `h1`, a `main` with content, no catalog key in sight; after a
 * click, the jump target in view (Back restores where the visitor was
 * instead); on the home page, the contact form's fields. `loaded`: the page
 * was just opened and is looked at without scrolling it. `jumped`: a jump
 * within the page, which changes no texts, only the view.
 *
 * The facts are read in one round trip and read again until they hold (or
 * the time is up): a crawl makes hundreds of arrivals.
 */
export async function expectArrival(page: Page, target: string, how: "clicked" | "back" | "loaded" | "jumped" = "clicked"): Promise<void> {
  const lang = langOfPath(target);
  const hash = decodeURIComponent(new URL(target, "http://x").hash.slice(1));
  const pathname = target.replace(/[?#].*$/, "");
  const options = {
    hash: hash && (how === "clicked" || how === "jumped") ? hash : null,
    home: how !== "jumped" && (pathname === "/" || pathname === "/ar"),
    // After Back the page is still scrolling to where the visitor was, and a page just loaded must meet
    // its first jump untouched (a scroll here would hide a section that only appears when scrolled to).
    scrollToForm: how === "clicked",
    texts: how !== "jumped",
  };
  const expected: ArrivalFacts = {
    lang,
    dir: lang === "ar" ? "rtl" : "ltr",
    h1Visible: options.texts,
    mainHasText: options.texts,
    keys: [],
    targetInView: options.hash ? true : null,
    contactFieldVisible: null,
  };
  await expect
    .poll(async () => withKeys(await page.evaluate(readArrivalFacts, { ...options, home: false })), { message: `arrival on ${target} (${how})`, timeout: 10_000 })
    .toEqual(expected);
  // Then, on the home page, the contact form (scrolled to only now, so the jump above was seen as the visitor saw it).
  if (options.home) {
    await expect
      .poll(async () => (await page.evaluate(readArrivalFacts, { ...options, hash: null, texts: false })).contactFieldVisible, {
        message: `contact form on ${target} (${how})`,
        timeout: 10_000,
      })
      .toBe(true);
  }
}

function withKeys(facts: Omit<ArrivalFacts, "keys"> & { bodyText: string | null }): ArrivalFacts {
  const { bodyText, ...rest } = facts;
  return { ...rest, keys: bodyText === null ? [] : catalogKeysIn(bodyText) };
}

/** Runs in the page. */
function readArrivalFacts(options: { hash: string | null; home: boolean; scrollToForm: boolean; texts: boolean }) {
  const visible = (el: Element | null | undefined): boolean => {
    if (!el || !el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const inViewport = (el: Element | null): boolean => {
    if (!visible(el)) return false;
    const box = el!.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
  };
  const main = document.querySelector("main");
  const facts = {
    lang: document.documentElement.getAttribute("lang"),
    dir: document.documentElement.getAttribute("dir"),
    h1Visible: options.texts ? visible(document.querySelector("h1")) : false,
    mainHasText: options.texts ? visible(main) && (main?.innerText.trim().length ?? 0) > 0 : false,
    bodyText: options.texts ? document.body.innerText : null,
    targetInView: options.hash ? inViewport(document.getElementById(options.hash)) : null,
    contactFieldVisible: null as boolean | null,
  };
  if (options.home) {
    const field = document.querySelector('#contact input[name="fullName"]');
    if (field && options.scrollToForm) field.scrollIntoView({ block: "center", behavior: "instant" });
    facts.contactFieldVisible = visible(field);
  }
  return facts;
}
