import { apiRequest } from "~/lib/api-client";
import type { SectorPatch } from "../proof.schema";

/** `PATCH /api/admin/case-studies/sectors/{id}`: its fields or its position. */
export async function updateSector(id: number, patch: SectorPatch): Promise<void> {
  await apiRequest("PATCH", `/api/admin/case-studies/sectors/${id}`, patch);
}
