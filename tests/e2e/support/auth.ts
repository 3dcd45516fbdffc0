import { expect, type Page } from "@playwright/test";
import { e2eAdmin } from "./server-env";

/** The marker the sign-in form sends as `recaptchaToken` once its math check passes (spec: login payload). */
const MATH_CHECK_MARKER = "math-check-passed";

/**
 * Signs the page's browser context in as the admin the e2e server created,
 * through the API as the site's own request layer does (CSRF token first).
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  const tokenResponse = await page.request.get("/api/csrf-token");
  expect(tokenResponse.status(), "GET /api/csrf-token").toBe(200);
  const { csrfToken } = (await tokenResponse.json()) as { csrfToken: string };
  const login = await page.request.post("/api/login", {
    headers: { "CSRF-Token": csrfToken, "X-CSRF-Token": csrfToken },
    data: { username: e2eAdmin.username, password: e2eAdmin.password, recaptchaToken: MATH_CHECK_MARKER },
  });
  expect(login.status(), `POST /api/login: ${await login.text()}`).toBe(200);
}
