import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { homeStatisticSources } from "#db/schema";
import { type AuditContext, recordAudit } from "~/features/audit-log/record-audit.server";
import type { KeyFigureId } from "~/features/home/home-content";
import type { StatisticSourceValues } from "./proof.schema";

/**
 * Sets a home figure's source (both languages) or, with both empty, removes
 * it, which takes the figure off the home page. Audited as
 * `home_statistic.update` (shown or hidden after it), real changes only.
 */
export async function setStatisticSource(db: Database, statistic: KeyFigureId, values: StatisticSourceValues, audit: AuditContext, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(homeStatisticSources).where(eq(homeStatisticSources.statistic, statistic)).for("update");
    const shown = values.sourceEn !== "";
    if (!shown) {
      if (!before) return;
      await tx.delete(homeStatisticSources).where(eq(homeStatisticSources.statistic, statistic));
    } else {
      if (before && before.sourceEn === values.sourceEn && before.sourceAr === values.sourceAr) return;
      await tx
        .insert(homeStatisticSources)
        .values({ statistic, ...values, updatedAt: now })
        .onConflictDoUpdate({ target: homeStatisticSources.statistic, set: { ...values, updatedAt: now } });
    }
    await recordAudit(tx, { ...audit, action: "home_statistic.update", target: { type: "home_statistic", id: statistic }, details: { shown }, now });
  });
}
