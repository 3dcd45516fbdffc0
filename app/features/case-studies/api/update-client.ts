import { apiRequest } from "~/lib/api-client";
import type { ClientPatch } from "../proof.schema";

/** `PATCH /api/admin/case-studies/clients/{id}`: its fields or its position. */
export async function updateClient(id: number, patch: ClientPatch): Promise<void> {
  await apiRequest("PATCH", `/api/admin/case-studies/clients/${id}`, patch);
}
