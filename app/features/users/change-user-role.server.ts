import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { users, type UserRole } from "#db/schema";
import { type AuditContext, recordAudit } from "~/features/audit-log/record-audit.server";
import { AppError } from "~/lib/app-error";

/**
 * Make Admin / Remove Admin Role. Spec §6: the `admin` account cannot be
 * demoted; nobody may demote themselves either, so the dashboard always
 * keeps the administrator who is using it.
 */
export async function changeUserRole(db: Database, options: { userId: number; role: UserRole; audit: AuditContext }): Promise<void> {
  const [target] = await db.select({ role: users.role, isProtected: users.isProtected }).from(users).where(eq(users.id, options.userId)).limit(1);
  if (!target) throw new AppError("NOT_FOUND");
  if (options.role !== "admin" && target.role === "admin") {
    if (target.isProtected) throw new AppError("FORBIDDEN", { message: "users.error.protectedAdmin" });
    if (options.userId === options.audit.actor.id) throw new AppError("FORBIDDEN", { message: "users.error.self" });
  }
  await db.transaction(async (tx) => {
    await tx.update(users).set({ role: options.role, updatedAt: new Date() }).where(eq(users.id, options.userId));
    await recordAudit(tx, { ...options.audit, action: "user.role", target: { type: "user", id: options.userId }, details: { from: target.role, to: options.role } });
  });
}
