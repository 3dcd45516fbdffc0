import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MATH_CHECK_MARKER } from "~/features/auth/math-challenge";
import { hashPassword } from "~/features/auth/password.server";
import { backends } from "../support/backends";
import { createUser } from "../support/factories";
import { agent, createTestApp, csrf, type TestApp } from "../support/test-app";

const PASSWORD = "correct horse battery";

describe.each(backends)("session cookie [$name]", (backend) => {
  let https: TestApp;
  let http: TestApp;

  beforeAll(async () => {
    https = await createTestApp(backend, { env: { PUBLIC_URL: "https://www.firm.example" } });
    http = await createTestApp(backend);
  });
  afterAll(async () => {
    await https?.close();
    await http?.close();
  });

  const signInOn = async (ctx: TestApp) => {
    const user = await createUser(ctx.database.db, { passwordHash: await hashPassword(PASSWORD) });
    const browser = agent(ctx.app);
    const token = await csrf(browser);
    const res = await browser.post("/api/login").set("X-CSRF-Token", token).send({ username: user.username, password: PASSWORD, recaptchaToken: MATH_CHECK_MARKER });
    expect(res.status, res.text).toBe(200);
    const cookie = ([] as string[]).concat(res.headers["set-cookie"] ?? []).find((c) => /sid=/.test(c)) ?? "";
    return { cookie, token: /sid=([^;]+)/.exec(cookie)?.[1] ?? "" };
  };

  it("on an https site: __Host-sid, Secure (without X-Forwarded-Proto), HttpOnly, SameSite=Lax, path /, no Domain", async () => {
    const { cookie, token } = await signInOn(https);
    expect(cookie).toMatch(/^__Host-sid=/);
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Path=\/(;|$)/);
    expect(cookie).not.toMatch(/Domain=/i);
    // The session is read from that cookie, and only from it.
    const me = await agent(https.app).get("/api/user").set("Cookie", `__Host-sid=${token}`);
    expect(me.status).toBe(200);
    expect(me.body).toHaveProperty("username");
    const plain = await agent(https.app).get("/api/user").set("Cookie", `sid=${token}`);
    expect(plain.status).toBe(401);
  });

  it("on a plain-http site (development): sid, not Secure", async () => {
    const { cookie } = await signInOn(http);
    expect(cookie).toMatch(/^sid=/);
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });
});
