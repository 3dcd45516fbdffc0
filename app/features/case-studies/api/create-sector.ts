import { apiRequest } from "~/lib/api-client";
import type { SectorValues } from "../proof.schema";

/** `POST /api/admin/case-studies/sectors`. */
export async function createSector(values: SectorValues): Promise<void> {
  await apiRequest("POST", "/api/admin/case-studies/sectors", values);
}
