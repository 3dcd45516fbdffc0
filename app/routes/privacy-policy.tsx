import type { PageHandle } from "~/lib/page-hydration";
import { LegalPage } from "~/features/legal/components/legal-page";
import { loadPrivacyPage } from "~/features/legal/load-privacy-page.server";
import { requestContext } from "~/lib/request-context";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy-policy";

/** HTML and the boot script only: nothing here needs React in the browser (decision 040). */
export const handle: PageHandle = { hydrate: "none" };

export async function loader({ context }: Route.LoaderArgs) {
  const { db, config, lang, publicData } = context.get(requestContext);
  // Kept with the public data until a publish empties it (decision 032).
  return publicData.memo(`privacy-page:${lang}`, () => loadPrivacyPage(db, { lang, siteOrigin: config.PUBLIC_URL }));
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, { title: loaderData?.document.title, description: loaderData?.document.description });

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <LegalPage {...loaderData} />;
}
