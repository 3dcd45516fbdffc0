import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";

/**
 * Where the browser tests leave screenshots for a person to look at (each
 * screen in English and Arabic at 390 and 1280 px): `E2E_SHOTS_DIR`, e.g.
 * `E2E_SHOTS_DIR=/tmp/shots npm run test:e2e -- tests/e2e/translations.spec.ts`.
 * Unset (CI), no screenshot is taken: they assert nothing and cost time.
 */
export const reviewShotsDir = process.env.E2E_SHOTS_DIR || undefined;

/** A screenshot named `<name>.png` in `E2E_SHOTS_DIR`, or nothing when it is unset. A page is photographed whole unless `fullPage` is false. */
export async function reviewShot(target: Page | Locator, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  if (!reviewShotsDir) return;
  mkdirSync(reviewShotsDir, { recursive: true });
  const file = path.join(reviewShotsDir, `${name}.png`);
  if ("goto" in target) await target.screenshot({ path: file, fullPage });
  else await target.screenshot({ path: file });
}
