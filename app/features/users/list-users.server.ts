import { count, desc, ilike, or } from "drizzle-orm";
import { containsPattern, offsetOf, type ListQuery } from "~/lib/list-query";
import type { Database } from "#db/client";
import { users } from "#db/schema";
import type { AdminUserPage } from "./admin-user";
import { adminUserColumns, toAdminUser } from "./user-columns.server";

/** One page of accounts, newest first, optionally narrowed by username, name or email. */
export async function listUsers(db: Database, query: ListQuery): Promise<AdminUserPage> {
  const pattern = containsPattern(query.search);
  const where = query.search ? or(ilike(users.username, pattern), ilike(users.fullName, pattern), ilike(users.email, pattern)) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(adminUserColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { users: rows.map(toAdminUser), total: Number(total), page: query.page, pageSize: query.pageSize };
}
