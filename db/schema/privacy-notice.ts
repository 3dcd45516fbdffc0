import { check, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "./users";

/**
 * The privacy policy's published versions (issue 14 item 8, decision 032).
 * Version 1 is the policy built into the code (app/features/legal/content,
 * dated 2025-04-14) and has no row; every later version is a row holding the
 * whole text in both languages as Markdown, never edited once published.
 */
export const privacyNoticeVersions = pgTable(
  "privacy_notice_versions",
  {
    version: integer("version").primaryKey(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    /** The administrator who published it; null for a version shipped with the site (or an account since deleted). */
    publishedBy: integer("published_by").references(() => users.id, { onDelete: "set null" }),
    /** What changed, in the administrator's words (optional). */
    note: text("note"),
    contentEn: text("content_en").notNull(),
    contentAr: text("content_ar").notNull(),
  },
  (table) => [check("privacy_notice_versions_version_check", sql`${table.version} >= 2`)],
);

export type PrivacyNoticeVersionRow = typeof privacyNoticeVersions.$inferSelect;
