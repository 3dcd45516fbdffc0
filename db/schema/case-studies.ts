import { boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The proof behind the firm (issue 28 item 2, decision 048), managed in the
 * dashboard's Case studies tab; nothing of it shows publicly until the firm
 * fills it in.
 */

/** Sectors the firm serves: shown on the home page and used to file case studies. */
export const sectors = pgTable("sectors", {
  id: serial("id").primaryKey(),
  nameEn: text("name_en").notNull(),
  nameAr: text("name_ar").notNull(),
  /** Lower comes first. */
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type Sector = typeof sectors.$inferSelect;

/** An engagement told as a short anonymised case study: no client is named. */
export const caseStudies = pgTable(
  "case_studies",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    roleEn: text("role_en").notNull(),
    roleAr: text("role_ar").notNull(),
    /** A sector still filing a case study cannot be deleted. */
    sectorId: integer("sector_id")
      .notNull()
      .references(() => sectors.id, { onDelete: "restrict" }),
    /** One of the home page's services (`serviceIds` in features/home/home-content.ts). */
    service: text("service").notNull(),
    challengeEn: text("challenge_en").notNull(),
    challengeAr: text("challenge_ar").notNull(),
    approachEn: text("approach_en").notNull(),
    approachAr: text("approach_ar").notNull(),
    outcomeEn: text("outcome_en").notNull(),
    outcomeAr: text("outcome_ar").notNull(),
    /** Weeks from the mandate to the accepted offer, when the firm gives it. */
    timeToHireWeeks: integer("time_to_hire_weeks"),
    published: boolean("published").notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("case_studies_published_order_idx").on(t.published, t.sortOrder), index("case_studies_sector_idx").on(t.sectorId)],
);

export type CaseStudy = typeof caseStudies.$inferSelect;

/** Clients' names and logos; shown publicly only once the firm ticks that the client gave permission. */
export const clients = pgTable("clients", {
  id: serial("id").primaryKey(),
  nameEn: text("name_en").notNull(),
  nameAr: text("name_ar").notNull(),
  /** `/uploads/<id>` of an uploaded image, or null: the name is shown instead. */
  logoUrl: text("logo_url"),
  permissionGiven: boolean("permission_given").notNull().default(false),
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type Client = typeof clients.$inferSelect;

/** The source or footnote of each home-page figure (`keyFigures` ids); a figure without one is not shown. */
export const homeStatisticSources = pgTable("home_statistic_sources", {
  statistic: text("statistic").primaryKey(),
  sourceEn: text("source_en").notNull(),
  sourceAr: text("source_ar").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
