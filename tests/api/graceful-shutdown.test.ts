import http from "node:http";
import type { AddressInfo } from "node:net";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactSubmissions } from "#db/schema";
import { createApp } from "#server/app";
import { bindPort } from "#server/bind-port";
import { createDrain } from "#server/graceful-shutdown";
import { backends } from "../support/backends";
import { createTestApp, type TestApp } from "../support/test-app";
import { contactSubmission } from "../support/contact-submissions";

type Outcome =
  | { kind: "answered"; status: number; connection: string | undefined; email: string; body: string }
  /** The request failed before it was fully written: the client saw the connection closed (or refused) first. */
  | { kind: "never sent"; code: string | undefined }
  /** Written to the server and then cut without an answer: what must never happen. */
  | { kind: "dropped"; code: string | undefined; email: string };

function sendRaw(port: number, agent: http.Agent, options: { method: string; path: string; headers?: Record<string, string>; body?: string }) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, agent, method: options.method, path: options.path, headers: options.headers }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(options.body);
  });
}

describe.each(backends)("stopping while keep-alive clients send leads [$name]", (backend) => {
  let ctx: TestApp;

  beforeAll(async () => {
    // Each request comes from its own address (X-Forwarded-For), so the contact form's rate limit stays out of the way.
    ctx = await createTestApp(backend, { env: { TRUST_PROXY: "true" } });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("answers every request that reached the server (Connection: close) and stores every lead it acknowledged", async () => {
    const drain = createDrain({ graceMs: 5_000 });
    const app = createApp({ database: ctx.database, config: ctx.config, logger: ctx.logger, signingSecret: ctx.signingSecret, first: drain.middleware });
    const bound = await bindPort(0, "127.0.0.1");
    bound.serve(app);
    const { port } = bound.server.address() as AddressInfo;

    const setup = await sendRaw(port, new http.Agent(), { method: "GET", path: "/api/csrf-token" });
    const token = (JSON.parse(setup.body) as { csrfToken: string }).csrfToken;
    const cookie = (setup.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");

    let sequence = 0;
    // The signal comes at the worst moment: just as a client has written a request on a kept-alive
    // connection that the server, not having read it yet, still counts as idle.
    let armed = false;
    let stopped: Promise<void> | null = null;
    let writtenAtSignal = "";
    const postLead = (agent: http.Agent) =>
      new Promise<Outcome>((resolve) => {
        const n = ++sequence;
        const email = `shutdown-${backend.name}-${n}@example.sa`;
        const body = JSON.stringify(contactSubmission({ email }));
        let written = false;
        const req = http.request(
          {
            host: "127.0.0.1",
            port,
            agent,
            method: "POST",
            path: "/api/contact",
            headers: {
              "Content-Type": "application/json",
              "X-CSRF-Token": token,
              Cookie: cookie,
              "X-Forwarded-For": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
            },
          },
          (res) => {
            let text = "";
            res.on("data", (chunk) => (text += chunk));
            res.on("end", () => resolve({ kind: "answered", status: res.statusCode ?? 0, connection: res.headers.connection, email, body: text }));
            res.on("error", (error: NodeJS.ErrnoException) => resolve({ kind: "dropped", code: error.code, email }));
          },
        );
        req.on("finish", () => {
          written = true;
          if (armed && req.reusedSocket) {
            armed = false;
            writtenAtSignal = email;
            stopped = drain.begin(bound.server, async () => {});
          }
        });
        req.on("error", (error: NodeJS.ErrnoException) => resolve(written ? { kind: "dropped", code: error.code, email } : { kind: "never sent", code: error.code }));
        req.end(body);
      });

    const outcomes: Outcome[] = [];
    const client = async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      // Each client keeps sending until the server is gone (its connection refused or closed).
      for (;;) {
        const outcome = await postLead(agent);
        outcomes.push(outcome);
        if (outcome.kind !== "answered") break;
      }
      agent.destroy();
    };
    const clients = Array.from({ length: 8 }, () => client());

    while (outcomes.length < 24) await new Promise((resolve) => setTimeout(resolve, 20));
    armed = true;
    await Promise.all(clients);
    await stopped;
    expect(stopped).not.toBeNull();

    const answered = outcomes.filter((o) => o.kind === "answered");
    const dropped = outcomes.filter((o) => o.kind === "dropped");
    expect(dropped).toEqual([]);
    for (const outcome of answered) expect(outcome.status, outcome.body).toBe(201);
    // The request written on an idle connection as the signal came was answered, and told its client to close.
    expect(answered.find((o) => o.email === writtenAtSignal)).toMatchObject({ status: 201, connection: "close" });
    const stored = await ctx.database.db
      .select({ email: contactSubmissions.email })
      .from(contactSubmissions)
      .where(inArray(contactSubmissions.email, answered.map((o) => o.email)));
    expect(stored).toHaveLength(answered.length);
  });
});
