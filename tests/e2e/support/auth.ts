import { expect, request as playwrightRequest, test, type APIRequestContext, type Cookie, type Locator, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { waitForHydration } from "./fixtures";
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

/** Signs the page's browser context in through POST /api/login, as the site's request layer does (CSRF token first). */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  const token = await csrfToken(page);
  const login = await page.request.post("/api/login", {
    headers: { "CSRF-Token": token, "X-CSRF-Token": token },
    data: { username, password, recaptchaToken: MATH_CHECK_MARKER },
  });
  expect(login.status(), `POST /api/login: ${await login.text()}`).toBe(200);
}

/** The session cookie's names (server/middleware/session.ts): `sid`, or `__Host-sid` on https. */
const SESSION_COOKIE = /^(__Host-)?sid$/;

/**
 * The admin's session of this worker: signed in once through the API (an
 * argon2 check on the server) and its cookie reused by every test that signs
 * in as the admin without testing sign-in. Sessions live in the database and
 * the CSRF token is an HMAC of the session, so each context holding the
 * cookie gets valid tokens of its own from /api/csrf-token. Tests in a worker
 * run one after another; a test that ends this session (signing out, or
 * signing someone else in over it) makes the next one sign in afresh.
 */
let adminSession: Promise<Cookie[]> | null = null;

function baseURL(): string {
  const url = test.info().project.use.baseURL;
  if (!url) throw new Error("the e2e project has no baseURL");
  return url;
}

async function signInFresh(username: string, password: string): Promise<Cookie[]> {
  const api = await playwrightRequest.newContext({ baseURL: baseURL() });
  try {
    const token = await csrfToken(api);
    const login = await api.post("/api/login", {
      headers: { "CSRF-Token": token, "X-CSRF-Token": token },
      data: { username, password, recaptchaToken: MATH_CHECK_MARKER },
    });
    expect(login.status(), `POST /api/login: ${await login.text()}`).toBe(200);
    const cookies = (await api.storageState()).cookies.filter((c) => SESSION_COOKIE.test(c.name));
    expect(cookies, "the session cookie after POST /api/login").toHaveLength(1);
    return cookies;
  } finally {
    await api.dispose();
  }
}

/** The worker's admin session cookie, signed in again when a test has ended it. */
async function adminCookies(): Promise<Cookie[]> {
  adminSession ??= signInFresh(e2eAdmin.username, e2eAdmin.password);
  const cookies = await adminSession.catch((error: unknown) => {
    adminSession = null;
    throw error;
  });
  const api = await playwrightRequest.newContext({ baseURL: baseURL(), storageState: { cookies, origins: [] } });
  try {
    if ((await api.get("/api/user")).status() === 200) return cookies;
  } finally {
    await api.dispose();
  }
  adminSession = signInFresh(e2eAdmin.username, e2eAdmin.password);
  return adminSession;
}

/**
 * Signs the page's browser context in as the admin the e2e server created:
 * with the worker's admin session (see `adminSession`), or, with
 * `ownSession`, a session of its own made by POST /api/login as the site's
 * request layer does (CSRF token first) — for a test that signs out, so the
 * shared session stays.
 */
export async function signInAsAdmin(page: Page, { ownSession = false } = {}): Promise<void> {
  if (ownSession) return signIn(page, e2eAdmin.username, e2eAdmin.password);
  await page.context().addCookies(await adminCookies());
}

/**
 * An API request context signed in as the admin (the worker's session), for
 * seeding data where the click is not under test. Dispose it when done.
 */
export async function adminApi(): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL: baseURL(), storageState: { cookies: await adminCookies(), origins: [] } });
}

/**
 * A new account made by the admin through the API (registration is
 * rate-limited per address): a member (role `user`) unless `role` says (`editor`, `admin`)
 * otherwise. Returns its username and password.
 */
export async function createMember(
  fields: { username?: string; password?: string; fullName?: string; email?: string; role?: "user" | "editor" | "admin" } = {},
): Promise<{ username: string; password: string }> {
  const username = fields.username ?? `member${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const password = fields.password ?? "member password 1";
  const admin = await adminApi();
  try {
    const token = await csrfToken(admin);
    const created = await admin.post("/api/admin/users", {
      headers: { "CSRF-Token": token, "X-CSRF-Token": token },
      data: { ...fields, username, password },
    });
    expect(created.status(), `POST /api/admin/users: ${await created.text()}`).toBe(201);
  } finally {
    await admin.dispose();
  }
  return { username, password };
}

/**
 * Signs the page's browser context in as a new member (role `user`, made by
 * `createMember`) through POST /api/login. Returns the member's username.
 */
export async function signInAsNewMember(page: Page, prefix = "member"): Promise<string> {
  const { username, password } = await createMember({ username: `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}` });
  await signIn(page, username, password);
  const me = (await (await page.request.get("/api/user")).json()) as { username: string; role: string };
  expect(me, "signed in as the new member").toMatchObject({ username, role: "user" });
  return username;
}

/** The sign-in form's arithmetic question answered as a person does: the numbers read off its label (in `scope`, a form or the page). */
export async function answerMathCheck(scope: Page | Locator): Promise<void> {
  const question = (await scope.locator("fieldset label").first().textContent()) ?? "";
  const [a, b] = (question.match(/\d+/g) ?? []).map(Number);
  await scope.locator("fieldset input").first().fill(String(a + b));
}

/** The sign-in form's labels in the page's language, as a spec writes them out. */
export interface SignInNames {
  username: string;
  password: string;
  signIn: string;
}

/** The sign-in form filled by its labels and sent. */
export async function submitSignInForm(
  scope: Page | Locator,
  names: SignInNames,
  username: string,
  password: string,
): Promise<void> {
  // A sign-in page reached by a page load (a redirect to /auth, a link from a static page) enables its button once React
  // checks the arithmetic answer, and holds a send made before that (decision 040): fill it in once it is live.
  await waitForHydration("page" in scope ? scope.page() : scope);
  await scope.getByRole("textbox", { name: names.username, exact: true }).fill(username);
  await scope.getByRole("textbox", { name: names.password, exact: true }).fill(password);
  await answerMathCheck(scope);
  await scope.getByRole("button", { name: names.signIn, exact: true }).click();
}

/**
 * The browser forgets its session, as when a private window is closed: it
 * leaves the page first, so nothing still on it asks the server as someone
 * signed out (the page guard would report that answer), then drops its cookies.
 */
export async function forgetSession(page: Page): Promise<void> {
  await page.goto("about:blank");
  await page.context().clearCookies();
}

/** The code an authenticator app shows for `secret` (base32), `ahead` 30-second steps from now. */
export function appCode(secret: string, ahead = 0): string {
  return new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + ahead * 30_000 });
}
