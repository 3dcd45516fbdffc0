import pg from "pg";
import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "#db/client";
import { expectApiError } from "../support/assertions";
import { postgresTestUrl } from "../support/backends";
import { contactSubmission } from "../support/contact-submissions";
import { buildApp, csrf, type TestApp } from "../support/test-app";
import { createScratchPostgres, type ScratchPostgres } from "../support/test-database";

/** What the contact form sends, one lead per number. */
const lead = (i: number) => contactSubmission({ fullName: `Restart Lead ${i}`, email: `restart-${i}@example.sa` });

/**
 * A PostgreSQL restart or failover ends the app's connections, including
 * one checked out for a transaction. The process must survive it (an
 * `error` event on a checked-out client with no listener would kill it),
 * answer 503 DB_UNAVAILABLE for what was cut, and serve the next request.
 */
describe.skipIf(!postgresTestUrl)("database backends terminated under load [postgres]", () => {
  let scratch: ScratchPostgres;
  let database: DatabaseHandle;
  let ctx: Omit<TestApp, "backend" | "close">;
  let admin: pg.Client;
  let closed = false;
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    scratch = await createScratchPostgres();
    database = await openDatabase({ kind: "postgres", url: scratch.url, poolSize: 4 });
    ctx = await buildApp(database, { TRUST_PROXY: "true" });
    admin = new pg.Client({ connectionString: postgresTestUrl });
    await admin.connect();
    process.on("uncaughtException", onUncaught);
  });
  afterAll(async () => {
    process.off("uncaughtException", onUncaught);
    await admin?.end();
    if (!closed) await database?.close();
    await scratch?.drop();
  });

  /** What a restart does to this database's sessions (the test's own admin connection is on another database). */
  const terminateAppBackends = () =>
    admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()", [scratch.name]);

  it("a transaction's connection ended mid-way fails that transaction only; the process lives on", async () => {
    const attempt = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await terminateAppBackends();
      // Give the server's goodbye time to reach the checked-out client.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.execute(sql`select 1`);
    });
    await expect(attempt).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(uncaught).toEqual([]);
    await database.ping();
  });

  it("leads posted while the backends are terminated get 201 or 503, never a crash; then 201 again", async () => {
    const post = async (i: number) => {
      const browser = request.agent(ctx.app);
      const token = await csrf(browser);
      const res = await browser.post("/api/contact").set("X-CSRF-Token", token).set("X-Forwarded-For", `10.9.${Math.floor(i / 250)}.${i % 250}`).send(lead(i));
      return Object.assign(res, { email: lead(i).email });
    };
    const statuses: number[] = [];
    const acknowledged: string[] = [];
    for (let round = 0; round < 10; round++) {
      const inFlight = Promise.all(Array.from({ length: 8 }, (_, k) => post(round * 8 + k)));
      await new Promise((resolve) => setTimeout(resolve, 3 * round));
      await terminateAppBackends();
      for (const res of await inFlight) {
        statuses.push(res.status);
        if (res.status === 201) acknowledged.push(res.email);
        else expectApiError(res, 503, "DB_UNAVAILABLE");
      }
    }
    expect(uncaught).toEqual([]);
    expect(statuses.every((status) => status === 201 || status === 503)).toBe(true);
    // Recovered by itself: the first request after a cut may still meet a dead idle connection (503);
    // then more requests in a row than the pool has connections all succeed, so none was lost for good.
    let first = await post(900);
    for (let attempt = 1; first.status !== 201 && attempt < 3; attempt++) first = await post(900 + attempt);
    expect(first.status, first.text).toBe(201);
    const inARow = await Promise.all(Array.from({ length: 6 }, (_, i) => post(910 + i)));
    expect(inARow.map((res) => res.status)).toEqual(Array(6).fill(201));
    // Every acknowledged lead is stored.
    const stored = await database.db.execute<{ email: string }>(sql`select email from contact_submissions`);
    const storedEmails = new Set((stored as unknown as { rows: { email: string }[] }).rows.map((row) => row.email));
    for (const email of acknowledged) expect(storedEmails.has(email), email).toBe(true);

    // No connection is left checked out for good (a leaked one would keep the pool from closing).
    const closing = database.close().then(() => "closed");
    closed = true;
    expect(await Promise.race([closing, new Promise((resolve) => setTimeout(() => resolve("stuck with a leaked connection"), 5_000))])).toBe("closed");
  });
});
