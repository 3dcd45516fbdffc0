import express, { type Express } from "express";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app";
import { isPageRequest } from "#server/middleware/personal-pages";
import { backends } from "../support/backends";
import { signIn } from "../support/factories";
import { agent, createTestApp, type TestApp } from "../support/test-app";

describe("which requests are pages", () => {
  it("pages and their .data, not files, feeds or uploads", () => {
    for (const page of ["/", "/ar", "/profile", "/ar/profile", "/admin", "/_.data", "/ar.data", "/profile.data", "/blog/some-post"]) expect(isPageRequest(page), page).toBe(true);
    for (const file of ["/sitemap.xml", "/robots.txt", "/uploads/3f2a", "/favicon.ico"]) expect(isPageRequest(file), file).toBe(false);
  });
});

describe.each(backends)("signed-in pages are never cached [$name]", (backend) => {
  let ctx: TestApp;
  let app: Express;

  beforeAll(async () => {
    ctx = await createTestApp(backend);
    // API tests build the app without the React pages: a stand-in page handler answers instead.
    const pages = express.Router();
    pages.get(/.*/, (req, res) => {
      if (req.path === "/sitemap.xml") res.set("Cache-Control", "public, max-age=3600");
      res.type(req.path.endsWith(".data") ? "text/x-script" : "html").send(`page ${req.path} for ${req.user?.username ?? "anyone"}`);
    });
    app = createApp({ database: ctx.database, config: ctx.config, logger: ctx.logger, signingSecret: ctx.signingSecret, pages });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("a signed-in visitor's pages and .data answer Cache-Control: private, no-store", async () => {
    const browser = agent(app);
    const { user } = await signIn(ctx, { agent: browser });
    for (const path of ["/profile", "/profile.data", "/ar/profile", "/", "/_.data", "/blog"]) {
      const res = await browser.get(path);
      expect(res.status, path).toBe(200);
      expect(res.text, path).toContain(`for ${user.username}`);
      expect(res.headers["cache-control"], path).toBe("private, no-store");
      expect(res.headers.vary, path).toMatch(/Cookie/i);
    }
    // Files stay as their routes say.
    const sitemap = await browser.get("/sitemap.xml");
    expect(sitemap.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("an anonymous visitor's pages are left to their routes (varying on the cookie)", async () => {
    const res = await request(app).get("/blog");
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBeUndefined();
    expect(res.headers.vary).toMatch(/Cookie/i);
  });
});
