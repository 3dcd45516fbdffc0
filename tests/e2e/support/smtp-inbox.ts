import { SMTPServer } from "smtp-server";
import { test } from "./fixtures";

/** The port of the test's own SMTP server, when the site under test was started to send there (npm run test:e2e does). */
export const smtpPort = process.env.SMTP_HOST === "127.0.0.1" && process.env.SMTP_PORT ? Number(process.env.SMTP_PORT) : null;

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * Starts an SMTP server on `smtpPort` for the describe block it is called in
 * and returns the list every received message is appended to. Call it inside
 * a `test.describe` that skips when `smtpPort` is null.
 */
export function useSmtpInbox(): ReceivedMail[] {
  const inbox: ReceivedMail[] = [];
  let server: SMTPServer | null = null;

  test.beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8") });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server!.once("error", reject);
      server!.listen(smtpPort!, "127.0.0.1", () => resolve());
    });
  });
  test.afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });
  return inbox;
}

/** The decoded text/plain part of a raw message; empty when it has none. */
export function plainText(raw: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`) : [raw];
  for (const part of parts) {
    const split = part.search(/\r?\n\r?\n/);
    if (split === -1) continue;
    const head = part.slice(0, split);
    const body = part.slice(split).trim();
    if (!/content-type:\s*text\/plain/i.test(head)) continue;
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
    if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    if (encoding === "quoted-printable") {
      const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, "latin1").toString("utf8");
    }
    return body;
  }
  return "";
}
