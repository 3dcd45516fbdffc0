import { openDatabase, type DatabaseHandle } from "#db/client";
import { DataDirLockedError } from "#db/data-dir-lock";
import { ConfigError, loadConfig } from "~/lib/config.server";
import { NEW_PASSWORD_MIN, PASSWORD_MAX, usernameField } from "./account-fields.schema";
import { resetSecondFactor } from "./second-factor/reset-second-factor.server";
import { findAdminCandidate, setUpAdmin } from "./set-up-admin.server";

/** How the command talks to the operator; the script passes the terminal, tests pass a script. */
export interface CliIo {
  ask(question: string): Promise<string>;
  /** Asks without echoing what is typed. */
  askSecret(question: string): Promise<string>;
  say(line: string): void;
  warn(line: string): void;
}

export const DEFAULT_ADMIN_USERNAME = "admin";

/** `npm run create-admin -- --reset-second-factor <username>`: the way back in for the last administrator who lost every second factor (decision 038). */
export const RESET_SECOND_FACTOR_FLAG = "--reset-second-factor";

/**
 * `npm run create-admin`. Reads DATABASE_URL / DATA_DIR like the server,
 * applies migrations, then creates the administrator or (after a y/N
 * confirmation) resets an existing account's password and makes it admin.
 * With `--reset-second-factor <username>` it instead removes that account's
 * second factors (after a y/N confirmation; audited), so it signs in with its
 * password and sets one up again. Returns the process exit code.
 */
export async function runCreateAdminCli(io: CliIo, env: Record<string, string | undefined> = process.env, args: string[] = []): Promise<number> {
  const resetAt = args.indexOf(RESET_SECOND_FACTOR_FLAG);
  if (resetAt !== -1 && !args[resetAt + 1]?.trim()) {
    io.warn(`Name the account: npm run create-admin -- ${RESET_SECOND_FACTOR_FLAG} <username>`);
    return 1;
  }
  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      io.warn(error.message);
      return 1;
    }
    throw error;
  }

  let database: DatabaseHandle;
  try {
    database = await openDatabase(config.DATABASE_URL ? { kind: "postgres", url: config.DATABASE_URL, poolSize: 1 } : { kind: "pglite", dataDir: config.DATA_DIR });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      io.warn(
        `The website server is running on the data folder "${config.DATA_DIR}" and the embedded database accepts one process at a time.\n` +
          "Stop the server (Ctrl+C, or `kill` its pid), run `npm run create-admin` again, then start the server.\n" +
          "Alternatively, restart the server with ADMIN_USERNAME and ADMIN_PASSWORD set (see README, \"First administrator\").",
      );
      return 1;
    }
    io.warn(`Could not open the database: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }

  try {
    await database.migrate();
    io.say(config.DATABASE_URL ? "Database: PostgreSQL (DATABASE_URL)" : `Database: embedded, in ${config.DATA_DIR}`);
    if (resetAt !== -1) return await resetSecondFactorCli(io, database, args[resetAt + 1].trim());

    const username = await askUsername(io);
    if (username === null) return 1;
    const existing = await findAdminCandidate(database.db, username);
    if (existing.exists) {
      const what = { admin: "an administrator", editor: "an editor", user: "a regular user" }[existing.role];
      io.say(`An account named "${existing.username}" already exists (${what}).`);
      const answer = (await io.ask(`Set a new password for "${existing.username}" and make it an administrator? [y/N] `)).trim().toLowerCase();
      if (answer !== "y" && answer !== "yes") {
        io.say("Nothing was changed.");
        return 0;
      }
    }

    const password = await askNewPassword(io);
    if (password === null) return 1;
    const result = await setUpAdmin(database.db, { username: existing.exists ? existing.username : username, password, existingUserId: existing.exists ? existing.id : undefined });
    const signInUrl = `${config.PUBLIC_URL}/auth`;
    io.say(
      result === "created"
        ? `Administrator "${username}" created. Sign in at ${signInUrl}`
        : `"${existing.exists ? existing.username : username}" is now an administrator with the new password, and its sessions were signed out. Sign in at ${signInUrl}`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

async function askUsername(io: CliIo): Promise<string | null> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const typed = (await io.ask(`Username [${DEFAULT_ADMIN_USERNAME}]: `)).trim() || DEFAULT_ADMIN_USERNAME;
    const parsed = usernameField.safeParse(typed);
    if (parsed.success) return parsed.data;
    io.warn("A username has 3 to 50 letters, digits, dots, hyphens or underscores, without spaces.");
  }
  io.warn("No valid username given; nothing was changed.");
  return null;
}

async function askNewPassword(io: CliIo): Promise<string | null> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const password = await io.askSecret("Password (at least 8 characters): ");
    if (password.length < NEW_PASSWORD_MIN) {
      io.warn(`The password must have at least ${NEW_PASSWORD_MIN} characters.`);
      continue;
    }
    if (password.length > PASSWORD_MAX) {
      io.warn(`The password must have at most ${PASSWORD_MAX} characters.`);
      continue;
    }
    const again = await io.askSecret("Password again: ");
    if (again !== password) {
      io.warn("The two passwords differ.");
      continue;
    }
    return password;
  }
  io.warn("No password set; nothing was changed.");
  return null;
}

async function resetSecondFactorCli(io: CliIo, database: DatabaseHandle, username: string): Promise<number> {
  const account = await findAdminCandidate(database.db, username);
  if (!account.exists) {
    io.warn(`There is no account named "${username}"; nothing was changed.`);
    return 1;
  }
  const answer = (await io.ask(`Remove every second factor of "${account.username}" (authenticator app, passkeys, recovery codes)? It will sign in with its password alone until it sets one up again. [y/N] `)).trim().toLowerCase();
  if (answer !== "y" && answer !== "yes") {
    io.say("Nothing was changed.");
    return 0;
  }
  const { removed } = await resetSecondFactor(database.db, { userId: account.id, audit: { actor: null, address: null } });
  io.say(
    removed
      ? `"${account.username}" has no second factor now. Sign in with the password, then set one up on the profile page (required for administrators while the firm requires it).`
      : `"${account.username}" had no second factor; nothing was changed.`,
  );
  return 0;
}
