import nodemailer from "nodemailer";
import type { Config } from "~/lib/config.server";

export interface MailEnvelope {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

/** Sends one e-mail or throws. Aborting `signal` gives the send up (its connection is closed) and makes it throw. */
export interface MailTransport {
  send(mail: MailEnvelope, signal?: AbortSignal): Promise<void>;
  close(): void;
}

/**
 * A mail server that accepts and then says nothing must not hold a send for
 * long (nodemailer's own defaults: 2 minutes to connect, 10 minutes of
 * silence). A send that is under way when the server stops is given up
 * through its signal (see outbox-worker.server.ts).
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/** SMTP through nodemailer when `SMTP_HOST` is set; null otherwise (mail then stays in the outbox). */
export function createMailTransport(config: Pick<Config, "SMTP_HOST" | "SMTP_PORT" | "SMTP_SECURE" | "SMTP_USER" | "SMTP_PASSWORD">): MailTransport | null {
  if (!config.SMTP_HOST) return null;
  const transporter = nodemailer.createTransport({
    host: config.SMTP_HOST,
    port: config.SMTP_PORT,
    secure: config.SMTP_SECURE,
    auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASSWORD ?? "" } : undefined,
    ...SMTP_TIMEOUTS,
  });
  return {
    send: async (mail, signal) => {
      await transporter.sendMail({ from: mail.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? undefined, signal });
    },
    close: () => transporter.close(),
  };
}
