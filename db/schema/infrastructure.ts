import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { outboxStatuses } from "./enums";

export { outboxStatuses, type OutboxStatus } from "./enums";

/** Every e-mail goes through here first, so nothing is lost when the mail server is down. */
export const outgoingMail = pgTable(
  "outgoing_mail",
  {
    id: serial("id").primaryKey(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    /** What the mail is about, e.g. `leadership-assessment:12`, so delivery can update it. */
    reference: text("reference"),
    status: text("status", { enum: outboxStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("outgoing_mail_due_idx").on(t.status, t.nextAttemptAt)],
);

/** Fixed-window counters shared by every server instance. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/** Small server-wide values, such as the generated signing secret. */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});
