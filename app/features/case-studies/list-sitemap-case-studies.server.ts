import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { caseStudies } from "#db/schema";
import { caseStudyOrder } from "./proof-columns.server";

/** The published case studies' addresses for the sitemap; a failure is the sitemap's to answer (503), never an empty list. */
export async function listSitemapCaseStudies(db: Database): Promise<{ slug: string; updatedAt: Date }[]> {
  return db.select({ slug: caseStudies.slug, updatedAt: caseStudies.updatedAt }).from(caseStudies).where(eq(caseStudies.published, true)).orderBy(...caseStudyOrder);
}
