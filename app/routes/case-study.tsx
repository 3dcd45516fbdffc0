import { data } from "react-router";
import { CaseStudiesCta } from "~/features/case-studies/components/case-studies-cta";
import { CaseStudyArticle } from "~/features/case-studies/components/case-study-article";
import { caseStudyJsonLd } from "~/features/case-studies/case-study-head";
import { serviceName } from "~/features/case-studies/case-study-words";
import { loadCaseStudyPage } from "~/features/case-studies/load-proof-pages.server";
import { useI18n } from "~/i18n/i18n-provider";
import { localizePath } from "~/i18n/locales";
import { absoluteUrl } from "~/lib/json-ld";
import { JsonLdScript } from "~/lib/json-ld-script";
import type { PageHandle } from "~/lib/page-hydration";
import { requestContext } from "~/lib/request-context";
import { useRootData } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/case-study";

/** HTML and the boot script only (decision 040). */
export const handle: PageHandle = { hydrate: "none" };

/** An unknown or unpublished address is a 404 (decision 048). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, lang, logger, publicData } = context.get(requestContext);
  const item = await loadCaseStudyPage(db, { slug: params.slug, lang, logger, publicData });
  if (!item) throw data(null, { status: 404 });
  return { item };
}

/** Its own sharing card: the role as the title, the challenge as the description (decision 048). */
export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? pageMeta(matches, { title: loaderData.item.role, description: shorten(loaderData.item.challenge), type: "article" }) : pageMeta(matches, { titleKey: "notFound.title" });

export default function CaseStudy({ loaderData }: Route.ComponentProps) {
  const { item } = loaderData;
  const { t, lang } = useI18n();
  const publicUrl = useRootData()?.publicUrl ?? "";
  const url = absoluteUrl(publicUrl, localizePath(`/case-studies/${item.slug}`, lang));
  return (
    <>
      <JsonLdScript data={caseStudyJsonLd(item, { url, publicUrl, publisherName: t("brand.name"), serviceName: serviceName(t, item.service), lang })} />
      <CaseStudyArticle item={item} />
      <CaseStudiesCta />
    </>
  );
}

/** A description of search-result length: the first 160 characters, cut at a word. */
function shorten(text: string): string {
  if (text.length <= 160) return text;
  const cut = text.slice(0, 159);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 120))}…`;
}
