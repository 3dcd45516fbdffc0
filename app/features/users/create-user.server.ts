import type { Database } from "#db/client";
import { isUniqueViolation } from "#db/errors";
import { users } from "#db/schema";
import { type AuditContext, recordAudit } from "~/features/audit-log/record-audit.server";
import { isUsernameTaken, usernameTakenError } from "~/features/auth/is-username-taken.server";
import { hashPassword } from "~/features/auth/password.server";
import type { AdminUser } from "./admin-user";
import { adminUserColumns, toAdminUser } from "./user-columns.server";
import type { CreateUserInput } from "./users.schema";

/** An administrator opens an account for someone (audited with the account's id and role). */
export async function createUser(db: Database, input: CreateUserInput, audit: AuditContext): Promise<AdminUser> {
  if (await isUsernameTaken(db, input.username)) throw usernameTakenError();
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ username: input.username, passwordHash, fullName: input.fullName ?? null, email: input.email ?? null, role: input.role })
        .returning(adminUserColumns);
      await recordAudit(tx, { ...audit, action: "user.create", target: { type: "user", id: row.id }, details: { username: row.username, role: input.role } });
      return toAdminUser(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTakenError();
    throw error;
  }
}
