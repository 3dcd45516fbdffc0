import type { PageHandle } from "~/lib/page-hydration";
import { CareerPlatformPage } from "~/features/career-platform/components/career-platform-page";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/iqader-platform";

/** HTML and the boot script only: nothing here needs React in the browser (decision 040). */
export const handle: PageHandle = { hydrate: "none" };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { titleKey: "careerPlatform.meta.title", descriptionKey: "careerPlatform.meta.description" });

export default function IqaderPlatform() {
  return <CareerPlatformPage />;
}
