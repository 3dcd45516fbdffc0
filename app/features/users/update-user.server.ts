import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { isUniqueViolation } from "#db/errors";
import { users } from "#db/schema";
import { type AuditContext, recordAudit } from "~/features/audit-log/record-audit.server";
import { isUsernameTaken, usernameTakenError } from "~/features/auth/is-username-taken.server";
import { AppError } from "~/lib/app-error";
import type { AdminUser } from "./admin-user";
import { adminUserColumns, toAdminUser } from "./user-columns.server";
import type { UpdateUserInput } from "./users.schema";

/**
 * Edit User: full name, email and username. The main `admin` account keeps
 * its name, since the name is what protects it from demotion and deletion.
 */
export async function updateUser(db: Database, options: { userId: number; input: UpdateUserInput; audit: AuditContext }): Promise<AdminUser> {
  const { userId, input, audit } = options;
  const [existing] = await db.select({ username: users.username, isProtected: users.isProtected }).from(users).where(eq(users.id, userId)).limit(1);
  if (!existing) throw new AppError("NOT_FOUND");
  if (existing.isProtected && input.username !== existing.username) {
    throw new AppError("FORBIDDEN", { message: "users.error.protectedRename", fieldErrors: { username: "users.error.protectedRename" } });
  }
  if (await isUsernameTaken(db, input.username, { exceptUserId: userId })) throw usernameTakenError();
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ username: input.username, fullName: input.fullName ?? null, email: input.email ?? null, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning(adminUserColumns);
      if (!row) throw new AppError("NOT_FOUND");
      // The names, not the e-mail: the log keeps no personal address.
      await recordAudit(tx, { ...audit, action: "user.update", target: { type: "user", id: userId }, details: { username: { from: existing.username, to: row.username } } });
      return toAdminUser(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTakenError();
    throw error;
  }
}
