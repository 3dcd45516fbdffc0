import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * An account's authenticator app (TOTP, RFC 6238; decision 038). At most one
 * per account. It is on once a code from it was typed back (`confirmed_at`);
 * until then the row is a set-up in progress, replaced by the next one.
 */
export const userTotp = pgTable("user_totp", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The shared secret, base32 as the authenticator app reads it from the QR code. */
  secret: text("secret").notNull(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  /** The 30-second step of the last code accepted: a code of that step or an earlier one is refused, so none is used twice. */
  lastUsedStep: bigint("last_used_step", { mode: "number" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Ten one-time recovery codes per account, stored as the SHA-256 of the normalised code; making new ones deletes the old. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("recovery_codes_user_code").on(t.userId, t.codeHash)],
);

/** A passkey (WebAuthn credential) used as the second factor after the password. */
export const passkeys = pgTable(
  "passkeys",
  {
    /** The credential id, base64url. */
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    /** The authenticator's signature counter (0 for authenticators that keep none). */
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    /** How the browser reaches it (internal, usb, hybrid…), handed back when it is asked for. */
    transports: jsonb("transports").$type<string[]>().notNull().default([]),
    /** The name its holder gave it ("Work laptop"). */
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [index("passkeys_user_id_idx").on(t.userId)],
);

/**
 * The second step of a sign-in (decision 038): the right password for an
 * account with a second factor starts one instead of a session. The id is the
 * SHA-256 of the token in the short-lived `__Host-sfa` cookie. Single use,
 * ten minutes, five wrong answers.
 */
export const signInChallenges = pgTable(
  "sign_in_challenges",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    /** The WebAuthn challenge last sent for a passkey answer (base64url), if one was asked for. */
    passkeyChallenge: text("passkey_challenge"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sign_in_challenges_user_id_idx").on(t.userId), index("sign_in_challenges_expires_at_idx").on(t.expiresAt)],
);
