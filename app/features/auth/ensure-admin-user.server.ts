import { sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { users } from "#db/schema";
import { hashPassword } from "./password.server";

/**
 * Creates an administrator with this name unless an account with the name,
 * in any case, already exists (an existing account is left exactly as it is).
 * No full name is stored: the site calls the account "Site administrator" in
 * the reader's language (accountName) until its holder gives their name.
 */
export async function ensureAdminUser(
  db: Database,
  options: { username: string; password: string },
): Promise<"created" | "exists"> {
  const [existing] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = lower(${options.username})`).limit(1);
  if (existing) return "exists";
  const passwordHash = await hashPassword(options.password);
  const inserted = await db
    .insert(users)
    .values({ username: options.username, passwordHash, role: "admin", isProtected: true })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return inserted.length > 0 ? "created" : "exists";
}
