import { count, desc, ilike, or, sql } from "drizzle-orm";
import { containsPattern, offsetOf, type ListQuery } from "~/lib/list-query";
import type { Database } from "#db/client";
import { users } from "#db/schema";
import type { AdminUserPage } from "./admin-user";
import { adminUserColumns, toAdminUser } from "./user-columns.server";

/** Whether the account has a second factor (decision 038): the app once confirmed, or a passkey. */
const hasSecondFactorColumn = sql<boolean>`(exists(select 1 from user_totp where user_totp.user_id = "users"."id" and user_totp.confirmed_at is not null) or exists(select 1 from passkeys where passkeys.user_id = "users"."id"))`;

/** One page of accounts, newest first, optionally narrowed by username, name or email. */
export async function listUsers(db: Database, query: ListQuery): Promise<AdminUserPage> {
  const pattern = containsPattern(query.search);
  const where = query.search ? or(ilike(users.username, pattern), ilike(users.fullName, pattern), ilike(users.email, pattern)) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ ...adminUserColumns, secondFactor: hasSecondFactorColumn })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { users: rows.map(toAdminUser), total: Number(total), page: query.page, pageSize: query.pageSize };
}
