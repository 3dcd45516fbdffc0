import { desc, eq } from "drizzle-orm";
import express, { type Express } from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { outgoingMail, passwordResetTokens, rateLimits, sessions, users } from "#db/schema";
import { MATH_CHECK_MARKER } from "~/features/auth/math-challenge";
import { hashPassword } from "~/features/auth/password.server";
import { expireResetMail, PASSWORD_RESET_MAIL_KIND, REMOVED_RESET_BODY, removeResetLink } from "~/features/auth/password-reset-mail-retention.server";
import { PASSWORD_RESET_TTL_MS } from "~/features/auth/send-password-reset.server";
import { hashToken } from "~/features/auth/session-token.server";
import { deliverDueMail } from "~/features/mail/deliver-due-mail.server";
import { catalogs } from "~/message-catalogs";
import { expectApiError } from "../support/assertions";
import { backends } from "../support/backends";
import { createUser, signIn } from "../support/factories";
import { agent, createTestApp, csrf, type TestAgent, type TestApp } from "../support/test-app";

const OLD_PASSWORD = "old password 123";
const NEW_PASSWORD = "a fresh password";

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

describe.each(backends)("password reset [$name]", (backend) => {
  let ctx: TestApp;
  let app: Express;
  let bodies: string[];
  let admin: TestAgent;
  let oldHash: string;

  beforeAll(async () => {
    ctx = await createTestApp(backend);
    ({ app, bodies } = recordBodies(ctx.app));
    admin = agent(app);
    await signIn(ctx, { agent: admin, role: "admin" });
    oldHash = await hashPassword(OLD_PASSWORD);
  });
  afterAll(async () => {
    await ctx?.close();
  });
  beforeEach(async () => {
    await ctx.database.db.delete(rateLimits);
  });

  const sendReset = async (userId: number | string, browser: TestAgent = admin, headers: Record<string, string> = {}) => {
    const token = await csrf(browser);
    return browser.post(`/api/admin/users/${userId}/password-reset`).set("X-CSRF-Token", token).set(headers).send();
  };
  const useLink = async (token: unknown, password: string, browser: TestAgent = agent(app), headers: Record<string, string> = {}) => {
    const csrfToken = await csrf(browser);
    return browser.post("/api/password-reset").set("X-CSRF-Token", csrfToken).set(headers).send({ token, password });
  };
  const login = async (username: string, password: string) => {
    const browser = agent(app);
    const token = await csrf(browser);
    return browser.post("/api/login").set("X-CSRF-Token", token).send({ username, password, recaptchaToken: MATH_CHECK_MARKER });
  };
  /** The newest e-mail to an address, and the token in its link. */
  const lastMailTo = async (address: string) => {
    const [mail] = await ctx.database.db.select().from(outgoingMail).where(eq(outgoingMail.toAddress, address)).orderBy(desc(outgoingMail.id)).limit(1);
    const token = /\/reset-password\?token=([\w-]+)/.exec(mail.textBody)?.[1];
    return { mail, token: token ?? "" };
  };
  const member = (overrides: Partial<typeof users.$inferInsert> = {}) => createUser(ctx.database.db, { passwordHash: oldHash, ...overrides });

  it("the admin's action e-mails a bilingual one-time link and stores only the token's hash, valid for one hour", async () => {
    const user = await member({ fullName: "Huda Al-Otaibi" });
    const before = Date.now();
    const res = await sendReset(user.id);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ message: catalogs.en["users.message.resetSent"], email: user.email });

    const { mail, token } = await lastMailTo(user.email!);
    expect(token.length).toBeGreaterThanOrEqual(40);
    expect(mail.reference).toBe(`password-reset:${user.id}`);
    expect(mail.subject).toContain("Sanad Executive Partners");
    expect(mail.textBody).toContain(`${ctx.config.PUBLIC_URL}/reset-password?token=${token}`);
    expect(mail.textBody).toContain(`${ctx.config.PUBLIC_URL}/ar/reset-password?token=${token}`);
    expect(mail.textBody).toContain("Hello Huda Al-Otaibi,");
    expect(mail.textBody).toContain("مرحبًا Huda Al-Otaibi،");
    expect(mail.htmlBody).toContain('dir="rtl"');

    const rows = await ctx.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].id).toBe(hashToken(token));
    expect(rows[0].id).not.toBe(token);
    const ttl = rows[0].expiresAt.getTime() - before;
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000 + 5_000);
  });

  it("following the link sets the password, ends every session of the user, and works once", async () => {
    const user = await member();
    const phone = agent(app);
    const laptop = agent(app);
    await signIn(ctx, { agent: phone, user });
    await signIn(ctx, { agent: laptop, user });
    await sendReset(user.id).then((r) => expect(r.status).toBe(200));
    const { token } = await lastMailTo(user.email!);

    const res = await useLink(token, NEW_PASSWORD, laptop);
    expect(res.status, res.text).toBe(200);
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expectApiError(await phone.get("/api/user"), 401, "UNAUTHENTICATED");
    expectApiError(await laptop.get("/api/user"), 401, "UNAUTHENTICATED");

    expectApiError(await login(user.username, OLD_PASSWORD), 401, "UNAUTHENTICATED");
    expect((await login(user.username, NEW_PASSWORD)).status).toBe(200);

    const again = await useLink(token, "yet another password");
    expectApiError(again, 400, "VALIDATION");
    expect((again.body as { message: string }).message).toBe(catalogs.en["auth.reset.token.used"]);
    expect((await login(user.username, NEW_PASSWORD)).status).toBe(200);
  });

  it("an expired link (older than one hour) is refused with a clear, translated message", async () => {
    const user = await member();
    await sendReset(user.id);
    const { token } = await lastMailTo(user.email!);
    await ctx.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(passwordResetTokens.id, hashToken(token)));
    const res = await useLink(token, NEW_PASSWORD, agent(app), { "X-Language": "ar" });
    expectApiError(res, 400, "VALIDATION");
    expect((res.body as { message: string }).message).toBe(catalogs.ar["auth.reset.token.expired"]);
    expect((await login(user.username, OLD_PASSWORD)).status).toBe(200);
  });

  it("an unknown or missing token is refused", async () => {
    const unknown = await useLink("definitely-not-a-token", NEW_PASSWORD);
    expectApiError(unknown, 400, "VALIDATION");
    expect((unknown.body as { message: string }).message).toBe(catalogs.en["auth.reset.token.unknown"]);
    const missing = await useLink(undefined, NEW_PASSWORD);
    expectApiError(missing, 400, "VALIDATION");
    expect((missing.body as { errors: Record<string, string> }).errors.token).toBe(catalogs.en["auth.reset.token.unknown"]);
  });

  it("a short new password is refused and leaves the link usable", async () => {
    const user = await member();
    await sendReset(user.id);
    const { token } = await lastMailTo(user.email!);
    const short = await useLink(token, "short");
    expectApiError(short, 400, "VALIDATION");
    expect((short.body as { errors: Record<string, string> }).errors.password).toBe("Password must be at least 8 characters");
    expect((await useLink(token, NEW_PASSWORD)).status).toBe(200);
  });

  it("a new link replaces the earlier unused one", async () => {
    const user = await member();
    await sendReset(user.id);
    const first = (await lastMailTo(user.email!)).token;
    await sendReset(user.id);
    const second = (await lastMailTo(user.email!)).token;
    expect(second).not.toBe(first);
    expectApiError(await useLink(first, NEW_PASSWORD), 400, "VALIDATION");
    expect((await useLink(second, NEW_PASSWORD)).status).toBe(200);
  });

  it("400 (translated) when the user has no e-mail address; 404 for a missing user", async () => {
    const user = await member({ email: null });
    const res = await sendReset(user.id, admin, { "X-Language": "ar" });
    expectApiError(res, 400, "VALIDATION");
    expect((res.body as { message: string }).message).toBe(catalogs.ar["users.error.noEmail"]);
    expectApiError(await sendReset(424242), 404, "NOT_FOUND");
  });

  it("only administrators may send links: 401 signed out, 403 for a member, 403 without CSRF", async () => {
    const user = await member();
    expectApiError(await sendReset(user.id, agent(app)), 401, "UNAUTHENTICATED");
    const someone = agent(app);
    await signIn(ctx, { agent: someone });
    expectApiError(await sendReset(user.id, someone), 403, "FORBIDDEN");
    expectApiError(await admin.post(`/api/admin/users/${user.id}/password-reset`), 403, "CSRF_INVALID");
  });

  it("POST /api/password-reset needs a CSRF token", async () => {
    const browser = agent(app);
    expectApiError(await browser.post("/api/password-reset").send({ token: "x", password: NEW_PASSWORD }), 403, "CSRF_INVALID");
  });

  it("no response carried a password hash or a reset token", async () => {
    expect(bodies.length).toBeGreaterThan(20);
    const tokens = await ctx.database.db.select({ id: passwordResetTokens.id }).from(passwordResetTokens);
    for (const body of bodies) {
      expect(body).not.toMatch(/passwordHash|password_hash|\$argon2/i);
      for (const { id } of tokens) expect(body).not.toContain(id);
    }
  });
  describe("the stored copy of a reset e-mail loses its link", () => {
    const deliverWith = (sent: { text: string; html?: string | null }[]) =>
      deliverDueMail({
        db: ctx.database.db,
        transport: { send: async (mail) => void sent.push({ text: mail.text, html: mail.html }), close: () => {} },
        from: "site@example.sa",
        logger: ctx.logger,
        now: () => new Date(Date.now() + 60 * 60_000 * 24),
        onDelivered: { [PASSWORD_RESET_MAIL_KIND]: removeResetLink },
      });

    it("once it is sent: the visitor got the link, the outbox keeps none", async () => {
      const user = await member();
      expect((await sendReset(user.id)).status).toBe(200);
      const { token } = await lastMailTo(user.email!);
      const sent: { text: string; html?: string | null }[] = [];
      await deliverWith(sent);
      expect(sent.some((mail) => mail.text.includes(token))).toBe(true);
      const [stored] = await ctx.database.db.select().from(outgoingMail).where(eq(outgoingMail.toAddress, user.email!)).orderBy(desc(outgoingMail.id)).limit(1);
      expect(stored.status).toBe("sent");
      expect(stored.textBody).toBe(REMOVED_RESET_BODY);
      expect(stored.htmlBody).toBeNull();
      expect(JSON.stringify(stored)).not.toContain(token);
      // The link itself still works: only the stored copy lost it.
      expect((await useLink(token, NEW_PASSWORD)).status).toBe(200);
    });

    it("once the link has expired unsent: removed, and the mail is not sent later", async () => {
      const user = await member();
      expect((await sendReset(user.id)).status).toBe(200);
      const { mail, token } = await lastMailTo(user.email!);
      // An old e-mail of another kind (a lead notification) in the outbox too.
      await ctx.database.db.insert(outgoingMail).values({ toAddress: "firm@example.sa", subject: "New lead", textBody: "A lead", reference: "contact:1", createdAt: new Date(0) });
      expect(await expireResetMail(ctx.database.db, { ttlMs: PASSWORD_RESET_TTL_MS, now: new Date(mail.createdAt.getTime() + PASSWORD_RESET_TTL_MS - 1000) })).toBe(0);
      expect(await expireResetMail(ctx.database.db, { ttlMs: PASSWORD_RESET_TTL_MS, now: new Date(mail.createdAt.getTime() + PASSWORD_RESET_TTL_MS + 1000) })).toBeGreaterThanOrEqual(1);
      const [stored] = await ctx.database.db.select().from(outgoingMail).where(eq(outgoingMail.id, mail.id));
      expect(stored).toMatchObject({ status: "failed", textBody: REMOVED_RESET_BODY, htmlBody: null });
      expect(JSON.stringify(stored)).not.toContain(token);
      // Other kinds of mail are untouched.
      const others = (await ctx.database.db.select().from(outgoingMail)).filter((row) => !row.reference?.startsWith("password-reset:"));
      expect(others.length).toBeGreaterThan(0);
      for (const other of others) expect(other.textBody).not.toBe(REMOVED_RESET_BODY);
    });
  });
});
