import type { Database } from "#db/client";
import { users } from "#db/schema";
import { isUniqueViolation, isUsernameTaken } from "~/features/auth/is-username-taken.server";
import { hashPassword } from "~/features/auth/password.server";
import { AppError } from "~/lib/app-error";
import type { AdminUser } from "./admin-user";
import { adminUserColumns, toAdminUser } from "./user-columns.server";
import type { CreateUserInput } from "./users.schema";

const usernameTaken = () => new AppError("CONFLICT", { message: "auth.username.taken", fieldErrors: { username: "auth.username.taken" } });

/** An administrator opens an account for someone. */
export async function createUser(db: Database, input: CreateUserInput): Promise<AdminUser> {
  if (await isUsernameTaken(db, input.username)) throw usernameTaken();
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db
      .insert(users)
      .values({ username: input.username, passwordHash, fullName: input.fullName ?? null, email: input.email ?? null, role: input.role })
      .returning(adminUserColumns);
    return toAdminUser(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
}
