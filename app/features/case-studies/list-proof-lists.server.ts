import { count, eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { caseStudies, clients, homeStatisticSources, sectors } from "#db/schema";
import { keyFigureIds } from "~/features/home/home-content";
import type { AdminProofLists } from "./proof";
import { clientOrder, sectorOrder } from "./proof-columns.server";

/** The tab's short lists: sectors (with how many case studies each files), clients, and every home figure with its source ("" when none). */
export async function listProofLists(db: Database): Promise<AdminProofLists> {
  const [sectorRows, clientRows, sourceRows] = await Promise.all([
    db
      .select({ id: sectors.id, nameEn: sectors.nameEn, nameAr: sectors.nameAr, sortOrder: sectors.sortOrder, caseStudies: count(caseStudies.id) })
      .from(sectors)
      .leftJoin(caseStudies, eq(caseStudies.sectorId, sectors.id))
      .groupBy(sectors.id)
      .orderBy(...sectorOrder),
    db.select({ id: clients.id, nameEn: clients.nameEn, nameAr: clients.nameAr, logoUrl: clients.logoUrl, permissionGiven: clients.permissionGiven, sortOrder: clients.sortOrder }).from(clients).orderBy(...clientOrder),
    db.select().from(homeStatisticSources),
  ]);
  const sources = new Map(sourceRows.map((row) => [row.statistic, row]));
  return {
    sectors: sectorRows.map((row) => ({ ...row, caseStudies: Number(row.caseStudies) })),
    clients: clientRows,
    statistics: keyFigureIds.map((statistic) => ({ statistic, sourceEn: sources.get(statistic)?.sourceEn ?? "", sourceAr: sources.get(statistic)?.sourceAr ?? "" })),
  };
}
