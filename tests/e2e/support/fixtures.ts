import { test as base, expect, type Locator, type Page, type Response } from "@playwright/test";

/**
 * Every test fails when the page logs a console error, throws an uncaught
 * error, reports a Content-Security-Policy violation, or misses a
 * translation (the translator's warning). A test that expects
 * a particular error (a 404 response, say) allows it with `pageGuard.allow()`.
 */
export class PageGuard {
  readonly problems: string[] = [];
  private readonly allowed: RegExp[] = [];

  constructor(page: Page) {
    page.on("console", (message) => {
      // The translator warns once per key it cannot find; the page then shows the key itself.
      if (message.type() === "warning" && message.text().startsWith("Missing translation key")) return this.record(message.text());
      if (message.type() !== "error") return;
      const where = message.location().url;
      this.record(`console error: ${message.text()}${where ? ` (at ${where})` : ""}`);
    });
    page.on("pageerror", (error) => this.record(`uncaught error: ${error.stack ?? error.message}`));
    page.on("crash", () => this.record("page crashed"));
  }

  /** Lets messages matching the pattern through, e.g. the 404 of a missing page. */
  allow(pattern: RegExp): void {
    this.allowed.push(pattern);
  }

  /** The 404 the browser logs for a page that does not exist (the document or its `.data` fetch). */
  allowNotFoundResponses(): void {
    this.allow(/Failed to load resource: the server responded with a status of 404/);
  }

  private record(problem: string): void {
    this.problems.push(problem);
  }

  unexpected(): string[] {
    return this.problems.filter((p) => !this.allowed.some((pattern) => pattern.test(p)));
  }
}

/** Reports CSP violations from inside the page, in addition to Chromium's own console message. */
const reportCspViolations = () => {
  document.addEventListener("securitypolicyviolation", (event) => {
    console.error(
      `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile || "?"}:${event.lineNumber})`,
    );
  });
};

export const test = base.extend<{ pageGuard: PageGuard }>({
  pageGuard: [
    async ({ page }, use, testInfo) => {
      await page.addInitScript(reportCspViolations);
      const guard = new PageGuard(page);
      await use(guard);
      const unexpected = guard.unexpected();
      if (unexpected.length > 0 && testInfo.status === testInfo.expectedStatus) {
        throw new Error(`The page reported ${unexpected.length} problem(s):\n  - ${unexpected.join("\n  - ")}`);
      }
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Opens a page and waits until it is live (see `waitForHydration`), so
 * clicks reach their handlers. Returns the document's response.
 */
export async function open(page: Page, path: string): Promise<Response> {
  const response = await page.goto(path);
  if (!response) throw new Error(`no response for ${path}`);
  await waitForHydration(page);
  return response;
}

/**
 * Waits until the page is live: the boot script marks `<html data-booted>`
 * once attribution is noted and the header's menus, the language switch and
 * the copy link are wired (app/islands/boot.ts), and on a page that React
 * hydrates (`<html data-hydration="full">`, decision 040) app/root.tsx marks
 * `<html data-hydrated>` after the page's effects have run; on a page of
 * islands, until every island is hydrated and its effects have run.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const { booted, hydration, hydrated } = document.documentElement.dataset;
    return booted === "true" && (hydration !== "full" || hydrated === "true");
  });
  // A page of islands: they wake when near the viewport or touched; a test that means to use them has them woken now
  // (the same module the boot script imports, so the same one hydration). `page.goto` alone leaves them asleep.
  await page.evaluate(async () => {
    const entry = document.documentElement.dataset.islandsEntry;
    if (!entry) return;
    const islands = (await import(entry)) as { hydrateIslands: () => Promise<void> };
    await islands.hydrateIslands();
  });
}

/** Scrolls the window to `top` at once (the site uses smooth scrolling) and waits for the scroll event. */
export async function scrollToY(page: Page, top: number): Promise<void> {
  await page.evaluate(
    (y) =>
      new Promise<void>((resolve) => {
        const before = window.scrollY;
        window.addEventListener("scroll", () => requestAnimationFrame(() => resolve()), { once: true });
        window.scrollTo({ top: y, behavior: "instant" });
        if (window.scrollY === before) resolve();
      }),
    top,
  );
}

/** Reads the `language` cookie of the page's context. */
export async function languageCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((c) => c.name === "language")?.value;
}

/** Attributes of every `<tag …>` in raw HTML, names lower-cased. Good enough for server output. */
export function tagsIn(html: string, tag: string): Record<string, string>[] {
  const tags: Record<string, string>[] = [];
  for (const match of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "gi"))) {
    const attrs: Record<string, string> = {};
    for (const attr of match[1].matchAll(/([\w:-]+)(?:="([^"]*)")?/g)) attrs[attr[1].toLowerCase()] = decode(attr[2] ?? "");
    tags.push(attrs);
  }
  return tags;
}

function decode(value: string): string {
  return value.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">");
}

/** The header's Ventures button and the panel it controls (named by its aria-controls). */
export async function venturesMenu(page: Page, lang: { ventures: string }): Promise<{ trigger: Locator; panel: Locator }> {
  const trigger = page.locator("header").getByRole("button", { name: lang.ventures });
  const id = await trigger.getAttribute("aria-controls");
  if (!id) throw new Error("the Ventures button has no aria-controls naming its panel");
  return { trigger, panel: page.locator(`[id="${id}"]`) };
}
