import { getJson } from "~/lib/api-client";
import type { RetentionOverview } from "../personal-data";

/** `GET /api/admin/privacy/retention`: the setting, the next run and what it will anonymise. */
export async function getRetention(): Promise<RetentionOverview | null> {
  return getJson<RetentionOverview>("/api/admin/privacy/retention");
}
