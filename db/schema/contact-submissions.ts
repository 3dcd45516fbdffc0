import { boolean, index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { storedLanguages } from "./enums";

export const contactSubmissions = pgTable(
  "contact_submissions",
  {
    id: serial("id").primaryKey(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    service: text("service").notNull(),
    message: text("message").notNull(),
    privacyAccepted: boolean("privacy_accepted").notNull().default(false),
    language: text("language", { enum: storedLanguages }).notNull().default("en"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The browser's key for one submission, kept across its retries: a resent lead is stored once. */
    idempotencyKey: text("idempotency_key").unique(),
  },
  (t) => [index("contact_submissions_created_idx").on(t.createdAt)],
);
