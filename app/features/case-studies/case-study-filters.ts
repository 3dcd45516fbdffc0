import { serviceIds, type ServiceId } from "~/features/home/home-content";

/** The listing's query-string filters (decision 040: a GET form and links, no script). */
export const SECTOR_PARAM = "sector";
export const SERVICE_PARAM = "service";

export interface CaseStudyFilters {
  sector?: number;
  service?: ServiceId;
}

/** Reads `?sector=<id>&service=<id>`; a value naming nothing is ignored, as the blog's filters are. */
export function readCaseStudyFilters(params: URLSearchParams, sectorIds: readonly number[]): CaseStudyFilters {
  const sector = Number(params.get(SECTOR_PARAM));
  const service = params.get(SERVICE_PARAM);
  return {
    ...(Number.isInteger(sector) && sectorIds.includes(sector) ? { sector } : {}),
    ...(service && (serviceIds as readonly string[]).includes(service) ? { service: service as ServiceId } : {}),
  };
}

/** `?sector=3&service=onboarding`, or "" with no filter. */
export function caseStudyFilterSearch(filters: CaseStudyFilters): string {
  const params = new URLSearchParams();
  if (filters.sector !== undefined) params.set(SECTOR_PARAM, String(filters.sector));
  if (filters.service) params.set(SERVICE_PARAM, filters.service);
  const search = params.toString();
  return search ? `?${search}` : "";
}
