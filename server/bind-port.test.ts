import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { bindPort } from "./bind-port";

const open: http.Server[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

const get = (port: number) =>
  new Promise<{ status: number; retryAfter?: string; body: string }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: "/" }, (res) => {
        let body = "";
        res.on("data", (c) => (body += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers["retry-after"] as string | undefined, body }));
      })
      .on("error", reject);
  });

describe("binding the port first", () => {
  it("answers 503 with Retry-After until the site is ready, then serves it", async () => {
    const bound = await bindPort(0, "127.0.0.1");
    open.push(bound.server);
    const { port } = bound.server.address() as AddressInfo;
    expect(await get(port)).toMatchObject({ status: 503, retryAfter: "5" });
    bound.serve((_req, res) => res.end("ready"));
    expect(await get(port)).toMatchObject({ status: 200, body: "ready" });
  });

  it("a taken port is refused with words an operator can act on", async () => {
    const first = await bindPort(0, "127.0.0.1");
    open.push(first.server);
    const { port } = first.server.address() as AddressInfo;
    await expect(bindPort(port, "127.0.0.1")).rejects.toThrow(`Port ${port} on 127.0.0.1 is already in use by another program: stop it, or set PORT to a free port.`);
  });

  // (A host name is not tried here: resolving it would ask a DNS server off this machine.)
  it("a HOST that is not this machine's is refused clearly", async () => {
    await expect(bindPort(0, "192.0.2.123")).rejects.toThrow(/HOST=192\.0\.2\.123 is not an address of this machine/);
  });
});
