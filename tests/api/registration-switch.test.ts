import { and, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestContext, type RequestContext } from "~/lib/request-context";
import { loader } from "~/routes/auth";
import { appSettings, auditLog, users } from "#db/schema";
import { expectApiError } from "../support/assertions";
import { backends } from "../support/backends";
import { signInAs, signInAsAdmin } from "../support/signed-in-agent";
import { agent, createTestApp, csrf, type TestAgent, type TestApp } from "../support/test-app";

/**
 * Public registration can be switched off by an administrator (decision 033):
 * the switch's API (administrators only, CSRF, audited on change), the
 * register API refusing with a translated 403 while it is off, and the
 * sign-in page's loader saying whether to offer the form. Open is the
 * spec's default.
 */
describe.each(backends)("public registration switch [$name]", (backend) => {
  let ctx: TestApp;
  let admin: TestAgent;
  let adminId: number;
  let member: TestAgent;

  beforeAll(async () => {
    ctx = await createTestApp(backend);
    const signedIn = await signInAsAdmin(ctx);
    admin = signedIn.agent;
    adminId = signedIn.user.id;
    ({ agent: member } = await signInAs(ctx, "user"));
  });
  afterAll(async () => {
    await ctx?.close();
  });

  // The token first: an agent attaches its cookies when the request is made.
  const put = async (browser: TestAgent, body: unknown) => {
    const token = await csrf(browser);
    return browser.put("/api/admin/registration").set("X-CSRF-Token", token).send(body as object);
  };
  const register = async (username: string, headers: Record<string, string> = {}) => {
    const browser = agent(ctx.app);
    const token = await csrf(browser);
    return browser.post("/api/register").set("X-CSRF-Token", token).set(headers).send({ username, password: "long enough" });
  };
  const switchEntries = () =>
    ctx.database.db
      .select({ actorId: auditLog.actorId, action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "setting"), eq(auditLog.targetId, "registration")))
      .orderBy(auditLog.id);
  const pageLoader = async (): Promise<{ registrationOpen: boolean }> => {
    const context = new RouterContextProvider();
    context.set(requestContext, { user: null, lang: "en", db: ctx.database.db } as unknown as RequestContext);
    const url = new URL("http://localhost:3000/auth");
    return loader({ context, url, request: new Request(url), params: {} } as unknown as Parameters<typeof loader>[0]);
  };

  it("401 signed out and 403 for a member, both to read and to change it", async () => {
    expectApiError(await agent(ctx.app).get("/api/admin/registration"), 401, "UNAUTHENTICATED");
    expectApiError(await member.get("/api/admin/registration"), 403, "FORBIDDEN");
    expectApiError(await put(agent(ctx.app), { open: false }), 401, "UNAUTHENTICATED");
    expectApiError(await put(member, { open: false }), 403, "FORBIDDEN");
    expect(await ctx.database.db.select().from(appSettings).where(eq(appSettings.key, "registration"))).toEqual([]);
  });

  it("open by default: the page offers the form and a visitor registers", async () => {
    expect((await admin.get("/api/admin/registration").expect(200)).body).toEqual({ open: true });
    expect((await pageLoader()).registrationOpen).toBe(true);
    expect((await register("before.closing")).status).toBe(201);
  });

  it("400 for a body that is not a yes or no, and 403 without the CSRF token; nothing changes", async () => {
    expectApiError(await put(admin, { open: "no" }), 400, "VALIDATION");
    expectApiError(await put(admin, {}), 400, "VALIDATION");
    expectApiError(await admin.put("/api/admin/registration").send({ open: false }), 403, "CSRF_INVALID");
    expect((await admin.get("/api/admin/registration").expect(200)).body).toEqual({ open: true });
    expect(await switchEntries()).toEqual([]);
  });

  it("switched off: audited once, the page hides the form, and the register API refuses in the reader's language", async () => {
    expect((await put(admin, { open: false }).then((r) => r.body)) as unknown).toEqual({ open: false });
    // Asking again for the state it is in records nothing more.
    expect((await put(admin, { open: false })).status).toBe(200);
    expect(await switchEntries()).toEqual([{ actorId: adminId, action: "setting.registration", details: { open: false } }]);
    expect((await admin.get("/api/admin/registration").expect(200)).body).toEqual({ open: false });
    expect((await pageLoader()).registrationOpen).toBe(false);

    const en = await register("while.closed");
    expectApiError(en, 403, "FORBIDDEN");
    expect((en.body as { message: string }).message).toBe("Registration is closed at the moment. If you work at the firm, ask one of its administrators to create your account.");
    const ar = await register("while.closed", { "X-Language": "ar" });
    expectApiError(ar, 403, "FORBIDDEN");
    expect((ar.body as { message: string }).message).toBe("التسجيل مغلق في الوقت الحالي. إن كنتم من فريق الشركة، فاطلبوا من أحد مسؤوليها إنشاء حسابكم.");
    expect(await ctx.database.db.select().from(users).where(eq(users.username, "while.closed"))).toEqual([]);

    // Administrators still create accounts in the Users tab.
    const token = await csrf(admin);
    const created = await admin.post("/api/admin/users").set("X-CSRF-Token", token).send({ username: "made.by.admin", password: "long enough 1" });
    expect(created.status, created.text).toBe(201);
  });

  it("switched on again: back to the default (no row), audited, and visitors register again", async () => {
    expect((await put(admin, { open: true })).body).toEqual({ open: true });
    expect(await ctx.database.db.select().from(appSettings).where(eq(appSettings.key, "registration"))).toEqual([]);
    expect((await switchEntries()).map((e) => e.details)).toEqual([
      { open: false },
      { open: true },
    ]);
    expect((await pageLoader()).registrationOpen).toBe(true);
    expect((await register("after.reopening")).status).toBe(201);
  });
});
