import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:4391";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const lang of ["en", "ar"]) for (const width of [390, 1280]) {
  const context = await browser.newContext({ baseURL: base, viewport: { width, height: 1000 } });
  const page = await context.newPage();
  const t = (await (await page.request.get("/api/csrf-token")).json()).csrfToken;
  const r = await page.request.post("/api/login", { headers: { "CSRF-Token": t }, data: { username: "shot-admin", password: "shot-password-not-secret", recaptchaToken: "math-check-passed" } });
  if (r.status() !== 200) throw new Error("login " + r.status());
  await page.goto(`${lang === "ar" ? "/ar" : ""}/admin?tab=blog`);
  await page.waitForSelector("html[data-hydrated]");
  const edit = page.getByRole("row").filter({ hasText: lang === "ar" ? "مقاعد مجالس الإدارة" : "Board seats in 2025" }).first();
  await edit.getByRole("button").last().click();
  const menuItem = page.getByRole("menuitem").first();
  await menuItem.click();
  const dialog = page.getByRole("dialog");
  const field = dialog.getByRole("textbox", { name: lang === "ar" ? "وصف صورة الغلاف (بالإنجليزية)" : "Cover description (English)" });
  await field.waitFor();
  await field.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await page.evaluate(() => new Promise((r) => setTimeout(r, 500)));
  await page.screenshot({ path: `/tmp/wt-images-editor-${lang}-${width}.png` });
  await context.close();
}
await browser.close();
