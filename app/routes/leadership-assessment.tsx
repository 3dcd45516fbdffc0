import { LeadershipAssessmentPage } from "~/features/leadership-assessment/components/leadership-assessment-page";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/leadership-assessment";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { titleKey: "leadership.meta.title", descriptionKey: "leadership.meta.description" });

export default function LeadershipAssessment() {
  return <LeadershipAssessmentPage />;
}
