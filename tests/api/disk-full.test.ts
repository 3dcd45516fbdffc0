import { execFileSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "#db/client";
import { contactSubmissions, leads, outgoingMail } from "#db/schema";
import { expectApiError } from "../support/assertions";
import { contactSubmission } from "../support/contact-submissions";
import { buildApp, csrf, agent, type TestApp } from "../support/test-app";

/**
 * The embedded database on a real, small disk (a tmpfs mounted for the test;
 * skipped where mounting is not allowed, i.e. when not root): filled up, the
 * site answers 503 with Retry-After and stores nothing half, /healthz says
 * 503 until writes work again, and everything recovers on its own once space
 * is freed (issue 21 item 8).
 */
const mountPoint = mkdtempSync(path.join(os.tmpdir(), "disk-full-"));
const mounted = mountTmpfs(mountPoint, "64m");

function mountTmpfs(where: string, size: string): boolean {
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${size}`, "tmpfs", where], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

describe.skipIf(!mounted)("the embedded database on a full disk [pglite]", () => {
  let database: DatabaseHandle;
  let ctx: Omit<TestApp, "backend" | "close">;
  const filler = path.join(mountPoint, "filler");
  let sent = 0;

  beforeAll(async () => {
    database = await openDatabase({ kind: "pglite", dataDir: path.join(mountPoint, "data") });
    ctx = await buildApp(database, { NOTIFY_EMAIL: "leads@firm.example", TRUST_PROXY: "true" });
  });

  afterAll(async () => {
    await database?.close().catch(() => {});
    if (mounted) execFileSync("umount", [mountPoint], { stdio: "ignore" });
    rmSync(mountPoint, { recursive: true, force: true });
  });

  /** One lead from an address of its own (the per-address limit is not what is tested here). */
  const sendLead = async () => {
    sent += 1;
    const browser = agent(ctx.app);
    const token = await csrf(browser);
    return browser
      .post("/api/contact")
      .set({ "X-CSRF-Token": token, "X-Forwarded-For": `198.51.100.${sent % 250}` })
      .send(contactSubmission({ email: `sara${sent}@example.sa`, message: `Lead ${sent}: ${"we need a CFO. ".repeat(250)}` }));
  };
  const rows = async () => ({
    submissions: (await database.db.select({ id: contactSubmissions.id }).from(contactSubmissions)).length,
    leads: (await database.db.select({ id: leads.id }).from(leads)).length,
    mails: (await database.db.select({ id: outgoingMail.id }).from(outgoingMail)).length,
  });

  it("answers 503 with Retry-After, stores nothing half, says so on /healthz, and recovers on its own once space is freed", async () => {
    expect((await sendLead()).status).toBe(201);
    await request(ctx.app).get("/healthz").expect(200);

    fillDisk(filler);
    let stored = 0;
    let refused: request.Response | undefined;
    for (let i = 0; i < 200 && !refused; i++) {
      const res = await sendLead();
      if (res.status === 201) stored += 1;
      else refused = res;
    }
    expect(refused, "the disk never filled up").toBeDefined();
    expectApiError(refused!, 503, "DB_UNAVAILABLE");
    expect(refused!.headers["retry-after"]).toBe("5");
    // Every lead answered 201 is stored whole (submission, lead and notification); the refused one left nothing.
    const counts = await rows();
    expect(counts).toEqual({ submissions: 1 + stored, leads: 1 + stored, mails: 1 + stored });

    const health = await request(ctx.app).get("/healthz");
    expect(health.status).toBe(503);
    expect(health.headers["retry-after"]).toBe("5");
    expect(health.body).toMatchObject({ database: "down" });

    rmSync(filler);
    const freed = performance.now();
    let recovered: request.Response | undefined;
    while (performance.now() - freed < 10_000) {
      recovered = await sendLead();
      if (recovered.status === 201) break;
    }
    const recoveryMs = performance.now() - freed;
    expect(recovered?.status, recovered?.text).toBe(201);
    await request(ctx.app).get("/healthz").expect(200);
    console.info(`disk-full: recovered ${Math.round(recoveryMs)} ms after space was freed`);
    expect(await rows()).toEqual({ submissions: counts.submissions + 1, leads: counts.leads + 1, mails: counts.mails + 1 });
  });
});

/** Writes until the file system refuses: first in large blocks, then small ones, so not a byte is left. */
function fillDisk(file: string): void {
  const fd = openSync(file, "w");
  try {
    for (const size of [1 << 20, 1 << 12, 1]) {
      const block = Buffer.alloc(size, 1);
      try {
        for (;;) writeSync(fd, block);
      } catch (error) {
        if ((error as { code?: string }).code !== "ENOSPC") throw error;
      }
    }
  } finally {
    closeSync(fd);
  }
}
