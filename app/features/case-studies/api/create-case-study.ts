import { apiRequest } from "~/lib/api-client";
import type { AdminCaseStudy } from "../proof";
import type { CaseStudyValues } from "../proof.schema";

/** `POST /api/admin/case-studies`. */
export async function createCaseStudy(values: CaseStudyValues): Promise<AdminCaseStudy> {
  const res = await apiRequest("POST", "/api/admin/case-studies", values);
  return ((await res.json()) as { caseStudy: AdminCaseStudy }).caseStudy;
}
