import { index, integer, jsonb, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { blogPosts } from "./blog-posts";
import { contentItemKinds, revisionCauses } from "./enums";
import { users } from "./users";

export { contentItemKinds, revisionCauses, type ContentItemKind, type RevisionCause } from "./enums";

/**
 * Every save of a post or a site text (issue 26 item 3, decision 042): both
 * languages and the metadata as they were after the save, numbered per item
 * from 1. A post's revisions go with the post (`post_id`, cascade); a site
 * text's are named by its key. Thinned daily (content/thin-content-revisions).
 */
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: serial("id").primaryKey(),
    itemKind: text("item_kind", { enum: contentItemKinds }).notNull(),
    /** The post's id as text, or the site text's key. */
    itemKey: text("item_key").notNull(),
    postId: integer("post_id").references(() => blogPosts.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    cause: text("cause", { enum: revisionCauses }).notNull(),
    /** The revision a restore brought back; thinning keeps it. */
    restoredFrom: integer("restored_from"),
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
  },
  (t) => [unique("content_revisions_item_number_key").on(t.itemKind, t.itemKey, t.number), index("content_revisions_post_idx").on(t.postId)],
);

/**
 * The two languages of an item as a linked pair (decision 042): per
 * language, the revision in which its text last changed, and the other
 * language's `changed` it was last reviewed against. A language needs an
 * update when the other's `changed` is past its `reviewed`.
 */
export const translationStates = pgTable(
  "translation_states",
  {
    itemKind: text("item_kind", { enum: contentItemKinds }).notNull(),
    itemKey: text("item_key").notNull(),
    postId: integer("post_id").references(() => blogPosts.id, { onDelete: "cascade" }),
    changedRevEn: integer("changed_rev_en").notNull().default(0),
    changedRevAr: integer("changed_rev_ar").notNull().default(0),
    reviewedRevEn: integer("reviewed_rev_en").notNull().default(0),
    reviewedRevAr: integer("reviewed_rev_ar").notNull().default(0),
  },
  (t) => [unique("translation_states_item_key").on(t.itemKind, t.itemKey), index("translation_states_post_idx").on(t.postId)],
);
