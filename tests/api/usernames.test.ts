import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isUniqueViolation } from "#db/errors";
import { rateLimits, users } from "#db/schema";
import { isReservedUsername, isSingleScript, usernameSkeleton } from "~/features/auth/account-fields.schema";
import { ensureAdminUser } from "~/features/auth/ensure-admin-user.server";
import { MATH_CHECK_MARKER } from "~/features/auth/math-challenge";
import { catalogs } from "~/message-catalogs";
import { expectApiError } from "../support/assertions";
import { backends } from "../support/backends";
import { signInAs, signInAsAdmin } from "../support/signed-in-agent";
import { agent, createTestApp, csrf, type TestApp } from "../support/test-app";

describe("reserved names and look-alikes", () => {
  it("reads a name as a reader would", () => {
    for (const name of ["admin", "Admin", "ADMIN", "adm1n", "a.d.m.i.n", "admin_", "ａｄｍｉｎ", "4dmin", "@dmin", "Administrator", "r00t", "support"]) {
      expect(isReservedUsername(name), name).toBe(true);
    }
    for (const name of ["admiral", "sara", "admins-team-lead", "نورة", "badmin"]) expect(isReservedUsername(name), name).toBe(false);
    expect(usernameSkeleton("Ａ.d-m_1 n")).toBe("admin");
  });

  it("accepts one alphabet (Latin or Arabic) with digits and separators, not a mix", () => {
    for (const name of ["sara.q", "نورة_2026", "omar-1"]) expect(isSingleScript(name), name).toBe(true);
    for (const name of ["\u0441hief", "saraنورة", "ａｄｍｉｎα"]) expect(isSingleScript(name), name).toBe(false);
  });
});

describe.each(backends)("choosing a username [$name]", (backend) => {
  let ctx: TestApp;

  beforeAll(async () => {
    ctx = await createTestApp(backend);
  });
  afterAll(async () => {
    await ctx?.close();
  });
  beforeEach(async () => {
    await ctx.database.db.delete(rateLimits);
  });

  const register = async (username: string, lang = "en") => {
    const browser = agent(ctx.app);
    const token = await csrf(browser);
    return browser.post("/api/register").set("X-CSRF-Token", token).set("X-Language", lang).send({ username, password: "a fresh password", recaptchaToken: MATH_CHECK_MARKER });
  };

  it("registration refuses reserved names and their look-alikes, translated, and creates nothing", async () => {
    for (const name of ["admin", "Admin", "adm1n", "ａｄｍｉｎ", "administrator"]) {
      const res = await register(name);
      expectApiError(res, 400, "VALIDATION");
      expect((res.body as { errors: Record<string, string> }).errors.username, name).toBe(catalogs.en["auth.username.reserved"]);
    }
    const ar = await register("Admin", "ar");
    expect((ar.body as { errors: Record<string, string> }).errors.username).toBe(catalogs.ar["auth.username.reserved"]);
    const rows = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(users).where(sql`lower(${users.username}) like '%adm%'`);
    expect(rows[0].n).toBe(0);
  });

  it("registration refuses a name mixing alphabets (a Cyrillic letter in a Latin name)", async () => {
    const res = await register("\u0441hief");
    expectApiError(res, 400, "VALIDATION");
    expect((res.body as { errors: Record<string, string> }).errors.username).toBe(catalogs.en["auth.username.mixedScript"]);
  });

  it("stores full-width letters as their plain forms (NFKC)", async () => {
    const res = await register("ｎｏｕｒａ２０２６");
    expect(res.status, res.text).toBe(201);
    expect((res.body as { username: string }).username).toBe("noura2026");
  });

  it("a member cannot rename themselves to a reserved name; an administrator can", async () => {
    const { agent: member, csrfToken: token } = await signInAs(ctx, "user");
    const refused = await member.put("/api/profile").set("X-CSRF-Token", token).send({ username: "Adm1n" });
    expectApiError(refused, 400, "VALIDATION");
    expect((refused.body as { errors: Record<string, string> }).errors.username).toBe(catalogs.en["auth.username.reserved"]);

    const { agent: admin, csrfToken: adminToken } = await signInAsAdmin(ctx);
    const renamed = await admin.put("/api/profile").set("X-CSRF-Token", adminToken).send({ username: "support" });
    expect(renamed.status, renamed.text).toBe(200);
  });

  it("the administrator created at start (ADMIN_USERNAME) is the protected account", async () => {
    expect(await ensureAdminUser(ctx.database.db, { username: "firm-owner", password: "owner password 1" })).toBe("created");
    const [row] = await ctx.database.db.select({ isProtected: users.isProtected, role: users.role }).from(users).where(eq(users.username, "firm-owner"));
    expect(row).toEqual({ isProtected: true, role: "admin" });
  });

  it("the database itself refuses a name that differs from another only by case (users_username_lower)", async () => {
    await ctx.database.db.insert(users).values({ username: "layla.h", passwordHash: "x" });
    await expect(ctx.database.db.insert(users).values({ username: "Layla.H", passwordHash: "x" })).rejects.toSatisfy(isUniqueViolation);
    const rows = await ctx.database.db.select({ username: users.username }).from(users).where(sql`lower(${users.username}) = 'layla.h'`);
    expect(rows).toEqual([{ username: "layla.h" }]);
  });

  it("ADMIN_USERNAME in another case than an existing account leaves that account alone and creates no second one", async () => {
    await ctx.database.db.insert(users).values({ username: "firm-partner", passwordHash: "x" });
    expect(await ensureAdminUser(ctx.database.db, { username: "Firm-Partner", password: "partner password 1" })).toBe("exists");
    const rows = await ctx.database.db.select({ username: users.username, role: users.role }).from(users).where(sql`lower(${users.username}) = 'firm-partner'`);
    expect(rows).toEqual([{ username: "firm-partner", role: "user" }]);
  });
});
