import type { LeadStatus } from "#db/schema";
import { getJson } from "~/lib/api-client";
import type { LeadsPage } from "../lead-row";
import { leadStatuses } from "#db/schema/enums";

/**
 * The number of leads in each status under the other filters: one
 * `GET /api/admin/leads?status=…&pageSize=1` per status, read from `total`
 * (no count endpoint; seven small requests, decision 030's UI section).
 */
export async function countLeadsByStatus(filters: URLSearchParams): Promise<Record<LeadStatus, number>> {
  const totals = await Promise.all(
    leadStatuses.map(async (status) => {
      const params = new URLSearchParams(filters);
      params.set("status", status);
      params.set("page", "1");
      params.set("pageSize", "1");
      return (await getJson<LeadsPage>(`/api/admin/leads?${params.toString()}`))?.total ?? 0;
    }),
  );
  return Object.fromEntries(leadStatuses.map((status, i) => [status, totals[i]])) as Record<LeadStatus, number>;
}
