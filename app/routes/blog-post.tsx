import type { PageHandle } from "~/lib/page-hydration";
import { data } from "react-router";
import { articleJsonLd, articleMeta } from "~/features/blog/article-head";
import { ArticleView } from "~/features/blog/components/article-view";
import { loadArticle } from "~/features/blog/load-article.server";
import { localizePath } from "~/i18n/locales";
import { useI18n } from "~/i18n/i18n-provider";
import { absoluteUrl } from "~/lib/json-ld";
import { JsonLdScript } from "~/lib/json-ld-script";
import { requestContext } from "~/lib/request-context";
import { useRootData } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/blog-post";

/** HTML and the boot script only: nothing here needs React in the browser (decision 040). */
export const handle: PageHandle = { hydrate: "none" };

/** An unknown or unpublished slug is a real 404, shown by the layout's not-found page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, config, lang, publicData } = context.get(requestContext);
  const page = await loadArticle(db, { slug: params.slug, lang, siteOrigin: config.PUBLIC_URL, publicData });
  if (!page) throw data(null, { status: 404 });
  return page;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => (loaderData ? articleMeta(matches, loaderData.article) : pageMeta(matches, { titleKey: "notFound.title" }));

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { article, related } = loaderData;
  const { t, lang } = useI18n();
  const publicUrl = useRootData()?.publicUrl ?? "";
  const url = absoluteUrl(publicUrl, localizePath(`/blog/${article.slug}`, lang));
  return (
    <>
      <JsonLdScript data={articleJsonLd(article, { url, publicUrl, publisherName: t("brand.name"), lang })} />
      <ArticleView article={article} related={related} url={url} />
    </>
  );
}
