// Screenshots of the header at tablet and laptop widths, both languages,
// signed out, as a member and as an administrator (account menu open).
//
//   node_modules/.bin/node scripts/header-shots.mjs http://127.0.0.1:PORT ADMIN_USER ADMIN_PASSWORD [outDir]
//
// Needs a running server that has that administrator (ADMIN_USERNAME/ADMIN_PASSWORD at start).
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const [base, adminUser, adminPassword, outDir = "screenshots/header"] = process.argv.slice(2);
if (!base || !adminUser || !adminPassword) {
  console.error("usage: header-shots.mjs BASE_URL ADMIN_USER ADMIN_PASSWORD [outDir]");
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});

async function api(context, method, url, data) {
  const token = (await (await context.request.get(`${base}/api/csrf-token`)).json()).csrfToken;
  const res = await context.request.fetch(`${base}${url}`, { method, headers: { "X-CSRF-Token": token, "CSRF-Token": token }, data });
  if (!res.ok()) throw new Error(`${method} ${url}: ${res.status()} ${await res.text()}`);
}

const member = { username: `member${Date.now().toString(36)}`, password: "member password 1" };
{
  const context = await browser.newContext();
  await api(context, "POST", "/api/login", { username: adminUser, password: adminPassword, recaptchaToken: "math-check-passed" });
  await api(context, "POST", "/api/admin/users", member);
  await context.close();
}

const who = { out: null, member, admin: { username: adminUser, password: adminPassword } };
for (const [role, account] of Object.entries(who)) {
  const context = await browser.newContext();
  if (account) await api(context, "POST", "/api/login", { ...account, recaptchaToken: "math-check-passed" });
  const page = await context.newPage();
  for (const lang of ["en", "ar"]) {
    for (const width of [768, 1024, 1152, 1280]) {
      await page.setViewportSize({ width, height: 400 });
      await page.goto(`${base}${lang === "ar" ? "/ar" : "/"}`, { waitUntil: "networkidle" });
      const file = (suffix = "") => path.join(outDir, `header-${role}-${lang}-${width}${suffix}.png`);
      await page.screenshot({ path: file(), clip: { x: 0, y: 0, width, height: 120 } });
      if (account) {
        const badge = page.locator("header [aria-haspopup='menu']").first();
        if (await badge.isVisible()) {
          await badge.click();
          await page.waitForTimeout(200);
          await page.screenshot({ path: file("-menu"), clip: { x: 0, y: 0, width, height: 320 } });
          await page.keyboard.press("Escape");
        } else {
          await page.locator('header button[aria-controls="mobile-menu"]').click();
          await page.waitForTimeout(300);
          await page.setViewportSize({ width, height: 1000 });
          await page.screenshot({ path: file("-menu"), fullPage: false });
        }
      }
    }
  }
  await context.close();
}
await browser.close();
console.log(`header screenshots in ${outDir}`);
