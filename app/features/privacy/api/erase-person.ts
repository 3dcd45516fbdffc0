import { apiRequest } from "~/lib/api-client";
import type { ErasureResult } from "../personal-data";

/** `POST /api/admin/privacy/erase`: anonymises everything held about the address; answers the counts. */
export async function erasePerson(email: string): Promise<ErasureResult> {
  const res = await apiRequest("POST", "/api/admin/privacy/erase", { email: email.trim() });
  return (await res.json()) as ErasureResult;
}
