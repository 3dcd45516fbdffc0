import { eq, sql } from "drizzle-orm";
import express, { type Express } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MATH_CHECK_MARKER } from "~/features/auth/math-challenge";
import { catalogs } from "~/message-catalogs";
import { sessions, users } from "#db/schema";
import { expectApiError } from "../support/assertions";
import { backends } from "../support/backends";
import { createUser, signIn } from "../support/factories";
import { signInAsAdmin } from "../support/signed-in-agent";
import { agent, createTestApp, csrf, type TestAgent, type TestApp } from "../support/test-app";

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

interface AdminUserBody {
  id: number;
  username: string;
  fullName: string | null;
  email: string | null;
  role: "user" | "admin";
  createdAt: string;
}
interface PageBody {
  users: AdminUserBody[];
  total: number;
  page: number;
  pageSize: number;
}

describe.each(backends)("admin users API [$name]", (backend) => {
  let ctx: TestApp;
  let app: Express;
  let bodies: string[];
  let admin: TestAgent;
  let adminId: number;

  beforeAll(async () => {
    ctx = await createTestApp(backend);
    ({ app, bodies } = recordBodies(ctx.app));
    const signedIn = await signInAsAdmin(ctx, { app });
    admin = signedIn.agent;
    adminId = signedIn.user.id;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  /** A mutating call with a fresh CSRF token for that browser. */
  const send = async (browser: TestAgent, method: "post" | "put" | "delete", url: string, body?: unknown, headers: Record<string, string> = {}) => {
    const token = await csrf(browser);
    const req = browser[method](url).set("X-CSRF-Token", token).set(headers);
    return body === undefined ? req : req.send(body as object);
  };

  describe("access", () => {
    // 401 signed out and 403 for members and editors: the one matrix over every route, authorization-matrix.test.ts.
    it("mutating calls without a CSRF token → 403 CSRF_INVALID, even for an admin", async () => {
      expectApiError(await admin.post("/api/admin/users").send({ username: "no-csrf", password: "long enough" }), 403, "CSRF_INVALID");
      expectApiError(await admin.put(`/api/admin/users/${adminId}/role`).send({ role: "admin" }), 403, "CSRF_INVALID");
      expectApiError(await admin.delete("/api/admin/users/999999"), 403, "CSRF_INVALID");
    });
  });

  describe("GET /api/admin/users", () => {
    it("lists users newest first with { users, total, page, pageSize } and no secrets", async () => {
      const res = await admin.get("/api/admin/users").expect(200);
      const body = res.body as PageBody;
      expect(body.page).toBe(1);
      expect(body.pageSize).toBe(20);
      expect(body.total).toBe(body.users.length);
      expect(Object.keys(body.users[0]).sort()).toEqual(["createdAt", "email", "fullName", "id", "isProtected", "role", "secondFactor", "username"]);
      const dates = body.users.map((u) => Date.parse(u.createdAt));
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    });

    it("pages through thousands of users and searches username, name and email", async () => {
      await ctx.database.db.execute(sql`
        insert into users (username, password_hash, full_name, email, created_at)
        select 'bulk_' || g, 'not-a-hash', 'Bulk Person ' || g, 'bulk' || g || '@example.com', now() - (g || ' seconds')::interval
        from generate_series(1, 2500) as g`);
      const first = (await admin.get("/api/admin/users?page=1&pageSize=50").expect(200)).body as PageBody;
      expect(first.users).toHaveLength(50);
      expect(first.total).toBeGreaterThanOrEqual(2500);
      const last = (await admin.get(`/api/admin/users?page=${Math.ceil(first.total / 50)}&pageSize=50`).expect(200)).body as PageBody;
      expect(last.users.length).toBeGreaterThan(0);
      expect(last.users.length).toBeLessThanOrEqual(50);

      const byName = (await admin.get("/api/admin/users?search=Bulk%20Person%202499").expect(200)).body as PageBody;
      expect(byName.users.map((u) => u.username)).toEqual(["bulk_2499"]);
      const byEmail = (await admin.get("/api/admin/users?search=BULK77@").expect(200)).body as PageBody;
      expect(byEmail.users.map((u) => u.username)).toEqual(["bulk_77"]);
      const wildcard = (await admin.get("/api/admin/users?search=%25").expect(200)).body as PageBody;
      expect(wildcard.total).toBe(0);
      await ctx.database.db.delete(users).where(sql`${users.username} like 'bulk\\_%'`);
    });

    it("bad paging values fall back to the defaults; page size is capped", async () => {
      const res = (await admin.get("/api/admin/users?page=-3&pageSize=abc").expect(200)).body as PageBody;
      expect(res.page).toBe(1);
      expect(res.pageSize).toBe(20);
      const capped = (await admin.get("/api/admin/users?pageSize=5000").expect(200)).body as PageBody;
      expect(capped.pageSize).toBe(100);
      const max = (await admin.get("/api/admin/users?pageSize=100").expect(200)).body as PageBody;
      expect(max.pageSize).toBe(100);
    });
  });

  describe("POST /api/admin/users", () => {
    it("201 creates a member by default, who can sign in", async () => {
      const res = await send(admin, "post", "/api/admin/users", { username: "colleague", password: "long enough", fullName: "A Colleague", email: "colleague@example.sa" });
      expect(res.status, res.text).toBe(201);
      expect(res.body).toMatchObject({ username: "colleague", role: "user", fullName: "A Colleague", email: "colleague@example.sa" });
      const browser = agent(app);
      const token = await csrf(browser);
      const login = await browser.post("/api/login").set("X-CSRF-Token", token).send({ username: "colleague", password: "long enough", recaptchaToken: MATH_CHECK_MARKER });
      expect(login.status, login.text).toBe(200);
    });

    it("creates an administrator when asked; full name and email may be empty", async () => {
      const res = await send(admin, "post", "/api/admin/users", { username: "second-admin", password: "long enough", role: "admin", fullName: "", email: "" });
      expect(res.status, res.text).toBe(201);
      expect(res.body).toMatchObject({ role: "admin", fullName: null, email: null });
    });

    it("400 with field errors: missing username and password, bad email, unknown role", async () => {
      const res = await send(admin, "post", "/api/admin/users", { email: "nope", role: "owner" });
      expectApiError(res, 400, "VALIDATION");
      expect((res.body as { errors: Record<string, string> }).errors).toEqual({
        username: catalogs.en["auth.username.required"],
        password: catalogs.en["auth.password.required"],
        email: catalogs.en["auth.email.invalid"],
        role: catalogs.en["users.role.invalid"],
      });
    });

    it("409 for a taken username (any case), with a translated message", async () => {
      await createUser(ctx.database.db, { username: "Duplicate" });
      const res = await send(admin, "post", "/api/admin/users", { username: "duplicate", password: "long enough" }, { "X-Language": "ar" });
      expectApiError(res, 409, "CONFLICT");
      expect((res.body as { message: string }).message).toBe(catalogs.ar["auth.username.taken"]);
    });
  });

  describe("PUT /api/admin/users/:userId", () => {
    it("updates name, email and username", async () => {
      const user = await createUser(ctx.database.db);
      const res = await send(admin, "put", `/api/admin/users/${user.id}`, { username: "renamed", fullName: "New Name", email: "new@example.sa" });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({ id: user.id, username: "renamed", fullName: "New Name", email: "new@example.sa", role: "user" });
    });

    it("404 for a missing or malformed id; 409 for a taken username; 400 for bad input", async () => {
      expectApiError(await send(admin, "put", "/api/admin/users/999999", { username: "whoever" }), 404, "NOT_FOUND");
      expectApiError(await send(admin, "put", "/api/admin/users/abc", { username: "whoever" }), 404, "NOT_FOUND");
      const a = await createUser(ctx.database.db);
      const b = await createUser(ctx.database.db);
      expectApiError(await send(admin, "put", `/api/admin/users/${a.id}`, { username: b.username.toUpperCase() }), 409, "CONFLICT");
      expectApiError(await send(admin, "put", `/api/admin/users/${a.id}`, { username: "a", email: "x" }), 400, "VALIDATION");
    });

    it("refuses to rename the main 'admin' account but lets its full name change (its e-mail only it changes: protected-account.test.ts)", async () => {
      const main = await createUser(ctx.database.db, { username: "admin", role: "admin", isProtected: true });
      const rename = await send(admin, "put", `/api/admin/users/${main.id}`, { username: "not-admin-anymore", email: main.email });
      expectApiError(rename, 403, "FORBIDDEN");
      expect((rename.body as { message: string }).message).toBe(catalogs.en["users.error.protectedRename"]);
      const ok = await send(admin, "put", `/api/admin/users/${main.id}`, { username: "admin", fullName: "Main Admin", email: main.email });
      expect(ok.status, ok.text).toBe(200);
      await ctx.database.db.delete(users).where(eq(users.id, main.id));
    });
  });

  describe("PUT /api/admin/users/:userId/role", () => {
    it("Make Admin and Remove Admin Role answer { message } and take effect at once", async () => {
      const target = agent(app);
      const { user } = await signIn(ctx, { agent: target, role: "user" });
      expectApiError(await target.get("/api/admin/users"), 403, "FORBIDDEN");

      const promote = await send(admin, "put", `/api/admin/users/${user.id}/role`, { role: "admin" });
      expect(promote.status, promote.text).toBe(200);
      expect(promote.body).toEqual({ message: catalogs.en["users.message.roleUpdated"] });
      await target.get("/api/admin/users").expect(200);

      const demote = await send(admin, "put", `/api/admin/users/${user.id}/role`, { role: "user" }, { "X-Language": "ar" });
      expect(demote.body).toEqual({ message: catalogs.ar["users.message.roleUpdated"] });
      expectApiError(await target.get("/api/admin/users"), 403, "FORBIDDEN");
    });

    it("protection follows the account's flag, not its name: a squatted 'Admin' member can be managed like anyone", async () => {
      const squatter = await createUser(ctx.database.db, { username: "Admin", role: "user" });
      const promoted = await send(admin, "put", `/api/admin/users/${squatter.id}/role`, { role: "admin" });
      expect(promoted.status, promoted.text).toBe(200);
      const demoted = await send(admin, "put", `/api/admin/users/${squatter.id}/role`, { role: "user" });
      expect(demoted.status, demoted.text).toBe(200);
      const renamed = await send(admin, "put", `/api/admin/users/${squatter.id}`, { username: `former-${squatter.id}` });
      expect(renamed.status, renamed.text).toBe(200);
      expect((await send(admin, "delete", `/api/admin/users/${squatter.id}`)).status).toBe(200);
    });

    it("refuses to demote the account named 'admin' (403, translated)", async () => {
      const main = await createUser(ctx.database.db, { username: "admin", role: "admin", isProtected: true });
      const res = await send(admin, "put", `/api/admin/users/${main.id}/role`, { role: "user" });
      expectApiError(res, 403, "FORBIDDEN");
      expect((res.body as { message: string }).message).toBe(catalogs.en["users.error.protectedAdmin"]);
      const [row] = await ctx.database.db.select({ role: users.role }).from(users).where(eq(users.id, main.id));
      expect(row.role).toBe("admin");
      await ctx.database.db.delete(users).where(eq(users.id, main.id));
    });

    it("refuses to let an administrator demote themselves", async () => {
      const res = await send(admin, "put", `/api/admin/users/${adminId}/role`, { role: "user" }, { "X-Language": "ar" });
      expectApiError(res, 403, "FORBIDDEN");
      expect((res.body as { message: string }).message).toBe(catalogs.ar["users.error.self"]);
      await admin.get("/api/admin/users").expect(200);
    });

    it("400 for an unknown role, 404 for a missing user", async () => {
      const user = await createUser(ctx.database.db);
      const bad = await send(admin, "put", `/api/admin/users/${user.id}/role`, { role: "superuser" });
      expectApiError(bad, 400, "VALIDATION");
      expect((bad.body as { errors: Record<string, string> }).errors.role).toBe(catalogs.en["users.role.invalid"]);
      expectApiError(await send(admin, "put", "/api/admin/users/987654/role", { role: "admin" }), 404, "NOT_FOUND");
    });
  });

  describe("DELETE /api/admin/users/:userId", () => {
    it("deletes the user and ends their sessions", async () => {
      const victim = agent(app);
      const { user, sessionId } = await signIn(ctx, { agent: victim });
      await victim.get("/api/user").expect(200);
      const res = await send(admin, "delete", `/api/admin/users/${user.id}`);
      expect(res.status, res.text).toBe(200);
      expect(res.body).toEqual({ message: catalogs.en["users.message.deleted"] });
      expect(await ctx.database.db.select().from(sessions).where(eq(sessions.id, sessionId))).toEqual([]);
      expectApiError(await victim.get("/api/user"), 401, "UNAUTHENTICATED");
      expectApiError(await send(admin, "delete", `/api/admin/users/${user.id}`), 404, "NOT_FOUND");
    });

    it("refuses to delete the account named 'admin' or yourself", async () => {
      const main = await createUser(ctx.database.db, { username: "admin", role: "admin", isProtected: true });
      const protectedRes = await send(admin, "delete", `/api/admin/users/${main.id}`);
      expectApiError(protectedRes, 403, "FORBIDDEN");
      expect((protectedRes.body as { message: string }).message).toBe(catalogs.en["users.error.protectedAdmin"]);
      const self = await send(admin, "delete", `/api/admin/users/${adminId}`);
      expectApiError(self, 403, "FORBIDDEN");
      expect((self.body as { message: string }).message).toBe(catalogs.en["users.error.self"]);
      await ctx.database.db.delete(users).where(eq(users.id, main.id));
    });
  });

  it("no response carried a password hash", () => {
    expect(bodies.length).toBeGreaterThan(30);
    for (const body of bodies) expect(body).not.toMatch(/passwordHash|password_hash|\$argon2/i);
  });
});
