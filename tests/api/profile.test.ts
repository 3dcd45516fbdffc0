import { eq } from "drizzle-orm";
import express, { type Express } from "express";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { passwordResetTokens, rateLimits, sessions, users } from "#db/schema";
import { USERNAME_CHANGES_PER_WINDOW } from "~/features/profile/update-profile.server";
import { MATH_CHECK_MARKER } from "~/features/auth/math-challenge";
import { hashPassword } from "~/features/auth/password.server";
import { catalogs } from "~/message-catalogs";
import { expectApiError } from "../support/assertions";
import { backends } from "../support/backends";
import { createUser, signIn } from "../support/factories";
import { signInAs } from "../support/signed-in-agent";
import { agent, createTestApp, csrf, type TestAgent, type TestApp } from "../support/test-app";

const PASSWORD = "current password 1";

function recordBodies(app: Express): { app: Express; bodies: string[] } {
  const bodies: string[] = [];
  const outer = express();
  outer.use((_req, res, next) => {
    const send = res.send.bind(res);
    res.send = ((body?: unknown) => {
      if (body !== undefined) bodies.push(Buffer.isBuffer(body) ? body.toString("utf8") : typeof body === "string" ? body : JSON.stringify(body));
      return send(body);
    }) as typeof res.send;
    next();
  });
  outer.use(app);
  return { app: outer, bodies };
}

const fullProfile = {
  username: "sara.q",
  fullName: "Sara Al-Qahtani",
  email: "Sara@Example.SA",
  linkedinUrl: "https://www.linkedin.com/in/sara-q",
  bio: "HR leader with a focus on Saudization.",
  currentJobTitle: "HR Director",
  desiredJobTitle: "Chief People Officer",
  location: "Riyadh",
  gender: "female",
  industry: "Energy",
  yearsOfExperience: 14,
  receiveJobAlerts: true,
  receiveNewsletter: true,
  professionalSkills: "Talent acquisition, , Saudization,Compensation, Saudization",
};

