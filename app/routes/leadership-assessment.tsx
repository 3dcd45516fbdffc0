import { LeadershipAssessmentPage } from "~/features/leadership-assessment/components/leadership-assessment-page";
import { requestContext } from "~/lib/request-context";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/leadership-assessment";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { titleKey: "leadership.meta.title", descriptionKey: "leadership.meta.description" });

/** One fact from the server, and only on this page: whether the results can be e-mailed at all. */
export function loader({ context }: Route.LoaderArgs) {
  const { config } = context.get(requestContext);
  return { resultsByEmail: Boolean(config.SMTP_HOST) };
}

export default function LeadershipAssessment({ loaderData }: Route.ComponentProps) {
  return <LeadershipAssessmentPage resultsByEmail={loaderData.resultsByEmail} />;
}
