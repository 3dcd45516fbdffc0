import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "#db/client";
import { catalogs } from "~/i18n/catalogs";
import { expectApiError } from "../support/assertions";
import { postgresTestUrl } from "../support/backends";
import { signIn } from "../support/factories";
import { buildApp, type TestApp } from "../support/test-app";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";
import { createScratchPostgres, type ScratchPostgres } from "../support/test-database";

/**
 * The app talks to PostgreSQL through a TCP proxy that the test stops and
 * starts again, as if the database went away and came back. Runs only when
 * TEST_DATABASE_URL is set.
 */
describe.skipIf(!postgresTestUrl)("database outage [postgres]", () => {
  let scratch: ScratchPostgres;
  let proxy: TcpProxy;
  let database: DatabaseHandle;
  let ctx: Omit<TestApp, "backend" | "close">;
  let sid: string;

  beforeAll(async () => {
    scratch = await createScratchPostgres();
    const direct = new URL(scratch.url);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const viaProxy = new URL(scratch.url);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    database = await openDatabase({ kind: "postgres", url: viaProxy.toString(), poolSize: 3 });
    ctx = await buildApp(database);
    ({ token: sid } = await signIn(ctx));
  });

  afterAll(async () => {
    await proxy?.start();
    await database?.close();
    await proxy?.stop();
    await scratch?.drop();
  });

  // A failed test must not leave the database "down" for the next one.
  afterEach(async () => {
    await proxy?.start();
  });

  const getUser = () => request(ctx.app).get("/api/user").set("Cookie", `sid=${sid}`);

  it("works through the proxy while the database is up", async () => {
    await getUser().expect(200);
    const health = await request(ctx.app).get("/healthz").expect(200);
    expect(health.body).toMatchObject({ status: "ok", database: "up", databaseKind: "postgres" });
  });

  it("answers 503 DB_UNAVAILABLE while the database is unreachable, and recovers on its own when it returns", async () => {
    for (let round = 1; round <= 2; round++) {
      await getUser().expect(200); // the pool holds open connections that are about to be cut
      await proxy.stop();

      for (let i = 0; i < 3; i++) {
        const res = await getUser();
        expectApiError(res, 503, "DB_UNAVAILABLE");
        expect((res.body as { message: string }).message).toBe(catalogs.en["api.error.unavailable"]);
        expect(res.text).not.toMatch(/ECONNREFUSED|Connection terminated|127\.0\.0\.1/);
      }
      const arabic = await getUser().set("X-Language", "ar");
      expect((arabic.body as { message: string }).message).toBe(catalogs.ar["api.error.unavailable"]);

      const health = await request(ctx.app).get("/healthz");
      expect(health.status).toBe(503);
      expect(health.body).toMatchObject({ status: "error", database: "down" });

      // Requests that do not need the database still work.
      await request(ctx.app).get("/api/csrf-token").expect(200);
      expectApiError(await request(ctx.app).get("/api/nope"), 404, "NOT_FOUND");

      await proxy.start();
      const recovered = await getUser();
      expect(recovered.status, `round ${round}: ${recovered.text}`).toBe(200);
      expect(recovered.body).toHaveProperty("username");
      await request(ctx.app).get("/healthz").expect(200);
    }
  });

  it("answers 503 rather than hanging when the database goes away mid-flight", async () => {
    await getUser().expect(200);
    const inFlight = Promise.all([getUser(), getUser(), request(ctx.app).get("/healthz")]);
    await proxy.stop();
    const results = await inFlight;
    for (const res of results) expect([200, 503]).toContain(res.status);
    await proxy.start();
    await getUser().expect(200);
  });
});
