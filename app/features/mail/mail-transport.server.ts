import nodemailer from "nodemailer";
import type { Config } from "~/lib/config.server";

export interface MailEnvelope {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

/** Sends one e-mail or throws. */
export interface MailTransport {
  send(mail: MailEnvelope): Promise<void>;
  close(): void;
}

const SMTP_TIMEOUT_MS = 30_000;

/** SMTP through nodemailer when `SMTP_HOST` is set; null otherwise (mail then stays in the outbox). */
export function createMailTransport(config: Pick<Config, "SMTP_HOST" | "SMTP_PORT" | "SMTP_SECURE" | "SMTP_USER" | "SMTP_PASSWORD">): MailTransport | null {
  if (!config.SMTP_HOST) return null;
  const transporter = nodemailer.createTransport({
    host: config.SMTP_HOST,
    port: config.SMTP_PORT,
    secure: config.SMTP_SECURE,
    auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASSWORD ?? "" } : undefined,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    send: async (mail) => {
      await transporter.sendMail({ from: mail.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? undefined });
    },
    close: () => transporter.close(),
  };
}
