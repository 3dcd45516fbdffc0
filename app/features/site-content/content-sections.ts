/**
 * The sections of `site_content.section` (db/schema/site-content.ts),
 * repeated here so browser code does not pull the database schema into its
 * bundle; a unit test keeps the two lists equal.
 */
export const contentSections = ["home", "about", "services", "framework", "contact", "footer"] as const;
export type ContentSection = (typeof contentSections)[number];
