import "~/lib/zod-jitless";
import { z } from "zod";
import { leadSources, leadStatuses, type LeadSource, type LeadStatus } from "#db/schema/enums";
import { parseListQuery, type ListQuery } from "~/lib/list-query";

const filtersSchema = z.object({
  status: z.enum(leadStatuses, { error: "leadPipelineAdmin.error.status" }).optional(),
  source: z.enum(leadSources, { error: "leadPipelineAdmin.error.source" }).optional(),
  owner: z
    .string()
    .regex(/^(none|[1-9]\d{0,9})$/, "leadPipelineAdmin.error.owner")
    .transform((value) => (value === "none" ? null : Number(value)))
    .optional(),
  overdue: z
    .enum(["true", "false", "1", "0"], { error: "leadPipelineAdmin.error.overdue" })
    .transform((value) => value === "true" || value === "1")
    .optional(),
});

export interface LeadListQuery extends ListQuery {
  status?: LeadStatus;
  source?: LeadSource;
  /** An owner's id, or null for leads nobody owns. */
  owner?: number | null;
  /** Only leads whose follow-up date has passed and that are still open (not won, lost or spam). */
  overdue?: boolean;
}

/** `?status=&source=&owner=&overdue=&search=&page=&pageSize=`; paging as every admin list, a malformed filter a 400 naming it. */
export function parseLeadListQuery(query: Record<string, unknown>): LeadListQuery {
  const pick = (name: string) => (typeof query[name] === "string" && query[name] !== "" ? (query[name] as string) : undefined);
  const filters = filtersSchema.parse({ status: pick("status"), source: pick("source"), owner: pick("owner"), overdue: pick("overdue") });
  return { ...parseListQuery(query), ...filters };
}
