import type { PageHandle } from "~/lib/page-hydration";
import { LegalPage } from "~/features/legal/components/legal-page";
import { loadLegalPage } from "~/features/legal/load-legal-page.server";
import { requestContext } from "~/lib/request-context";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/cookie-policy";

/** HTML and the boot script only: nothing here needs React in the browser (decision 040). */
export const handle: PageHandle = { hydrate: "none" };

export function loader({ context }: Route.LoaderArgs) {
  return loadLegalPage("cookie-policy", context.get(requestContext).lang);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, { title: loaderData?.document.title, description: loaderData?.document.description });

export default function CookiePolicy({ loaderData }: Route.ComponentProps) {
  return <LegalPage {...loaderData} />;
}
