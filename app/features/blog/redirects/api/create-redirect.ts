import { apiRequest } from "~/lib/api-client";
import type { RedirectInput } from "../redirect.schema";

/** `POST /api/admin/redirects`. */
export async function createRedirect(values: RedirectInput): Promise<{ id: number }> {
  const res = await apiRequest("POST", "/api/admin/redirects", values);
  return (await res.json()) as { id: number };
}
