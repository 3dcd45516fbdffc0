import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * A browser an account has signed in from (decision 038): the SHA-256 of the
 * random id in its long-lived `__Host-device` cookie, per account. A sign-in
 * from a browser not listed here for the account sends the new-device notice.
 */
export const knownDevices = pgTable(
  "known_devices",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    deviceHash: text("device_hash").notNull(),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("known_devices_user_device").on(t.userId, t.deviceHash)],
);

/**
 * A signed-in browser. The id is the SHA-256 of the cookie token, never the
 * token itself; the account holder's sessions list and its sign-out calls name
 * a session by `public_id`, a random id that opens nothing.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    publicId: uuid("public_id").notNull().defaultRandom(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    userAgent: text("user_agent"),
    /** The client's address at sign-in, as the rate limits see it (`clientAddress`). */
    address: text("address"),
    /** The browser it was signed in from; null for sessions older than the device cookie. */
    deviceId: integer("device_id").references(() => knownDevices.id, { onDelete: "set null" }),
  },
  (t) => [
    index("sessions_user_id_idx").on(t.userId),
    index("sessions_expires_at_idx").on(t.expiresAt),
    uniqueIndex("sessions_public_id_idx").on(t.publicId),
  ],
);

/** One-time password-reset links, stored hashed like sessions. */
export const passwordResetTokens = pgTable("password_reset_tokens", {
  id: text("id").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
