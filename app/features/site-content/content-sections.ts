import { siteSections, type SiteSection } from "#db/schema/enums";

/** The sections of `site_content.section`, from the schema's dependency-free list (db/schema/enums.ts). */
export const contentSections = siteSections;
export type ContentSection = SiteSection;
