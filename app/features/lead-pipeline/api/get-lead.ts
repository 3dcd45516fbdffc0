import { getJson } from "~/lib/api-client";
import type { LeadDetail } from "../lead-row";

/** `GET /api/admin/leads/{id}`: the lead, its person and the person's timeline, newest first. */
export async function getLead(leadId: number): Promise<LeadDetail | null> {
  return getJson<LeadDetail>(`/api/admin/leads/${leadId}`);
}
