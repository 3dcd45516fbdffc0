import { apiRequest } from "~/lib/api-client";
import type { LeadRow } from "../lead-row";
import type { z } from "zod";
import type { leadPatchSchema } from "../lead-patch.schema";

/** `PATCH /api/admin/leads/{id}`: the lead's status, owner or next follow-up. */
export async function updateLead(leadId: number, patch: z.input<typeof leadPatchSchema>): Promise<LeadRow> {
  const res = await apiRequest("PATCH", `/api/admin/leads/${leadId}`, patch);
  return ((await res.json()) as { lead: LeadRow }).lead;
}
