import { HrAssessmentPage } from "~/features/hr-assessment/components/hr-assessment-page";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/hr-assessment";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { titleKey: "hr.meta.title", descriptionKey: "hr.meta.description" });

export default function HrAssessment() {
  return <HrAssessmentPage />;
}
