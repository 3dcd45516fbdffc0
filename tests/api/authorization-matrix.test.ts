import type request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { auditLog, type UserRole } from "#db/schema";
import { expectApiError } from "../support/assertions";
import { backends } from "../support/backends";
import { signInAs } from "../support/signed-in-agent";
import { agent, createTestApp, csrf, type TestAgent, type TestApp } from "../support/test-app";

/**
 * Who may call each API route (decision 038): `public` for anyone, `signed-in`
 * for any account, otherwise the roles its `requireRole(...)` names. Every
 * route the Express router holds must be here, and nothing else: a new route
 * fails this test until its line says who may call it.
 */
type Access = "public" | "signed-in" | readonly UserRole[];
const admin = ["admin"] as const;
const staff = ["admin", "editor"] as const;

const matrix: Record<string, Access> = {
  "GET /csrf-token": "public",
  "GET /user": "public",
  "GET /blog": "public",
  "GET /blog/:slug": "public",
  "POST /contact": "public",
  "POST /hr-assessment": "public",
  "POST /hr-assessment/report": "public",
  "GET /hr-assessment/benchmark": "public",
  "POST /leadership-assessment": "public",
  "POST /leadership-assessment/report": "public",
  "GET /site-content": "public",
  "GET /site-content/section/:section": "public",
  "POST /login": "public",
  "POST /login/second-factor/passkey-options": "public",
  "POST /login/second-factor": "public",
  "POST /register": "public",
  "POST /password-reset": "public",
  "POST /logout": "public",

  "GET /profile": "signed-in",
  "PUT /profile": "signed-in",
  "GET /profile/sessions": "signed-in",
  "DELETE /profile/sessions/:sessionId": "signed-in",
  "POST /profile/sessions/sign-out-others": "signed-in",
  "GET /profile/second-factor": "signed-in",
  "POST /profile/second-factor/totp": "signed-in",
  "POST /profile/second-factor/totp/confirm": "signed-in",
  "DELETE /profile/second-factor/totp": "signed-in",
  "POST /profile/second-factor/recovery-codes": "signed-in",
  "POST /profile/second-factor/passkeys/options": "signed-in",
  "POST /profile/second-factor/passkeys": "signed-in",
  "DELETE /profile/second-factor/passkeys/:passkeyId": "signed-in",
  "GET /articles/mine": "signed-in",
  "POST /articles": "signed-in",
  "GET /articles/:id": "signed-in",
  "PUT /articles/:id": "signed-in",
  "GET /articles/drafts/:id": "signed-in",
  "PUT /articles/drafts/:id": "signed-in",
  "DELETE /articles/drafts/:id": "signed-in",

  // Editors: posts and their review, the images they need, site texts, testimonials, the team, case studies, the redirects of old addresses.
  "GET /admin/blog": staff,
  "GET /admin/blog/seo-report": staff,
  "GET /admin/blog/seo-context": staff,
  "GET /admin/blog/:id": staff,
  "POST /admin/blog": staff,
  "PUT /admin/blog/:id": staff,
  "DELETE /admin/blog/:id": staff,
  "GET /admin/blog/:id/preview-links": staff,
  "POST /admin/blog/:id/preview-links": staff,
  "DELETE /admin/blog/:id/preview-links/:linkId": staff,
  "GET /admin/blog/:id/revisions": staff,
  "GET /admin/blog/:id/revisions/compare": staff,
  "POST /admin/blog/:id/revisions/:number/restore": staff,
  "POST /admin/blog/:id/translation/:language/reviewed": staff,
  "POST /admin/site-content/:key/translation/:language/reviewed": staff,
  "GET /admin/pending-posts": staff,
  "POST /admin/pending-posts/:id/approve": staff,
  "POST /admin/pending-posts/:id/reject": staff,
  "POST /admin/pending-posts/:id/request-changes": staff,
  "POST /admin/uploads": staff,
  "GET /admin/uploads": staff,
  "DELETE /admin/uploads/:id": staff,
  "GET /admin/site-content": staff,
  "GET /admin/site-content/texts": staff,
  "POST /admin/site-content": staff,
  "PUT /admin/site-content/:key": staff,
  "GET /admin/site-content/:key/revisions": staff,
  "GET /admin/site-content/:key/revisions/compare": staff,
  "POST /admin/site-content/:key/revisions/:number/restore": staff,
  "GET /admin/drafts/:kind/:id": staff,
  "PUT /admin/drafts/:kind/:id": staff,
  "DELETE /admin/drafts/:kind/:id": staff,
  "GET /admin/testimonials": staff,
  "POST /admin/testimonials": staff,
  "PATCH /admin/testimonials/:id": staff,
  "DELETE /admin/testimonials/:id": staff,
  "GET /admin/people": staff,
  "POST /admin/people": staff,
  "PATCH /admin/people/:id": staff,
  "DELETE /admin/people/:id": staff,
  "GET /admin/case-studies": staff,
  "GET /admin/case-studies/proof": staff,
  "POST /admin/case-studies": staff,
  "PATCH /admin/case-studies/:id": staff,
  "DELETE /admin/case-studies/:id": staff,
  "POST /admin/case-studies/sectors": staff,
  "PATCH /admin/case-studies/sectors/:id": staff,
  "DELETE /admin/case-studies/sectors/:id": staff,
  "POST /admin/case-studies/clients": staff,
  "PATCH /admin/case-studies/clients/:id": staff,
  "DELETE /admin/case-studies/clients/:id": staff,
  "PUT /admin/case-studies/statistics/:statistic": staff,
  "GET /admin/redirects": staff,
  "POST /admin/redirects": staff,
  "PUT /admin/redirects/:id": staff,
  "DELETE /admin/redirects/:id": staff,

  // Administrators only: the firm's requests, accounts, settings, privacy and the audit log.
  "GET /admin/stats": admin,
  "GET /admin/day": admin,
  "GET /contact": admin,
  "GET /admin/contacts.csv": admin,
  "GET /admin/hr-assessments": admin,
  "GET /admin/hr-assessments.csv": admin,
  "PUT /leadership-assessment/:id": admin,
  "GET /admin/leadership-assessments": admin,
  "GET /admin/leadership-assessments.csv": admin,
  "GET /admin/leads": admin,
  "GET /admin/leads.csv": admin,
  "GET /admin/leads/stats": admin,
  "GET /admin/leads/:id": admin,
  "PATCH /admin/leads/:id": admin,
  "POST /admin/leads/:id/notes": admin,
  "GET /admin/users": admin,
  "POST /admin/users": admin,
  "PUT /admin/users/:userId": admin,
  "PUT /admin/users/:userId/role": admin,
  "DELETE /admin/users/:userId": admin,
  "POST /admin/users/:userId/password-reset": admin,
  "POST /admin/users/:userId/sign-out-everywhere": admin,
  "DELETE /admin/users/:userId/second-factor": admin,
  "GET /admin/registration": admin,
  "PUT /admin/registration": admin,
  "GET /admin/second-factor-required": admin,
  "PUT /admin/second-factor-required": admin,
  "GET /admin/audit-log": admin,
  "GET /admin/audit-log.csv": admin,
  "GET /admin/privacy/export": admin,
  "POST /admin/privacy/erase": admin,
  "GET /admin/privacy/retention": admin,
  "GET /admin/privacy-notice": admin,
  "POST /admin/privacy-notice": admin,
};

