import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { users } from "#db/schema";
import { AppError } from "~/lib/app-error";

/**
 * Deletes an account. Its sessions and reset links go with it (foreign-key
 * cascade); articles it submitted stay, without their author link.
 */
export async function deleteUser(db: Database, options: { userId: number; actingUserId: number }): Promise<void> {
  const [target] = await db.select({ isProtected: users.isProtected }).from(users).where(eq(users.id, options.userId)).limit(1);
  if (!target) throw new AppError("NOT_FOUND");
  if (target.isProtected) throw new AppError("FORBIDDEN", { message: "users.error.protectedAdmin" });
  if (options.userId === options.actingUserId) throw new AppError("FORBIDDEN", { message: "users.error.self" });
  await db.delete(users).where(eq(users.id, options.userId));
}
