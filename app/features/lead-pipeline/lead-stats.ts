import "~/lib/zod-jitless";
import { z } from "zod";
import type { LeadSource } from "#db/schema";

/** One source's leads in one month: all of them (spam aside) and those won. */
export interface SourceCount {
  source: LeadSource;
  total: number;
  won: number;
}

/** One Riyadh month (`2026-11`) with every source, in the pipeline's source order. */
export interface LeadMonth {
  month: string;
  total: number;
  won: number;
  sources: SourceCount[];
}

/** `GET /api/admin/leads/stats?months=12`: the months oldest first, the current one last, empty months included. */
export interface LeadStats {
  months: LeadMonth[];
}

export const DEFAULT_STATS_MONTHS = 12;
export const MAX_STATS_MONTHS = 24;

const statsQuerySchema = z.object({
  months: z
    .string()
    .regex(/^\d{1,2}$/, "leadPipelineAdmin.error.months")
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_STATS_MONTHS, "leadPipelineAdmin.error.months")
    .optional(),
});

/** `?months=` (1–24, default 12); anything else is a 400 naming `months`. */
export function parseLeadStatsQuery(query: Record<string, unknown>): { months: number } {
  const months = typeof query.months === "string" && query.months !== "" ? query.months : Array.isArray(query.months) ? "x" : undefined;
  return { months: statsQuerySchema.parse({ months }).months ?? DEFAULT_STATS_MONTHS };
}
