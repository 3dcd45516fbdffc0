import { Writable } from "node:stream";
import express from "express";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app";
import { createLogger } from "#server/logger";
import { contactSubmission } from "../support/contact-submissions";
import { createTestApp, type TestApp } from "../support/test-app";

/** The request log and error log of the real app, as the server writes them. */
describe("logs keep no reset tokens, secrets or visitors' details", () => {
  let ctx: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    ctx = await createTestApp("pglite");
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const appWithLog = (pages?: express.RequestHandler) => {
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    return createApp({ database: ctx.database, config: ctx.config, logger: createLogger("info", sink), signingSecret: ctx.signingSecret, pages });
  };

  it("a password-reset link's token is redacted from the request log", async () => {
    const pages = express.Router().get(/.*/, (_req, res) => void res.send("page"));
    const app = appWithLog(pages);
    lines.length = 0;
    await request(app).get("/reset-password?token=SECRET-RESET-TOKEN-1").expect(200);
    await request(app).get("/api/reset-password/check?token=SECRET-RESET-TOKEN-2");
    const log = lines.join("");
    expect(log).toContain("/reset-password?token=[redacted]");
    expect(log).not.toContain("SECRET-RESET-TOKEN");
  });

  it("an unhandled API error logs the path only and no statement parameters", async () => {
    // A database that fails the way drizzle reports it: the statement's parameters in the message.
    const failing = {
      ...ctx.database,
      db: new Proxy(ctx.database.db, {
        get(target, prop, receiver) {
          if (prop === "insert" || prop === "transaction") {
            return () => {
              throw new Error('Failed query: insert into "contact_submissions" ("full_name","email") values ($1,$2)\nparams: Noura Al-Otaibi,noura@example.sa');
            };
          }
          return Reflect.get(target, prop, receiver) as unknown;
        },
      }),
    };
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = createApp({ database: failing, config: ctx.config, logger: createLogger("info", sink), signingSecret: ctx.signingSecret });
    lines.length = 0;
    const agent = request.agent(app);
    const token = ((await agent.get("/api/csrf-token")).body as { csrfToken: string }).csrfToken;
    const res = await agent
      .post("/api/contact?email=noura@example.sa")
      .set("X-CSRF-Token", token)
      .send(contactSubmission({ fullName: "Noura Al-Otaibi", email: "noura@example.sa" }));
    expect(res.status).toBeGreaterThanOrEqual(500);
    const log = lines.join("");
    expect(log).toContain("params: [redacted]");
    expect(log).not.toContain("noura@example.sa");
    expect(log).not.toContain("Noura");
  });
});
