/**
 * The browser's request layer (app/lib/api-client.ts, spec public-site.md §7),
 * tested against a stubbed global fetch. A fresh copy of the module per test,
 * since the CSRF token is cached at module level.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type Client = typeof import("./api-client");

interface Call {
  url: string;
  init: RequestInit;
  headers: Record<string, string>;
}

type Handler = (url: string, init: RequestInit, n: number) => Response | Promise<Response>;

let calls: Call[];
let csrfHandler: Handler;
let handler: Handler;
let client: Client;

const json = (body: unknown, status = 200, statusText = "OK") =>
  new Response(JSON.stringify(body), { status, statusText, headers: { "Content-Type": "application/json" } });
const empty = (status: number, statusText: string) => new Response(null, { status, statusText });

const tokenCalls = () => calls.filter((c) => c.url === "/api/csrf-token");
const apiCalls = () => calls.filter((c) => c.url !== "/api/csrf-token");

beforeEach(async () => {
  calls = [];
  let issued = 0;
  csrfHandler = () => json({ csrfToken: `token-${++issued}` });
  handler = () => json({ ok: true });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
      const url = String(input);
      const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>));
      calls.push({ url, init, headers });
      if (url === "/api/csrf-token") return csrfHandler(url, init, tokenCalls().length);
      return handler(url, init, apiCalls().length);
    }),
  );
  vi.resetModules();
  client = await import("./api-client");
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("apiRequest", () => {
  it("fetches the CSRF token first and sends it as CSRF-Token and X-CSRF-Token on POST, with a JSON body", async () => {
    const res = await client.apiRequest("POST", "/api/contact", { fullName: "Sara", email: "sara@example.sa" });
    expect(await res.json()).toEqual({ ok: true });
    expect(calls.map((c) => c.url)).toEqual(["/api/csrf-token", "/api/contact"]);
    expect(tokenCalls()[0].init.method ?? "GET").toBe("GET");
    const post = apiCalls()[0];
    expect(post.init.method).toBe("POST");
    expect(post.headers["CSRF-Token"]).toBe("token-1");
    expect(post.headers["X-CSRF-Token"]).toBe("token-1");
    expect(post.headers["Content-Type"]).toBe("application/json");
    expect(JSON.parse(post.init.body as string)).toEqual({ fullName: "Sara", email: "sara@example.sa" });
  });

  it.each(["PUT", "PATCH", "DELETE"] as const)("sends the token on %s too", async (method) => {
    await client.apiRequest(method, "/api/thing/1", method === "DELETE" ? undefined : { a: 1 });
    expect(apiCalls()[0].init.method).toBe(method);
    expect(apiCalls()[0].headers["CSRF-Token"]).toBe("token-1");
    expect(apiCalls()[0].headers["X-CSRF-Token"]).toBe("token-1");
  });

  it("sends no body and no JSON content type when there is no payload", async () => {
    await client.apiRequest("DELETE", "/api/thing/1");
    const call = apiCalls()[0];
    expect(call.init.body).toBeUndefined();
    expect(call.headers["Content-Type"]).toBeUndefined();
  });

  it("fetches the token once and reuses it", async () => {
    await client.apiRequest("POST", "/api/a", {});
    await client.apiRequest("PUT", "/api/b", {});
    await client.apiRequest("DELETE", "/api/c");
    expect(tokenCalls()).toHaveLength(1);
    expect(apiCalls().map((c) => c.headers["CSRF-Token"])).toEqual(["token-1", "token-1", "token-1"]);
  });

  it("fetches the token once even for calls made at the same time", async () => {
    await Promise.all([client.apiRequest("POST", "/api/a", {}), client.apiRequest("POST", "/api/b", {}), client.apiRequest("PATCH", "/api/c", {})]);
    expect(tokenCalls()).toHaveLength(1);
    expect(apiCalls().every((c) => c.headers["CSRF-Token"] === "token-1")).toBe(true);
  });

  it("sends no token and fetches none on GET", async () => {
    await client.apiRequest("GET", "/api/blog");
    expect(tokenCalls()).toHaveLength(0);
    expect(apiCalls()[0].headers["CSRF-Token"]).toBeUndefined();
    expect(apiCalls()[0].headers["X-CSRF-Token"]).toBeUndefined();
  });

  it("sends credentials on every call, the token fetch included", async () => {
    await client.apiRequest("POST", "/api/a", {});
    await client.apiRequest("GET", "/api/b");
    await client.getJson("/api/c");
    expect(calls).toHaveLength(4);
    for (const call of calls) expect(call.init.credentials).toBe("include");
  });

  it("forgets the token on resetCsrfToken and fetches a new one", async () => {
    await client.apiRequest("POST", "/api/a", {});
    client.resetCsrfToken();
    await client.apiRequest("POST", "/api/b", {});
    expect(tokenCalls()).toHaveLength(2);
    expect(apiCalls()[1].headers["CSRF-Token"]).toBe("token-2");
  });

  it("raises `status: body` on a non-OK response", async () => {
    handler = () => new Response('{"message":"Some fields need your attention.","code":"VALIDATION","errors":{"email":"Invalid"}}', { status: 400, statusText: "Bad Request" });
    const error = await client.apiRequest("POST", "/api/contact", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(client.ApiError);
    const apiError = error as InstanceType<Client["ApiError"]>;
    expect(apiError.message).toBe('400: {"message":"Some fields need your attention.","code":"VALIDATION","errors":{"email":"Invalid"}}');
    expect(apiError.status).toBe(400);
    expect(apiError.serverMessage).toBe("Some fields need your attention.");
    expect(apiError.fieldErrors).toEqual({ email: "Invalid" });
  });

  it("raises `status: statusText` when the body is empty", async () => {
    handler = () => empty(502, "Bad Gateway");
    await expect(client.apiRequest("POST", "/api/contact", {})).rejects.toThrow(/^502: Bad Gateway$/);
    handler = () => empty(404, "Not Found");
    await expect(client.apiRequest("GET", "/api/missing")).rejects.toThrow(/^404: Not Found$/);
  });

  it("a non-JSON error body is kept as is and has no server message", async () => {
    handler = () => new Response("upstream exploded", { status: 500, statusText: "Internal Server Error" });
    const error = (await client.apiRequest("GET", "/api/x").catch((e: unknown) => e)) as InstanceType<Client["ApiError"]>;
    expect(error.message).toBe("500: upstream exploded");
    expect(error.serverMessage).toBeUndefined();
    expect(error.fieldErrors).toBeUndefined();
  });

  it("logs a failed token fetch with console.error and sends the request without the token", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    csrfHandler = () => Promise.reject(new TypeError("Failed to fetch"));
    const res = await client.apiRequest("POST", "/api/contact", { a: 1 });
    expect(res.ok).toBe(true);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0].some((arg) => String(arg).includes("CSRF"))).toBe(true);
    const post = apiCalls()[0];
    expect(post.headers["CSRF-Token"]).toBeUndefined();
    expect(post.headers["X-CSRF-Token"]).toBeUndefined();
    expect(post.headers["Content-Type"]).toBe("application/json");
  });

  it("tells the server the page's language, so errors come back in it", async () => {
    vi.stubGlobal("document", { documentElement: { lang: "ar" } });
    await client.apiRequest("POST", "/api/contact", {});
    await client.getJson("/api/user", { on401: "returnNull" });
    expect(apiCalls().map((c) => c.headers["X-Language"])).toEqual(["ar", "ar"]);
  });

  it("logs a non-OK token response too, and tries again on the next call", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    csrfHandler = () => empty(503, "Service Unavailable");
    await client.apiRequest("POST", "/api/a", {});
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(apiCalls()[0].headers["CSRF-Token"]).toBeUndefined();

    csrfHandler = () => json({ csrfToken: "recovered" });
    await client.apiRequest("POST", "/api/b", {});
    expect(tokenCalls()).toHaveLength(2);
    expect(apiCalls()[1].headers["CSRF-Token"]).toBe("recovered");
  });

  it("on 403 CSRF_INVALID fetches a fresh token once and retries", async () => {
    handler = (_url, init) =>
      (init.headers as Record<string, string>)["CSRF-Token"] === "token-1"
        ? json({ message: "expired", code: "CSRF_INVALID" }, 403, "Forbidden")
        : json({ saved: true });
    const res = await client.apiRequest("POST", "/api/contact", { a: 1 });
    expect(await res.json()).toEqual({ saved: true });
    expect(calls.map((c) => [c.url, c.headers["CSRF-Token"]])).toEqual([
      ["/api/csrf-token", undefined],
      ["/api/contact", "token-1"],
      ["/api/csrf-token", undefined],
      ["/api/contact", "token-2"],
    ]);
    // The retry sends the same body.
    expect(apiCalls()[1].init.body).toBe(apiCalls()[0].init.body);
    // The fresh token is cached for later calls.
    await client.apiRequest("DELETE", "/api/x");
    expect(tokenCalls()).toHaveLength(2);
    expect(apiCalls()[2].headers["CSRF-Token"]).toBe("token-2");
  });

  it("retries only once: a second CSRF rejection is raised", async () => {
    handler = () => json({ message: "nope", code: "CSRF_INVALID" }, 403, "Forbidden");
    await expect(client.apiRequest("POST", "/api/contact", {})).rejects.toThrow(/^403: .*CSRF_INVALID/);
    expect(apiCalls()).toHaveLength(2);
    expect(tokenCalls()).toHaveLength(2);
  });

  it("does not retry other 403s", async () => {
    handler = () => json({ message: "Not allowed", code: "FORBIDDEN" }, 403, "Forbidden");
    await expect(client.apiRequest("POST", "/api/admin/thing", {})).rejects.toThrow(/^403: .*FORBIDDEN/);
    expect(apiCalls()).toHaveLength(1);
    expect(tokenCalls()).toHaveLength(1);
  });
});

describe("getJson", () => {
  it("GETs the path with credentials and returns the parsed JSON", async () => {
    handler = () => json({ posts: [{ slug: "a" }] });
    await expect(client.getJson("/api/blog")).resolves.toEqual({ posts: [{ slug: "a" }] });
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe("/api/blog");
    expect(calls[0].init.method ?? "GET").toBe("GET");
    expect(calls[0].init.credentials).toBe("include");
  });

  it('gives null on 401 with on401: "returnNull"', async () => {
    handler = () => json({ message: "Please sign in", code: "UNAUTHENTICATED" }, 401, "Unauthorized");
    await expect(client.getJson("/api/user", { on401: "returnNull" })).resolves.toBeNull();
  });

  it("raises on 401 by default", async () => {
    handler = () => json({ message: "Please sign in", code: "UNAUTHENTICATED" }, 401, "Unauthorized");
    await expect(client.getJson("/api/user")).rejects.toThrow(/^401: .*UNAUTHENTICATED/);
    await expect(client.getJson("/api/user", { on401: "throw" })).rejects.toThrow(/^401: /);
  });

  it('still raises other errors with on401: "returnNull"', async () => {
    handler = () => empty(500, "Internal Server Error");
    await expect(client.getJson("/api/user", { on401: "returnNull" })).rejects.toThrow(/^500: Internal Server Error$/);
    handler = () => json({ message: "Not found.", code: "NOT_FOUND" }, 404, "Not Found");
    await expect(client.getJson("/api/blog/x", { on401: "returnNull" })).rejects.toThrow(/^404: /);
  });
});