type Layer = { route?: { path: string; methods: Record<string, boolean> }; handle: { stack?: Layer[] } };

/** Every route of the app's routers (the API's, mounted at /api), as "METHOD /path". */
function routesOf(stack: Layer[], out: string[] = []): string[] {
  for (const layer of stack) {
    if (layer.route) for (const method of Object.keys(layer.route.methods)) out.push(`${method.toUpperCase()} ${layer.route.path}`);
    else if (layer.handle.stack) routesOf(layer.handle.stack, out);
  }
  return out;
}

const identities = ["anonymous", "user", "editor", "admin"] as const;
type Identity = (typeof identities)[number];

/** Whether `who` passes the route's guard. */
function mayCall(access: Access, who: Identity): boolean {
  if (access === "public") return true;
  if (who === "anonymous") return false;
  return access === "signed-in" || access.includes(who);
}

// Signing out ends the session the other lines use, so it goes last.
const lines = Object.entries(matrix).sort(([a], [b]) => Number(a === "POST /logout") - Number(b === "POST /logout"));

describe.each(backends)("who may call each API route: anonymous, member, editor, administrator [$name]", (backend) => {
  let ctx: TestApp;
  const agents = {} as Record<Identity, { agent: TestAgent; token: string }>;
  let editorId: number;

  beforeAll(async () => {
    ctx = await createTestApp(backend);
    const browser = agent(ctx.app);
    agents.anonymous = { agent: browser, token: await csrf(browser) };
    for (const role of ["user", "editor", "admin"] as const) {
      const signedIn = await signInAs(ctx, role);
      agents[role] = { agent: signedIn.agent, token: signedIn.csrfToken };
      if (role === "editor") editorId = signedIn.user.id;
    }
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("the matrix names every route the API has, and only those", () => {
    const app = ctx.app as unknown as { router: { stack: Layer[] } };
    const routes = app.router.stack.filter((layer) => layer.handle.stack).flatMap((layer) => routesOf(layer.handle.stack!));
    expect(new Set(routes).size).toBe(routes.length);
    expect([...routes].sort()).toEqual(Object.keys(matrix).sort());
  });

  it("an editor's work is done and audited in their name (a testimonial written and removed)", async () => {
    const { agent: editor, token } = agents.editor;
    const created = await editor.post("/api/admin/testimonials").set("CSRF-Token", token).send({
      quoteEn: "They found our chief executive in eight weeks.",
      quoteAr: "وجدوا رئيسنا التنفيذي في ثمانية أسابيع.",
      nameEn: "Sara Al-Otaibi",
      nameAr: "سارة العتيبي",
      titleEn: "Board Chair",
      titleAr: "رئيسة مجلس الإدارة",
      companyEn: "Family holding, Riyadh",
      companyAr: "شركة قابضة عائلية، الرياض",
    });
    expect(created.status, created.text).toBe(201);
    const id = (created.body as { testimonial: { id: number } }).testimonial.id;
    expect((await editor.delete(`/api/admin/testimonials/${id}`).set("CSRF-Token", token)).status).toBe(204);
    const entries = await ctx.database.db.select().from(auditLog).where(eq(auditLog.actorId, editorId));
    expect(entries.map((entry) => entry.action)).toEqual(["testimonial.create", "testimonial.delete"]);
  });

  it.each(lines)("%s", async (line, access) => {
    const [method, path] = line.split(" ");
    const url = `/api${path.replace(/:\w+/g, "999999")}`;
    for (const who of identities) {
      const { agent: browser, token } = agents[who];
      const res = await (browser[method.toLowerCase() as "get"](url) as request.Test).set("CSRF-Token", token).send(method === "GET" ? undefined : {});
      const code = (res.body as { code?: string } | undefined)?.code;
      const what = `${who}: ${res.status} ${res.text.slice(0, 200)}`;
      expect(res.status, what).toBeLessThan(500);
      if (mayCall(access, who)) {
        expect(code, what).not.toBe("FORBIDDEN");
        if (access !== "public") expect(code, what).not.toBe("UNAUTHENTICATED");
      } else if (who === "anonymous") {
        expectApiError(res, 401, "UNAUTHENTICATED");
      } else {
        expectApiError(res, 403, "FORBIDDEN");
      }
    }
  });
});
