import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { asc } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "#db/client";
import { outgoingMail } from "#db/schema";
import { OUTBOX_SETTINGS } from "~/features/mail/retry-schedule";
import { backends } from "../support/backends";
import { contactSubmission } from "../support/contact-submissions";
import { createScratchPostgres, type ScratchPostgres } from "../support/test-database";

const fixture = path.resolve(import.meta.dirname, "../../server/test-fixtures/site-server.ts");
const NOTIFY_EMAIL = "leads@firm.example";

/** The real server in a child process; resolves once it listens. */
async function startSite(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", fixture], {
    env: { ...process.env, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", PAGE_CACHE: "false", TRUST_PROXY: "true", NOTIFY_EMAIL, ...env },
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    child.once("message", (message) => resolve((message as { port: number }).port));
    child.once("exit", () => reject(new Error(`the server stopped before listening:\n${output}`)));
  });
  return { child, port, exited, output: () => output };
}

function request(port: number, options: { method: string; path: string; headers?: Record<string, string>; body?: string }) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, agent: false, ...options }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end(options.body);
  });
}

async function postLeads(port: number, count: number) {
  const setup = await request(port, { method: "GET", path: "/api/csrf-token" });
  const token = (JSON.parse(setup.body) as { csrfToken: string }).csrfToken;
  const cookie = (setup.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
  for (let i = 1; i <= count; i++) {
    const body = JSON.stringify(contactSubmission({ fullName: `Lead ${i}`, email: `lead${i}@example.sa` }));
    const res = await request(port, { method: "POST", path: "/api/contact", body, headers: { "Content-Type": "application/json", "X-CSRF-Token": token, Cookie: cookie, "X-Forwarded-For": `10.0.0.${i}` } });
    expect(res.status, res.body).toBe(201);
  }
}

function stopped(child: ChildProcess, exited: Promise<number | null>, limitMs: number) {
  const started = Date.now();
  child.kill("SIGTERM");
  return Promise.race([exited.then((code) => ({ code, ms: Date.now() - started })), new Promise<"hung">((resolve) => setTimeout(() => resolve("hung"), limitMs))]);
}

describe.each(backends)("SIGTERM while the mail server accepts and never answers [$name]", (backend) => {
  const children: ChildProcess[] = [];
  let scratch: ScratchPostgres | undefined;
  let dataDir: string | undefined;
  afterAll(async () => {
    for (const child of children) child.kill("SIGKILL");
    await scratch?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("stops within the grace, leaves the queued mails pending (none failed), and the next start delivers each exactly once", { timeout: 90_000 }, async () => {
    let databaseEnv: Record<string, string>;
    if (backend.name === "postgres") {
      scratch = await createScratchPostgres();
      databaseEnv = { DATABASE_URL: scratch.url };
    } else {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hung-smtp-"));
      databaseEnv = { DATA_DIR: dataDir };
    }
    const readMails = async () => {
      const database = await openDatabase(scratch ? { kind: "postgres", url: scratch.url } : { kind: "pglite", dataDir: dataDir! });
      try {
        return await database.db.select().from(outgoingMail).orderBy(asc(outgoingMail.id));
      } finally {
        await database.close();
      }
    };

    // Accepts every connection and never says a word: no SMTP greeting, ever.
    const held: net.Socket[] = [];
    const hung = net.createServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => hung.listen(0, "127.0.0.1", resolve));
    const site = await startSite({ ...databaseEnv, SMTP_HOST: "127.0.0.1", SMTP_PORT: String((hung.address() as AddressInfo).port) });
    children.push(site.child);
    await postLeads(site.port, 3);
    // A send is in progress: the worker has connected and waits for the greeting.
    const deadline = Date.now() + 20_000;
    while (held.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(held.length).toBe(1);

    const result = await stopped(site.child, site.exited, 15_000);
    expect(result, site.output()).not.toBe("hung");
    expect(result).toMatchObject({ code: 0 });
    expect((result as { ms: number }).ms).toBeLessThan(OUTBOX_SETTINGS.stopGraceMs + 2_000);
    for (const socket of held) socket.destroy();
    hung.close();

    const queued = await readMails();
    const notifications = queued.filter((mail) => mail.toAddress === NOTIFY_EMAIL);
    expect(notifications).toHaveLength(3);
    // Still queued, due, and the given-up attempt not counted against the mail.
    for (const mail of queued) expect(mail).toMatchObject({ status: "pending", attempts: 0 });

    // The next start, with a mail server that answers, delivers every one of them exactly once.
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, session, callback) {
        stream.resume();
        stream.on("end", () => {
          received.push(...session.envelope.rcptTo.map((r) => r.address));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    try {
      const again = await startSite({ ...databaseEnv, SMTP_HOST: "127.0.0.1", SMTP_PORT: String((smtp.server.address() as AddressInfo).port) });
      children.push(again.child);
      const until = Date.now() + 30_000;
      while (received.length < queued.length && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 100));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await stopped(again.child, again.exited, 15_000)).toMatchObject({ code: 0 });
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
    expect(received.filter((to) => to === NOTIFY_EMAIL)).toHaveLength(3);
    expect(received).toHaveLength(queued.length);
    expect((await readMails()).every((mail) => mail.status === "sent")).toBe(true);
  });
});
