import { data } from "react-router";
import { SiteImagesProvider } from "~/components/ui/site-image";
import { TeamPage } from "~/features/people/components/team-page";
import { loadTeamPage } from "~/features/people/load-team-page.server";
import type { PageHandle } from "~/lib/page-hydration";
import { requestContext } from "~/lib/request-context";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/team";

/** HTML and the boot script only: nothing here needs React in the browser (decision 040). */
export const handle: PageHandle = { hydrate: "none" };

/** Nobody published yet: the page does not exist (decision 047), as the header and footer do not link to it. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, lang, publicData, logger } = context.get(requestContext);
  const page = await loadTeamPage(db, { lang, publicData, logger });
  if (!page) throw data(null, { status: 404 });
  return page;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? pageMeta(matches, { titleKey: "team.metaTitle", descriptionKey: "team.metaDescription" }) : pageMeta(matches, { titleKey: "notFound.title" });

export default function Team({ loaderData }: Route.ComponentProps) {
  return (
    <SiteImagesProvider images={loaderData.images}>
      <TeamPage people={loaderData.people} contactPartner={loaderData.contactPartner} />
    </SiteImagesProvider>
  );
}
