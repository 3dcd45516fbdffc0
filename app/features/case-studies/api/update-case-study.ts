import { apiRequest } from "~/lib/api-client";
import type { AdminCaseStudy } from "../proof";
import type { CaseStudyPatch } from "../proof.schema";

/** `PATCH /api/admin/case-studies/{id}`: its fields, its published switch or its position. */
export async function updateCaseStudy(id: number, patch: CaseStudyPatch): Promise<AdminCaseStudy> {
  const res = await apiRequest("PATCH", `/api/admin/case-studies/${id}`, patch);
  return ((await res.json()) as { caseStudy: AdminCaseStudy }).caseStudy;
}
