import type { Database } from "#db/client";
import { isUniqueViolation } from "#db/errors";
import { users } from "#db/schema";
import { isUsernameTaken, usernameTakenError } from "~/features/auth/is-username-taken.server";
import { hashPassword } from "~/features/auth/password.server";
import type { AdminUser } from "./admin-user";
import { adminUserColumns, toAdminUser } from "./user-columns.server";
import type { CreateUserInput } from "./users.schema";

/** An administrator opens an account for someone. */
export async function createUser(db: Database, input: CreateUserInput): Promise<AdminUser> {
  if (await isUsernameTaken(db, input.username)) throw usernameTakenError();
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db
      .insert(users)
      .values({ username: input.username, passwordHash, fullName: input.fullName ?? null, email: input.email ?? null, role: input.role })
      .returning(adminUserColumns);
    return toAdminUser(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTakenError();
    throw error;
  }
}
