import { apiRequest } from "~/lib/api-client";

/** `POST /api/admin/leads/{id}/notes`: a note on the lead's timeline. */
export async function addLeadNote(leadId: number, body: string): Promise<void> {
  await apiRequest("POST", `/api/admin/leads/${leadId}/notes`, { body });
}
