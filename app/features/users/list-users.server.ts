import { count, desc, ilike, or } from "drizzle-orm";
import type { Database } from "#db/client";
import { users } from "#db/schema";
import type { AdminUserPage } from "./admin-user";
import { adminUserColumns, toAdminUser } from "./user-columns.server";
import type { ListUsersQuery } from "./users.schema";

/** One page of accounts, newest first, optionally narrowed by username, name or email. */
export async function listUsers(db: Database, query: ListUsersQuery): Promise<AdminUserPage> {
  const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = query.search ? or(ilike(users.username, pattern), ilike(users.fullName, pattern), ilike(users.email, pattern)) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(adminUserColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { users: rows.map(toAdminUser), total: Number(total), page: query.page, pageSize: query.pageSize };
}
