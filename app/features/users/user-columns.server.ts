import { users } from "#db/schema";

/** What the Users tab may see of an account. */
export const adminUserColumns = {
  id: users.id,
  username: users.username,
  fullName: users.fullName,
  email: users.email,
  role: users.role,
  isProtected: users.isProtected,
  createdAt: users.createdAt,
};

export function toAdminUser<T extends { createdAt: Date }>(row: T): Omit<T, "createdAt"> & { createdAt: string } {
  return { ...row, createdAt: row.createdAt.toISOString() };
}
