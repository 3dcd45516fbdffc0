import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "#db/client";
import { outgoingMail } from "#db/schema";
import { backends } from "../../../tests/support/backends";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { testConfig } from "../../../tests/support/test-app";
import { claimDueMail, deliverDueMail } from "./deliver-due-mail.server";
import type { DeliveryHooks } from "./delivery-hooks.server";
import { enqueueMail } from "./enqueue-mail.server";
import { createMailTransport, type MailTransport } from "./mail-transport.server";
import { startOutboxWorker } from "./outbox-worker.server";
import { OUTBOX_SETTINGS } from "./retry-schedule";

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port that can refuse recipients and answer slowly. */
async function startSmtpServer() {
  const received: Received[] = [];
  const state = { refuse: false, delayMs: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (state.refuse) return callback(Object.assign(new Error("Mailbox temporarily unavailable"), { responseCode: 451 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        setTimeout(() => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          callback();
        }, state.delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const silent = pino({ level: "silent" });
const FROM = "Sanad Website <no-reply@firm.example>";

describe.each(backends)("mail outbox against a real SMTP server [$name]", (backend) => {
  let testDb: TestDatabase;
  let db: Database;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let transport: MailTransport;

  beforeAll(async () => {
    testDb = await createTestDatabase(backend.name);
    await testDb.database.migrate();
    db = testDb.database.db;
    smtp = await startSmtpServer();
    transport = createMailTransport(testConfig({ SMTP_HOST: "127.0.0.1", SMTP_PORT: String(smtp.port), MAIL_FROM: FROM }))!;
  });
  afterAll(async () => {
    transport?.close();
    await smtp?.close();
    await testDb?.close();
  });
  beforeEach(async () => {
    await db.delete(outgoingMail);
    smtp.received.length = 0;
    smtp.state.refuse = false;
    smtp.state.delayMs = 0;
  });

  const rowOf = async (id: number) => (await db.select().from(outgoingMail).where(eq(outgoingMail.id, id)))[0];
  const deliver = (now: Date, onDelivered?: DeliveryHooks) => deliverDueMail({ db, transport, from: FROM, logger: silent, now: () => now, onDelivered });

  it("sends a queued mail, marks it sent and tells the hooks of its reference", async () => {
    const delivered = vi.fn();
    const { id } = await enqueueMail(db, { to: "partner@firm.example", subject: "New website enquiry", text: "Hello from the outbox", reference: "outbox-test:12" });

    expect(await deliver(new Date(), { "outbox-test": delivered })).toEqual({ sent: 1, retrying: 0, failed: 0 });

    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].from).toBe("no-reply@firm.example");
    expect(smtp.received[0].to).toEqual(["partner@firm.example"]);
    expect(smtp.received[0].raw).toContain("Subject: New website enquiry");
    expect(smtp.received[0].raw).toContain("Hello from the outbox");
    expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 1, lastError: null, sentAt: expect.any(Date) });
    expect(delivered).toHaveBeenCalledWith(expect.objectContaining({ mailId: id, reference: "outbox-test:12", subjectId: "12" }));
  });

  it("retries with backoff when the server refuses, and delivers once it recovers", async () => {
    const { id } = await enqueueMail(db, { to: "partner@firm.example", subject: "Retry me", text: "Body" });
    const t0 = new Date();
    smtp.state.refuse = true;

    expect(await deliver(t0)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    let row = await rowOf(id);
    expect(row).toMatchObject({ status: "pending", attempts: 1, sentAt: null });
    expect(row.lastError).toMatch(/451/);
    expect(row.nextAttemptAt.getTime()).toBe(t0.getTime() + 60_000);

    // Not due yet: nothing is attempted.
    expect(await deliver(new Date(t0.getTime() + 30_000))).toEqual({ sent: 0, retrying: 0, failed: 0 });

    // Second failure: the wait doubles.
    const t1 = new Date(t0.getTime() + 61_000);
    expect(await deliver(t1)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    row = await rowOf(id);
    expect(row.attempts).toBe(2);
    expect(row.nextAttemptAt.getTime()).toBe(t1.getTime() + 120_000);

    smtp.state.refuse = false;
    expect(await deliver(new Date(t1.getTime() + 121_000))).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 3, lastError: null });
    expect(smtp.received).toHaveLength(1);
  });

  it("gives up after the last attempt and marks the mail failed", async () => {
    const delivered = vi.fn();
    const { id } = await enqueueMail(db, { to: "partner@firm.example", subject: "Never arrives", text: "Body", reference: "outbox-fail:1" });
    smtp.state.refuse = true;
    let now = Date.now();
    for (let attempt = 1; attempt <= OUTBOX_SETTINGS.maxAttempts; attempt++) {
      const report = await deliver(new Date(now), { "outbox-fail": delivered });
      expect(report).toEqual(attempt < OUTBOX_SETTINGS.maxAttempts ? { sent: 0, retrying: 1, failed: 0 } : { sent: 0, retrying: 0, failed: 1 });
      now += 2 * 60 * 60_000;
    }
    expect(await rowOf(id)).toMatchObject({ status: "failed", attempts: OUTBOX_SETTINGS.maxAttempts, sentAt: null });
    // A failed mail is left alone, even when the server is back.
    smtp.state.refuse = false;
    expect(await deliver(new Date(now), { "outbox-fail": delivered })).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);
    expect(delivered).not.toHaveBeenCalled();
  });

  it("never lets two workers send the same mail", async () => {
    for (let i = 1; i <= 6; i++) await enqueueMail(db, { to: `lead${i}@firm.example`, subject: `Lead ${i}`, text: "Body" });
    const now = new Date();
    const [a, b] = await Promise.all([deliver(now), deliver(now)]);
    expect(a.sent + b.sent).toBe(6);
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual([1, 2, 3, 4, 5, 6].map((i) => `lead${i}@firm.example`));
    const rows = await db.select().from(outgoingMail);
    expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });

  it("hands a mail whose worker died to another once the lease runs out", async () => {
    const { id } = await enqueueMail(db, { to: "partner@firm.example", subject: "Orphaned", text: "Body" });
    const t0 = new Date();
    expect((await claimDueMail(db, t0))?.id).toBe(id);
    expect(await deliver(new Date(t0.getTime() + 60_000))).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(await deliver(new Date(t0.getTime() + OUTBOX_SETTINGS.leaseMs + 1_000))).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("polls in the background, and stop() waits for the send in flight", async () => {
    const config = testConfig({ SMTP_HOST: "127.0.0.1", SMTP_PORT: String(smtp.port), MAIL_FROM: FROM });
    const delivered = vi.fn();
    const worker = startOutboxWorker({ db, config, logger: silent, pollIntervalMs: 50, onDelivered: { "outbox-worker": delivered } });
    try {
      const first = await enqueueMail(db, { to: "partner@firm.example", subject: "Background", text: "Body", reference: "outbox-worker:3" });
      await vi.waitFor(async () => expect((await rowOf(first.id)).status).toBe("sent"), { timeout: 10_000, interval: 50 });
      expect(delivered).toHaveBeenCalledWith(expect.objectContaining({ mailId: first.id, subjectId: "3" }));

      smtp.state.delayMs = 600;
      const slow = await enqueueMail(db, { to: "partner@firm.example", subject: "Slow", text: "Body" });
      // Wait until the worker has claimed it (attempts goes to 1), then stop.
      await vi.waitFor(async () => expect((await rowOf(slow.id)).attempts).toBe(1), { timeout: 10_000, interval: 20 });
    } finally {
      await worker.stop();
    }
    const rows = await db.select().from(outgoingMail);
    expect(rows.map((row) => row.status)).toEqual(["sent", "sent"]);
    expect(smtp.received).toHaveLength(2);
  });
});

describe("mail outbox without SMTP", () => {
  let testDb: TestDatabase;
  afterEach(async () => {
    await testDb?.close();
  });

  it("keeps mails pending and logs each one once, with its id and a masked recipient only (no subject, no body)", async () => {
    testDb = await createTestDatabase("pglite");
    await testDb.database.migrate();
    const db = testDb.database.db;
    const lines: Record<string, unknown>[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) });
    const { id } = await enqueueMail(db, { to: "partner@firm.example", subject: "New enquiry · Sara Al-Qahtani", text: "Private body text" });

    const worker = startOutboxWorker({ db, config: testConfig(), logger, pollIntervalMs: 30 });
    try {
      await vi.waitFor(() => expect(lines.some((line) => line.mailId === id)).toBe(true), { timeout: 10_000, interval: 30 });
      await new Promise((resolve) => setTimeout(resolve, 150));
    } finally {
      await worker.stop();
    }
    const held = lines.filter((line) => line.mailId === id);
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ to: "p***@firm.example" });
    for (const secret of ["Private body text", "Sara Al-Qahtani", "partner@firm.example"]) expect(JSON.stringify(lines)).not.toContain(secret);
    const [row] = await db.select().from(outgoingMail).where(eq(outgoingMail.id, id));
    expect(row).toMatchObject({ status: "pending", attempts: 0 });
  });
});
