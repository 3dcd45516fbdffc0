import { apiRequest } from "~/lib/api-client";
import type { RedirectInput } from "../redirect.schema";

/** `PUT /api/admin/redirects/{id}`: its old address, its target or its answer. */
export async function updateRedirect(redirectId: number, values: RedirectInput): Promise<void> {
  await apiRequest("PUT", `/api/admin/redirects/${redirectId}`, values);
}
