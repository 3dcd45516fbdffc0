import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "#db/client";
import { auditLog, passkeys, recoveryCodes, sessions, users, userTotp } from "#db/schema";
import { runCreateAdminCli, type CliIo } from "./create-admin-cli.server";
import { createSession } from "./create-session.server";
import { verifyPassword } from "./password.server";

/** Answers questions in order and records what the command said. */
function scriptedIo(answers: string[]): CliIo & { said: string[]; warned: string[]; secretsAsked: number } {
  const queue = [...answers];
  const io = {
    said: [] as string[],
    warned: [] as string[],
    secretsAsked: 0,
    ask: async () => queue.shift() ?? "",
    askSecret: async () => {
      io.secretsAsked++;
      return queue.shift() ?? "";
    },
    say: (line: string) => void io.said.push(line),
    warn: (line: string) => void io.warned.push(line),
  };
  return io;
}

const folders: string[] = [];
function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "create-admin-test-"));
  folders.push(dir);
  return dir;
}
const env = (dir: string) => ({ DATA_DIR: dir, LOG_LEVEL: "silent", DATABASE_URL: "" });

async function readUsers(dir: string) {
  const database = await openDatabase({ kind: "pglite", dataDir: dir });
  try {
    return await database.db.select().from(users);
  } finally {
    await database.close();
  }
}

afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("npm run create-admin", () => {
  it("creates the administrator (default name 'admin'), asking the password twice", async () => {
    const dir = dataDir();
    const io = scriptedIo(["", "a long password", "a long password"]);
    expect(await runCreateAdminCli(io, env(dir))).toBe(0);
    expect(io.secretsAsked).toBe(2);
    const [admin] = await readUsers(dir);
    expect(admin).toMatchObject({ username: "admin", role: "admin" });
    expect(await verifyPassword(admin.passwordHash, "a long password")).toBe(true);
  }, 60_000);

  it("refuses a password under 8 characters and one that differs on the second try", async () => {
    const dir = dataDir();
    const io = scriptedIo(["boss", "short", "long enough 1", "long enough 2", "long enough 3", "long enough 3"]);
    expect(await runCreateAdminCli(io, env(dir))).toBe(0);
    expect(io.warned).toEqual(["The password must have at least 8 characters.", "The two passwords differ."]);
    const [boss] = await readUsers(dir);
    expect(await verifyPassword(boss.passwordHash, "long enough 3")).toBe(true);
  }, 60_000);

  it("an existing name: nothing changes unless the operator answers y", async () => {
    const dir = dataDir();
    await runCreateAdminCli(scriptedIo(["member", "first password", "first password"]), env(dir));
    const database = await openDatabase({ kind: "pglite", dataDir: dir });
    await database.db.update(users).set({ role: "user" });
    const [member] = await database.db.select().from(users);
    await createSession(database.db, { userId: member.id, limits: { idleMinutes: 60, maxAgeHours: 1 } });
    await database.close();

    const declined = scriptedIo(["MEMBER", "n"]);
    expect(await runCreateAdminCli(declined, env(dir))).toBe(0);
    expect(declined.said).toContain("Nothing was changed.");
    expect((await readUsers(dir))[0].role).toBe("user");

    const accepted = scriptedIo(["member", "y", "second password", "second password"]);
    expect(await runCreateAdminCli(accepted, env(dir))).toBe(0);
    const reopened = await openDatabase({ kind: "pglite", dataDir: dir });
    const [after] = await reopened.db.select().from(users);
    const remaining = await reopened.db.select().from(sessions).where(eq(sessions.userId, after.id));
    await reopened.close();
    expect(after.role).toBe("admin");
    expect(await verifyPassword(after.passwordHash, "second password")).toBe(true);
    expect(remaining).toEqual([]);
  }, 90_000);

  it("--reset-second-factor <username>: after y, the account's app, passkeys and recovery codes are gone (audited, no actor); n or an unknown name change nothing", async () => {
    const dir = dataDir();
    await runCreateAdminCli(scriptedIo(["boss", "long enough 1", "long enough 1"]), env(dir));
    const database = await openDatabase({ kind: "pglite", dataDir: dir });
    const [boss] = await database.db.select().from(users);
    await database.db.insert(userTotp).values({ userId: boss.id, secret: "JBSWY3DPEHPK3PXP", confirmedAt: new Date() });
    await database.db.insert(passkeys).values({ id: "lost-phone", userId: boss.id, publicKey: "x", name: "Lost phone" });
    await database.db.insert(recoveryCodes).values({ userId: boss.id, codeHash: "a".repeat(64) });
    await database.close();

    const missing = scriptedIo([]);
    expect(await runCreateAdminCli(missing, env(dir), ["--reset-second-factor"])).toBe(1);
    expect(missing.warned[0]).toMatch(/--reset-second-factor <username>/);
    const unknown = scriptedIo([]);
    expect(await runCreateAdminCli(unknown, env(dir), ["--reset-second-factor", "nobody"])).toBe(1);
    expect(unknown.warned).toContain('There is no account named "nobody"; nothing was changed.');
    const declined = scriptedIo(["n"]);
    expect(await runCreateAdminCli(declined, env(dir), ["--reset-second-factor", "BOSS"])).toBe(0);
    expect(declined.said).toContain("Nothing was changed.");

    const accepted = scriptedIo(["y"]);
    expect(await runCreateAdminCli(accepted, env(dir), ["--reset-second-factor", "BOSS"])).toBe(0);
    expect(accepted.said.at(-1)).toMatch(/^"boss" has no second factor now/);
    const reopened = await openDatabase({ kind: "pglite", dataDir: dir });
    try {
      for (const table of [userTotp, passkeys, recoveryCodes]) expect(await reopened.db.select().from(table)).toEqual([]);
      const entries = await reopened.db.select({ actorId: auditLog.actorId, details: auditLog.details, targetId: auditLog.targetId }).from(auditLog).where(eq(auditLog.action, "second_factor.reset"));
      expect(entries).toEqual([{ actorId: null, details: { username: "boss" }, targetId: String(boss.id) }]);
    } finally {
      await reopened.close();
    }
  }, 90_000);

  it("explains what to do when the server holds the data folder", async () => {
    const dir = dataDir();
    // Another live process on this machine holds the lock (our parent will do).
    fs.writeFileSync(path.join(dir, "server.lock"), JSON.stringify({ pid: process.ppid, hostname: os.hostname() }));
    const io = scriptedIo(["admin"]);
    expect(await runCreateAdminCli(io, env(dir))).toBe(1);
    expect(io.warned.join("\n")).toMatch(/server is running on the data folder[\s\S]*Stop the server/);
  });

  it("reports a bad configuration instead of crashing", async () => {
    const io = scriptedIo([]);
    expect(await runCreateAdminCli(io, { DATABASE_URL: "mysql://nope" })).toBe(1);
    expect(io.warned[0]).toMatch(/DATABASE_URL/);
  });
});
