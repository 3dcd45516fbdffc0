import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * What administrators (and sign-in attempts) did, append-only: no endpoint
 * changes or deletes a row. `actorLabel` keeps the username as it was, so an
 * entry still says who after the account is renamed or deleted. Entries name
 * their target by id, never by a visitor's e-mail, so erasing a person leaves
 * the log as it is (decision 030).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorLabel: text("actor_label"),
    /** Dotted, e.g. `auth.sign_in`, `lead.status`, `lead.export` (app/features/audit-log/audit-actions.ts). */
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    /** The client's address as the server saw it (behind TRUST_PROXY, the forwarded one). */
    address: text("address"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt),
    index("audit_log_action_created_idx").on(t.action, t.createdAt),
    index("audit_log_actor_created_idx").on(t.actorId, t.createdAt),
  ],
);

export type AuditEntry = typeof auditLog.$inferSelect;
