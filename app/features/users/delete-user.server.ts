import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { users } from "#db/schema";
import { type AuditContext, recordAudit } from "~/features/audit-log/record-audit.server";
import { AppError } from "~/lib/app-error";

/**
 * Deletes an account. Its sessions and reset links go with it (foreign-key
 * cascade); articles it submitted stay, without their author link.
 */
export async function deleteUser(db: Database, options: { userId: number; audit: AuditContext }): Promise<void> {
  const [target] = await db.select({ isProtected: users.isProtected, username: users.username }).from(users).where(eq(users.id, options.userId)).limit(1);
  if (!target) throw new AppError("NOT_FOUND");
  if (target.isProtected) throw new AppError("FORBIDDEN", { message: "users.error.protectedAdmin" });
  if (options.userId === options.audit.actor.id) throw new AppError("FORBIDDEN", { message: "users.error.self" });
  await db.transaction(async (tx) => {
    await tx.delete(users).where(eq(users.id, options.userId));
    // The deleted account's name stays in the entry, so the log still says whom it was.
    await recordAudit(tx, { ...options.audit, action: "user.delete", target: { type: "user", id: options.userId }, details: { username: target.username } });
  });
}
