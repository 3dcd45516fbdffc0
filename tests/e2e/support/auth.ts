import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { e2eAdmin } from "./server-env";

/** The marker the sign-in form sends as `recaptchaToken` once its math check passes (spec: login payload). */
const MATH_CHECK_MARKER = "math-check-passed";

/**
 * A fresh CSRF token for a page's browser context or an API request context
 * (the token follows the session): the one way the browser specs get one.
 */
export async function csrfToken(from: Page | APIRequestContext): Promise<string> {
  const request = "request" in from ? from.request : from;
  const tokenResponse = await request.get("/api/csrf-token");
  expect(tokenResponse.status(), "GET /api/csrf-token").toBe(200);
  return ((await tokenResponse.json()) as { csrfToken: string }).csrfToken;
}

async function signIn(page: Page, username: string, password: string): Promise<void> {
  const token = await csrfToken(page);
  const login = await page.request.post("/api/login", {
    headers: { "CSRF-Token": token, "X-CSRF-Token": token },
    data: { username, password, recaptchaToken: MATH_CHECK_MARKER },
  });
  expect(login.status(), `POST /api/login: ${await login.text()}`).toBe(200);
}

/**
 * Signs the page's browser context in as the admin the e2e server created,
 * through the API as the site's own request layer does (CSRF token first).
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  await signIn(page, e2eAdmin.username, e2eAdmin.password);
}

/**
 * Signs the page's browser context in as a new member (role `user`): the
 * admin creates the account through the API (registration is rate-limited
 * per address), then the member signs in. Returns the member's username.
 */
export async function signInAsNewMember(page: Page, prefix = "member"): Promise<string> {
  const username = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const password = "member password 1";
  await signInAsAdmin(page);
  const token = await csrfToken(page);
  const created = await page.request.post("/api/admin/users", {
    headers: { "CSRF-Token": token, "X-CSRF-Token": token },
    data: { username, password },
  });
  expect(created.status(), `POST /api/admin/users: ${await created.text()}`).toBe(201);
  await signIn(page, username, password);
  const me = (await (await page.request.get("/api/user")).json()) as { username: string; role: string };
  expect(me, "signed in as the new member").toMatchObject({ username, role: "user" });
  return username;
}
