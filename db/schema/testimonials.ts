import { boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Clients' words about the firm, managed in the dashboard; shown on /connect (and the home page when chosen) once published. */
export const testimonials = pgTable(
  "testimonials",
  {
    id: serial("id").primaryKey(),
    quoteEn: text("quote_en").notNull(),
    quoteAr: text("quote_ar").notNull(),
    nameEn: text("name_en").notNull(),
    nameAr: text("name_ar").notNull(),
    titleEn: text("title_en").notNull().default(""),
    titleAr: text("title_ar").notNull().default(""),
    companyEn: text("company_en").notNull().default(""),
    companyAr: text("company_ar").notNull().default(""),
    /** Lower comes first. */
    sortOrder: integer("sort_order").notNull().default(0),
    published: boolean("published").notNull().default(false),
    showOnHome: boolean("show_on_home").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("testimonials_published_order_idx").on(t.published, t.sortOrder)],
);

export type Testimonial = typeof testimonials.$inferSelect;
