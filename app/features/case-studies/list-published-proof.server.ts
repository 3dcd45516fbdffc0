import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "#db/client";
import { caseStudies, clients, homeStatisticSources, sectors } from "#db/schema";
import { keyFigureIds, type KeyFigureId, type ServiceId } from "~/features/home/home-content";
import { noPublicDataMemo, type PublicDataMemo } from "~/lib/public-data-memo";
import type { PublishedProof } from "./proof";
import { caseStudyOrder, clientOrder, sectorOrder } from "./proof-columns.server";

/** The public-data memo's key. */
export const PUBLISHED_PROOF = "case-studies:published";

const empty: PublishedProof = { sectors: [], caseStudies: [], clients: [], statistics: [] };

/**
 * What public pages may show, both languages, read once per change of public
 * content: the sectors, the published case studies, the clients whose
 * permission is ticked (nothing of the others leaves the database) and the
 * figures' sources. When the database is away the pages show none of it
 * rather than failing.
 */
export async function listPublishedProof(db: Database, options: { logger?: Logger; publicData?: PublicDataMemo } = {}): Promise<PublishedProof> {
  const { logger, publicData = noPublicDataMemo } = options;
  try {
    return await publicData.memo(PUBLISHED_PROOF, () => readPublishedProof(db));
  } catch (error) {
    logger?.warn({ err: error }, "case studies unavailable");
    return empty;
  }
}

async function readPublishedProof(db: Database): Promise<PublishedProof> {
  const [sectorRows, caseStudyRows, clientRows, sourceRows] = await Promise.all([
    db.select({ id: sectors.id, nameEn: sectors.nameEn, nameAr: sectors.nameAr }).from(sectors).orderBy(...sectorOrder),
    db
      .select({
        id: caseStudies.id,
        slug: caseStudies.slug,
        roleEn: caseStudies.roleEn,
        roleAr: caseStudies.roleAr,
        sectorId: caseStudies.sectorId,
        service: caseStudies.service,
        challengeEn: caseStudies.challengeEn,
        challengeAr: caseStudies.challengeAr,
        approachEn: caseStudies.approachEn,
        approachAr: caseStudies.approachAr,
        outcomeEn: caseStudies.outcomeEn,
        outcomeAr: caseStudies.outcomeAr,
        timeToHireWeeks: caseStudies.timeToHireWeeks,
        updatedAt: caseStudies.updatedAt,
      })
      .from(caseStudies)
      .where(eq(caseStudies.published, true))
      .orderBy(...caseStudyOrder),
    db.select({ id: clients.id, nameEn: clients.nameEn, nameAr: clients.nameAr, logoUrl: clients.logoUrl }).from(clients).where(eq(clients.permissionGiven, true)).orderBy(...clientOrder),
    db.select({ statistic: homeStatisticSources.statistic, sourceEn: homeStatisticSources.sourceEn, sourceAr: homeStatisticSources.sourceAr }).from(homeStatisticSources),
  ]);
  return {
    sectors: sectorRows,
    caseStudies: caseStudyRows.map((row) => ({ ...row, service: row.service as ServiceId, updatedAt: row.updatedAt.toISOString() })),
    clients: clientRows,
    statistics: sourceRows
      .filter((row): row is typeof row & { statistic: KeyFigureId } => (keyFigureIds as readonly string[]).includes(row.statistic))
      .map((row) => ({ statistic: row.statistic, sourceEn: row.sourceEn, sourceAr: row.sourceAr })),
  };
}
