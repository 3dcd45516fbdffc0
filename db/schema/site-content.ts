import { pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

export { siteSections, type SiteSection } from "./enums";

/** Admin-editable copy; `key` is a catalog key such as `home.hero.title`. */
export const siteContent = pgTable("site_content", {
  id: serial("id").primaryKey(),
  key: text("key").notNull().unique(),
  section: text("section").notNull(),
  sectionEn: text("section_en").notNull(),
  sectionAr: text("section_ar").notNull(),
  labelEn: text("label_en").notNull(),
  labelAr: text("label_ar").notNull(),
  contentEn: text("content_en"),
  contentAr: text("content_ar"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
