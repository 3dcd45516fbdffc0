import { and, count, desc, eq, getTableColumns, gte, like, lt, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "#db/client";
import { auditLog, users } from "#db/schema";
import { accountName } from "~/components/layout/account";
import { profileGender } from "~/i18n/grammatical-form";
import type { Lang } from "~/i18n/locales";
import { getTranslator } from "~/i18n/server-translator.server";
import type { Translate } from "~/i18n/translate";
import { offsetOf } from "~/lib/list-query";
import { effectiveAction } from "./audit-events";
import type { AuditLogQuery } from "./audit-log-query";
import type { AuditEntryRow, AuditLogPage } from "./audit-log-row";

/** An old look-up, stored as `privacy.export` with `download: false` (audit-events.ts `effectiveAction`). */
const oldPrivacyView = and(eq(auditLog.action, "privacy.export"), sql`${auditLog.details} ->> 'download' = 'false'`);

function actionWhere(action: string): SQL | undefined {
  if (action.endsWith(".")) return like(auditLog.action, `${action.replace(/_/g, "\\_")}%`);
  if (action === "privacy.view") return or(eq(auditLog.action, action), oldPrivacyView);
  if (action === "privacy.export") return and(eq(auditLog.action, action), sql`coalesce(${auditLog.details} ->> 'download', 'true') <> 'false'`);
  return eq(auditLog.action, action);
}

export function auditWhere(query: Pick<AuditLogQuery, "action" | "actor" | "from" | "before">): SQL | undefined {
  return and(
    query.action ? actionWhere(query.action) : undefined,
    query.actor ? eq(auditLog.actorId, query.actor) : undefined,
    query.from ? gte(auditLog.createdAt, query.from) : undefined,
    query.before ? lt(auditLog.createdAt, query.before) : undefined,
  );
}

/** An entry with who acted as the dashboard names them today: the account's name and grammatical gender (decision 036). */
export function auditEntriesWithActor(db: Database) {
  return db
    .select({ ...getTableColumns(auditLog), actorFullName: users.fullName, actorUsername: users.username, actorIsProtected: users.isProtected, actorGender: users.gender })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId));
}

type EntryWithActor = Awaited<ReturnType<typeof auditEntriesWithActor>>[number];

/**
 * One entry as the API answers it: the action it stands for (an old look-up
 * stored as an export reads as a view), and the actor named as the header
 * names them (accountName, in the reader's language) while the account
 * exists; after a deletion, the username kept in the entry.
 */
export function toAuditEntryRow(row: EntryWithActor, t: Translate): AuditEntryRow {
  const { actorFullName, actorUsername, actorIsProtected, actorGender, ...entry } = row;
  const current = actorUsername === null ? null : accountName({ fullName: actorFullName, username: actorUsername, isProtected: actorIsProtected === true }, t);
  return {
    ...entry,
    action: effectiveAction(entry),
    actorName: current ?? entry.actorLabel,
    actorGender: profileGender(actorGender),
    createdAt: entry.createdAt.toISOString(),
  };
}

/** The audit log, newest first, filtered and paged; who acted named in the reader's language. */
export async function listAuditLog(db: Database, query: AuditLogQuery, lang: Lang): Promise<AuditLogPage> {
  const where = auditWhere(query);
  const [rows, [{ total }], t] = await Promise.all([
    auditEntriesWithActor(db).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(query.pageSize).offset(offsetOf(query)),
    db.select({ total: count() }).from(auditLog).where(where),
    getTranslator(db, lang),
  ]);
  const entries = rows.map((row) => toAuditEntryRow(row, t));
  return { entries, total: Number(total), page: query.page, pageSize: query.pageSize };
}