describe.each(backends)("profile API [$name]", (backend) => {
  let ctx: TestApp;
  let app: Express;
  let bodies: string[];
  let passwordHash: string;

  beforeAll(async () => {
    ctx = await createTestApp(backend);
    ({ app, bodies } = recordBodies(ctx.app));
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(async () => {
    await ctx?.close();
  });
  beforeEach(async () => {
    await ctx.database.db.delete(rateLimits);
  });

  const member = async (overrides: Partial<typeof users.$inferInsert> = {}) => {
    const user = await createUser(ctx.database.db, { passwordHash, ...overrides });
    const session = await signInAs(ctx, "user", { app, user });
    return { browser: session.agent, user, session };
  };
  const put = async (browser: TestAgent, body: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const token = await csrf(browser);
    return browser.put("/api/profile").set("X-CSRF-Token", token).set(headers).send(body);
  };

  describe("trying usernames from the profile (enumeration)", () => {
    it("counts each attempt at another name, taken or free, and answers 429 past the limit; keeping one's own name never counts", async () => {
      const { browser, user } = await member();
      for (let i = 0; i < USERNAME_CHANGES_PER_WINDOW + 3; i++) expect((await put(browser, { username: user.username.toUpperCase(), fullName: `Name ${i}` })).status).toBe(200);
      const other = await createUser(ctx.database.db);
      for (let i = 0; i < USERNAME_CHANGES_PER_WINDOW; i++) {
        const res = await put(browser, { username: i % 2 ? other.username : `free${i}${user.username}`.slice(0, 30) });
        expect([200, 409], res.text).toContain(res.status);
      }
      const refused = await put(browser, { username: other.username });
      expectApiError(refused, 429, "RATE_LIMITED");
      expect(refused.headers["retry-after"]).toBeTruthy();
      const stillMine = await put(browser, { bio: "Still here" });
      expect(stillMine.status).toBe(200);
    });

    it("the limit is also per address, so several accounts on one address share it", async () => {
      const others = await Promise.all([member(), member()]);
      let refused = 0;
      for (let i = 0; i < USERNAME_CHANGES_PER_WINDOW + 2; i++) {
        const { browser, user } = others[i % 2];
        const res = await put(browser, { username: `try${i}${user.username}`.slice(0, 30) });
        if (res.status === 429) refused += 1;
      }
      expect(refused).toBe(2);
    });
  });

  describe("GET /api/profile", () => {
    it("401 when signed out", async () => {
      expectApiError(await request(app).get("/api/profile"), 401, "UNAUTHENTICATED");
    });

    it("200 with every field of the spec's Profile entity, and nothing secret", async () => {
      const { browser } = await member({ username: "noor", fullName: "Noor", email: "noor@example.sa", yearsOfExperience: 5, gender: "male" });
      const res = await browser.get("/api/profile").expect(200);
      expect(res.body).toEqual({
        username: "noor",
        fullName: "Noor",
        email: "noor@example.sa",
        linkedinUrl: null,
        bio: null,
        currentJobTitle: null,
        desiredJobTitle: null,
        location: null,
        gender: "male",
        industry: null,
        yearsOfExperience: 5,
        receiveJobAlerts: false,
        receiveNewsletter: false,
        professionalSkills: null,
      });
    });
  });

  describe("PUT /api/profile", () => {
    it("401 when signed out, 403 without a CSRF token", async () => {
      const anonymous = agent(app);
      expectApiError(await put(anonymous, { fullName: "x" }), 401, "UNAUTHENTICATED");
      const { browser } = await member();
      expectApiError(await browser.put("/api/profile").send({ fullName: "x" }), 403, "CSRF_INVALID");
    });

    it("saves every field, normalising e-mail and skills, and answers with the profile", async () => {
      const { browser, user } = await member();
      const res = await put(browser, fullProfile);
      expect(res.status, res.text).toBe(200);
      expect(res.body).toEqual({ ...fullProfile, email: "sara@example.sa", professionalSkills: "Talent acquisition, Saudization, Compensation" });
      const me = await browser.get("/api/user").expect(200);
      expect(me.body).toMatchObject({ id: user.id, username: "sara.q", fullName: "Sara Al-Qahtani", email: "sara@example.sa" });
    });

    it("empty values clear fields; absent fields stay as they are", async () => {
      const { browser } = await member({ fullName: "Keeps Name", bio: "Old bio", receiveNewsletter: true, yearsOfExperience: 3 });
      const res = await put(browser, { bio: "", gender: "", yearsOfExperience: "", location: "  " });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({ fullName: "Keeps Name", bio: null, gender: null, yearsOfExperience: null, location: null, receiveNewsletter: true });
    });

    it("400 with translated field errors for bad values", async () => {
      const { browser } = await member();
      const res = await put(browser, {
        username: "x y",
        email: "not-an-email",
        linkedinUrl: "linkedin.com/in/me",
        yearsOfExperience: 75,
        gender: "other",
      });
      expectApiError(res, 400, "VALIDATION");
      expect((res.body as { errors: Record<string, string> }).errors).toEqual({
        username: catalogs.en["auth.username.pattern"],
        email: "Please enter a valid email address",
        linkedinUrl: catalogs.en["profile.linkedin.invalid"],
        yearsOfExperience: catalogs.en["profile.years.invalid"],
        gender: catalogs.en["profile.gender.invalid"],
      });
      const ar = await put(browser, { email: "nope" }, { "X-Language": "ar" });
      expect((ar.body as { errors: Record<string, string> }).errors.email).toBe(catalogs.ar["auth.email.invalid"]);
    });

    it("409 when the username belongs to someone else (in any case); keeping your own is fine", async () => {
      await createUser(ctx.database.db, { username: "Taken.Name" });
      const { browser, user } = await member();
      const res = await put(browser, { username: "taken.name" });
      expectApiError(res, 409, "CONFLICT");
      expect((res.body as { errors: Record<string, string> }).errors.username).toBe(catalogs.en["auth.username.taken"]);
      expect((await put(browser, { username: user.username, fullName: "Same" })).status).toBe(200);
    });
  });

  describe("password change through PUT /api/profile", () => {
    const login = async (username: string, password: string) => {
      const browser = agent(app);
      const token = await csrf(browser);
      return browser.post("/api/login").set("X-CSRF-Token", token).send({ username, password, recaptchaToken: MATH_CHECK_MARKER });
    };

    it("changes the password, ends the user's other sessions and keeps this one", async () => {
      const { browser, user, session } = await member();
      const laptop = agent(app);
      const other = await signIn(ctx, { agent: laptop, user });
      await ctx.database.db.insert(passwordResetTokens).values({ id: "pending-link", userId: user.id, expiresAt: new Date(Date.now() + 3_600_000) });

      const res = await put(browser, { currentPassword: PASSWORD, newPassword: "brand new password" });
      expect(res.status, res.text).toBe(200);

      const remaining = await ctx.database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id));
      expect(remaining.map((s) => s.id)).toEqual([session.sessionId]);
      expect(remaining.map((s) => s.id)).not.toContain(other.sessionId);
      await browser.get("/api/user").expect(200);
      expectApiError(await laptop.get("/api/user"), 401, "UNAUTHENTICATED");
      // An unused reset link would otherwise undo the change.
      expect(await ctx.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id))).toEqual([]);

      expectApiError(await login(user.username, PASSWORD), 401, "UNAUTHENTICATED");
      expect((await login(user.username, "brand new password")).status).toBe(200);
    });

    it("400 when the current password is wrong; nothing changes", async () => {
      const { browser, user } = await member();
      const res = await put(browser, { currentPassword: "not my password", newPassword: "brand new password", fullName: "Should Not Save" });
      expectApiError(res, 400, "VALIDATION");
      expect((res.body as { errors: Record<string, string> }).errors).toEqual({ currentPassword: catalogs.en["profile.password.currentIncorrect"] });
      const [row] = await ctx.database.db.select({ fullName: users.fullName }).from(users).where(eq(users.id, user.id));
      expect(row.fullName).toBe(user.fullName);
      expect((await login(user.username, PASSWORD)).status).toBe(200);
    });

    it("400 when only one of the two password fields is sent, or the new one is short", async () => {
      const { browser } = await member();
      const onlyNew = await put(browser, { newPassword: "brand new password" });
      expectApiError(onlyNew, 400, "VALIDATION");
      expect((onlyNew.body as { errors: Record<string, string> }).errors).toEqual({ currentPassword: catalogs.en["profile.password.fieldRequired"] });
      const onlyCurrent = await put(browser, { currentPassword: PASSWORD });
      expect((onlyCurrent.body as { errors: Record<string, string> }).errors).toEqual({ newPassword: catalogs.en["profile.password.fieldRequired"] });
      const short = await put(browser, { currentPassword: PASSWORD, newPassword: "short" });
      expect((short.body as { errors: Record<string, string> }).errors).toEqual({ newPassword: "Password must be at least 8 characters" });
    });

    it("throttles guesses of the current password: the sixth attempt → 429", async () => {
      const { browser } = await member();
      for (let i = 0; i < 5; i++) expectApiError(await put(browser, { currentPassword: `guess ${i}`, newPassword: "brand new password" }), 400, "VALIDATION");
      const blocked = await put(browser, { currentPassword: PASSWORD, newPassword: "brand new password" });
      expectApiError(blocked, 429, "RATE_LIMITED");
      expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    });
  });

  it("no response carried a password hash", () => {
    expect(bodies.length).toBeGreaterThan(15);
    for (const body of bodies) expect(body).not.toMatch(/passwordHash|password_hash|\$argon2/i);
  });
});
