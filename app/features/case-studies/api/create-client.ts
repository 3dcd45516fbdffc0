import { apiRequest } from "~/lib/api-client";
import type { ClientValues } from "../proof.schema";

/** `POST /api/admin/case-studies/clients`. */
export async function createClient(values: ClientValues): Promise<void> {
  await apiRequest("POST", "/api/admin/case-studies/clients", values);
}
