import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * The firm's partners and team (issue 28 item 1, decision 047), managed in the
 * dashboard's Team tab in both languages; shown on /team and /team/:slug once
 * published. At most one row is the firm's contact partner: the person /connect
 * presents (a partial unique index keeps it to one).
 */
export const people = pgTable(
  "people",
  {
    id: serial("id").primaryKey(),
    /** The address of the person's page: /team/<slug>, the same in both languages. */
    slug: text("slug").notNull().unique(),
    /** Site path of the uploaded portrait (/uploads/<id>), or "" for the monogram. */
    photo: text("photo").notNull().default(""),
    nameEn: text("name_en").notNull(),
    nameAr: text("name_ar").notNull(),
    titleEn: text("title_en").notNull().default(""),
    titleAr: text("title_ar").notNull().default(""),
    /** Markdown, rendered by the site's sanitizing renderer. */
    bioEn: text("bio_en").notNull().default(""),
    bioAr: text("bio_ar").notNull().default(""),
    expertiseEn: jsonb("expertise_en").$type<string[]>().notNull().default([]),
    expertiseAr: jsonb("expertise_ar").$type<string[]>().notNull().default([]),
    sectorsEn: jsonb("sectors_en").$type<string[]>().notNull().default([]),
    sectorsAr: jsonb("sectors_ar").$type<string[]>().notNull().default([]),
    /** Languages the person speaks, named in each language ("Arabic", «العربية»). */
    languagesEn: jsonb("languages_en").$type<string[]>().notNull().default([]),
    languagesAr: jsonb("languages_ar").$type<string[]>().notNull().default([]),
    linkedinUrl: text("linkedin_url").notNull().default(""),
    email: text("email").notNull().default(""),
    bookingUrl: text("booking_url").notNull().default(""),
    /** Lower comes first. */
    sortOrder: integer("sort_order").notNull().default(0),
    published: boolean("published").notNull().default(false),
    contactPartner: boolean("contact_partner").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("people_published_order_idx").on(t.published, t.sortOrder),
    uniqueIndex("people_one_contact_partner").on(t.contactPartner).where(sql`${t.contactPartner}`),
  ],
);

export type TeamMember = typeof people.$inferSelect;
