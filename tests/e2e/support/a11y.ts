import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type TestInfo } from "@playwright/test";

type Violation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

/** Impacts that fail a test; moderate and minor ones are only reported. */
const FAILING = new Set(["serious", "critical"]);

export interface A11yReport {
  failing: Violation[];
  other: Violation[];
  /** Readable text of the failing violations, for the assertion message. */
  text: string;
}

/**
 * Runs axe (WCAG 2.x A/AA and best practices) on the page as it is now (or on
 * the part `include` selects) and attaches the full result to the test
 * report. Gives the test a minute more.
 */
export async function scanAccessibility(page: Page, testInfo: TestInfo, label: string, options: { include?: string } = {}): Promise<A11yReport> {
  // A scan of a long page takes many seconds on a busy two-core machine.
  testInfo.setTimeout(testInfo.timeout + 60_000);
  // A list fetching again dims its rows (and axe would read the dimmed colours): the scan waits for it.
  const scope = options.include ?? "body";
  await expect(page.locator(`${scope}[aria-busy="true"], ${scope} [aria-busy="true"]`)).toHaveCount(0, { timeout: 15_000 });
  await settleAnimations(page);
  const builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]);
  // `include`: one part of the page (a CSS selector), for a test about that part alone.
  const results = await (options.include ? builder.include(options.include) : builder).analyze();
  await testInfo.attach(`axe-${label}.json`, { body: JSON.stringify(results.violations, null, 2), contentType: "application/json" });
  const failing = results.violations.filter((v) => FAILING.has(v.impact ?? ""));
  const other = results.violations.filter((v) => !FAILING.has(v.impact ?? ""));
  if (other.length > 0) {
    console.log(`[axe ${label}] not failing (moderate/minor):\n${formatViolations(other)}`);
  }
  return { failing, other, text: formatViolations(failing) };
}

/**
 * Waits for the page's running transitions and animations (a dialog fading
 * in, say) to end: axe reads colours as they are drawn, and halfway through a
 * fade a badge's text blends with its background and fails contrast it meets
 * once shown. Endless animations (a spinner) are not waited for.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ).then(() => undefined),
  );
}

export function formatViolations(violations: Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 8)
        .map((n) => `      - ${n.target.join(" ")}\n        ${n.failureSummary?.replace(/\n/g, "\n        ") ?? ""}`)
        .join("\n");
      const more = v.nodes.length > 8 ? `\n      … and ${v.nodes.length - 8} more` : "";
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    })
    .join("\n");
}
