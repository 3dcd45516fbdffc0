import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { isUniqueViolation } from "#db/errors";
import { users } from "#db/schema";
import { type AuditContext, recordAudit } from "~/features/audit-log/record-audit.server";
import { accountChangeDetails } from "~/features/auth/account-change-audit";
import { isUsernameTaken, usernameTakenError } from "~/features/auth/is-username-taken.server";
import { AppError } from "~/lib/app-error";
import type { AdminUser } from "./admin-user";
import { adminUserColumns, toAdminUser } from "./user-columns.server";
import type { UpdateUserInput } from "./users.schema";

/**
 * Edit User: full name, email and username. The protected account (decision
 * 018) keeps its name, and only it changes its own e-mail: the e-mail is
 * where its password-reset links go, so another administrator who could
 * change it could take the account over.
 */
export async function updateUser(db: Database, options: { userId: number; input: UpdateUserInput; audit: AuditContext }): Promise<AdminUser> {
  const { userId, input, audit } = options;
  const [existing] = await db
    .select({ username: users.username, fullName: users.fullName, email: users.email, isProtected: users.isProtected })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!existing) throw new AppError("NOT_FOUND");
  if (existing.isProtected && input.username !== existing.username) {
    throw new AppError("FORBIDDEN", { message: "users.error.protectedRename", fieldErrors: { username: "users.error.protectedRename" } });
  }
  if (existing.isProtected && audit.actor.id !== userId && (input.email ?? null) !== existing.email) {
    throw new AppError("FORBIDDEN", { message: "users.error.protectedEmail", fieldErrors: { email: "users.error.protectedEmail" } });
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
      // E-mail and full name masked: the log keeps no personal address.
      const details = accountChangeDetails(existing, row);
      await recordAudit(tx, { ...audit, action: "user.update", target: { type: "user", id: userId }, details: { ...details } });
      return toAdminUser(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTakenError();
    throw error;
  }
}
