import type { KeyFigureId } from "~/features/home/home-content";
import { apiRequest } from "~/lib/api-client";
import type { StatisticSourceValues } from "../proof.schema";

/** `PUT /api/admin/case-studies/statistics/{statistic}`: both languages, or both empty to hide the figure. */
export async function setStatisticSource(statistic: KeyFigureId, values: StatisticSourceValues): Promise<void> {
  await apiRequest("PUT", `/api/admin/case-studies/statistics/${statistic}`, values);
}
