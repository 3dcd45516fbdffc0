import { CareerPlatformPage } from "~/features/career-platform/components/career-platform-page";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/iqader-platform";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { titleKey: "careerPlatform.meta.title", descriptionKey: "careerPlatform.meta.description" });

export default function IqaderPlatform() {
  return <CareerPlatformPage />;
}
