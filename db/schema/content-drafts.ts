import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { contentItemKinds } from "./enums";
import { users } from "./users";

/**
 * Autosaved working drafts of the dashboard's editors (issue 26 item 4,
 * decision 042): one per item and account — a post (`item_id` its id, or
 * `new` for a post not yet created) or a site text (`item_id` its key). The
 * form's values as typed, as JSON; nothing public reads this table, and
 * saving the item deletes its draft.
 */
export const contentDrafts = pgTable(
  "content_drafts",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: contentItemKinds }).notNull(),
    itemId: text("item_id").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    values: jsonb("values").$type<Record<string, unknown>>().notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("content_drafts_item_user_idx").on(t.kind, t.itemId, t.userId), index("content_drafts_user_idx").on(t.userId)],
);
