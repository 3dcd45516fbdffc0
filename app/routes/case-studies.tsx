import { data } from "react-router";
import { SiteImagesProvider } from "~/components/ui/site-image";
import { Container } from "~/components/ui/container";
import { CaseStudiesCta } from "~/features/case-studies/components/case-studies-cta";
import { CaseStudiesHeader, CaseStudiesListing } from "~/features/case-studies/components/case-studies-listing";
import { ClientStrip } from "~/features/case-studies/components/client-strip";
import { loadCaseStudiesPage } from "~/features/case-studies/load-proof-pages.server";
import type { PageHandle } from "~/lib/page-hydration";
import { requestContext } from "~/lib/request-context";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/case-studies";

/** HTML and the boot script only: the filters are a GET form and links, applied by the server (decision 040). */
export const handle: PageHandle = { hydrate: "none" };

/** `/case-studies?sector=&service=`: a 404 until the firm publishes a case study (decision 048). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { db, lang, logger, publicData } = context.get(requestContext);
  const page = await loadCaseStudiesPage(db, { lang, logger, publicData, params: url.searchParams });
  if (!page) throw data(null, { status: 404 });
  return page;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? pageMeta(matches, { titleKey: "caseStudies.list.title", descriptionKey: "caseStudies.meta.description" }) : pageMeta(matches, { titleKey: "notFound.title" });

export default function CaseStudies({ loaderData }: Route.ComponentProps) {
  const { caseStudies, sectors, filters, clients, images } = loaderData;
  return (
    <>
      <CaseStudiesHeader />
      <CaseStudiesListing caseStudies={caseStudies} sectors={sectors} filters={filters} />
      {clients.length > 0 && (
        <Container className="pb-16">
          <SiteImagesProvider images={images}>
            <ClientStrip clients={clients} />
          </SiteImagesProvider>
        </Container>
      )}
      <CaseStudiesCta />
    </>
  );
}
