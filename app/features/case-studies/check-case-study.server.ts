import { and, eq, ne } from "drizzle-orm";
import type { DatabaseExecutor } from "#db/client";
import { caseStudies, sectors } from "#db/schema";
import { AppError } from "~/lib/app-error";

/** The checks the schema cannot make: the sector exists and no other case study has the address. Field errors, translated. */
export async function checkCaseStudy(db: DatabaseExecutor, values: { slug?: string; sectorId?: number }, id?: number): Promise<void> {
  const fieldErrors: Record<string, string> = {};
  if (values.sectorId !== undefined) {
    const [sector] = await db.select({ id: sectors.id }).from(sectors).where(eq(sectors.id, values.sectorId));
    if (!sector) fieldErrors.sectorId = "caseStudiesAdmin.error.sector";
  }
  if (values.slug !== undefined) {
    const [taken] = await db
      .select({ id: caseStudies.id })
      .from(caseStudies)
      .where(id === undefined ? eq(caseStudies.slug, values.slug) : and(eq(caseStudies.slug, values.slug), ne(caseStudies.id, id)));
    if (taken) fieldErrors.slug = "caseStudiesAdmin.error.slugTaken";
  }
  if (Object.keys(fieldErrors).length > 0) throw new AppError("VALIDATION", { fieldErrors });
}
