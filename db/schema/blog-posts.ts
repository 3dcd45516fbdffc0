import { boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { blogPostStatuses, storedLanguages } from "./enums";
import { users } from "./users";
import { bytea } from "./column-types";

export { blogPostStatuses, type BlogPostStatus } from "./enums";

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    titleEn: text("title_en").notNull(),
    titleAr: text("title_ar").notNull(),
    summaryEn: text("summary_en").notNull(),
    summaryAr: text("summary_ar").notNull(),
    contentEn: text("content_en").notNull(),
    contentAr: text("content_ar").notNull(),
    imageUrl: text("image_url").notNull(),
    /** What the cover shows, for whoever cannot see it (its `alt`), in each language; empty when not given (decision 044). */
    imageAltEn: text("image_alt_en").notNull().default(""),
    imageAltAr: text("image_alt_ar").notNull().default(""),
    author: text("author").notNull(),
    /** The author's name as Arabic pages show it; empty on posts written before it existed (pages fall back to `author`). */
    authorAr: text("author_ar").notNull().default(""),
    categoryEn: text("category_en").notNull(),
    categoryAr: text("category_ar").notNull(),
    featured: boolean("featured").notNull().default(false),
    status: text("status", { enum: blogPostStatuses }).notNull().default("draft"),
    /** The account that wrote a submitted article; null for posts made by the firm. */
    submittedBy: integer("submitted_by").references(() => users.id, { onDelete: "set null" }),
    /** The language of the page a member's article was last sent from: the language the reviewer's decision is mailed in. */
    authorLang: text("author_lang", { enum: storedLanguages }),
    /** The reviewer's last comment to the author (a rejection or a request for changes); null when none was given. */
    reviewComment: text("review_comment"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** When a `scheduled` post goes public (issue 26 item 5, decision 042); null for every other status. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    /** When a published (or scheduled) post goes back to draft; null when it stays. */
    unpublishAt: timestamp("unpublish_at", { withTimezone: true }),
    /**
     * Search and sharing, per language (issue 27 item 1, decision 045): the
     * page's `<title>` as written, its meta description and its social image;
     * null where the default applies (the title with the firm's name, the
     * summary, the cover).
     */
    searchTitleEn: text("search_title_en"),
    searchTitleAr: text("search_title_ar"),
    searchDescriptionEn: text("search_description_en"),
    searchDescriptionAr: text("search_description_ar"),
    socialImageEn: text("social_image_en"),
    socialImageAr: text("social_image_ar"),
  },
  (t) => [index("blog_posts_status_created_idx").on(t.status, t.createdAt)],
);

/** Uploaded images live in the database so every server instance can serve them. */
export const uploadedImages = pgTable("uploaded_images", {
  id: text("id").primaryKey(),
  contentType: text("content_type").notNull(),
  byteSize: integer("byte_size").notNull(),
  data: bytea("data").notNull(),
  /**
   * The picture's size once turned upright (EXIF orientation), set when its
   * variants are made (uploaded_image_variants, decision 044); null on an
   * image stored before them until the daily job converts it.
   */
  width: integer("width"),
  height: integer("height"),
  uploadedBy: integer("uploaded_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Private preview links of a post (issue 26 item 6, decision 042): whoever
 * has the link sees the post as the public would, without an account, for 7
 * days unless revoked. No token is stored: the link's token is the row's id
 * signed with the site's signing secret (features/blog/preview-token.server.ts),
 * so the dashboard can show a link again and a revoked row ends it.
 */
export const postPreviewLinks = pgTable(
  "post_preview_links",
  {
    id: serial("id").primaryKey(),
    postId: integer("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("post_preview_links_post_idx").on(t.postId)],
);
