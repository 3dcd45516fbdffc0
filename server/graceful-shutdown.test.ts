import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { createDrain } from "./graceful-shutdown";

/** One keep-alive agent, as a browser or a proxy holds connections open between requests. */
function get(port: number, agent: http.Agent, path: string): Promise<{ status: number; connection: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, agent }, (res) => {
        let body = "";
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
      })
      .on("error", reject);
  });
}

describe("graceful shutdown", () => {
  it("answers every request in flight (with Connection: close), closes idle keep-alive connections, refuses new ones, then runs the close step", async () => {
    const drain = createDrain({ graceMs: 5_000 });
    const app = express();
    app.use(drain.middleware);
    const order: string[] = [];
    app.get("/slow", (_req, res) => {
      res.on("finish", () => order.push("in-flight answered"));
      setTimeout(() => res.send("stored"), 300);
    });
    app.get("/fast", (_req, res) => void res.send("ok"));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

    // Warm keep-alive connections, then one request still in flight when the signal comes.
    await Promise.all([get(port, agent, "/fast"), get(port, agent, "/fast")]);
    const inFlight = get(port, agent, "/slow");
    await new Promise((resolve) => setTimeout(resolve, 50));

    const stopped = drain.begin(server, async () => {
      order.push("database closed");
    });
    const answer = await inFlight;
    expect(answer).toMatchObject({ status: 200, body: "stored", connection: "close" });

    await stopped;
    expect(order).toEqual(["in-flight answered", "database closed"]);
    // Nothing is accepted any more.
    await expect(get(port, new http.Agent(), "/fast")).rejects.toThrow(/ECONNREFUSED/);
    agent.destroy();
  });

  it("cuts what is still open after the grace period, then closes", async () => {
    const drain = createDrain({ graceMs: 200 });
    const app = express();
    app.use(drain.middleware);
    app.get("/hang", () => {});
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    const hanging = get(port, new http.Agent(), "/hang").catch((error: Error) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    let closed = false;
    await drain.begin(server, async () => {
      closed = true;
    });
    expect(closed).toBe(true);
    expect(await hanging).toBeInstanceOf(Error);
  });
});
