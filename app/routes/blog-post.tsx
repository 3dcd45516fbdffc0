import type { PageHandle } from "~/lib/page-hydration";
import { data } from "react-router";
import { articleJsonLd, articleMeta } from "~/features/blog/article-head";
import { ArticleView } from "~/features/blog/components/article-view";
import { loadArticle } from "~/features/blog/load-article.server";
import { missingPageStatus } from "~/features/blog/redirects/find-removed-address.server";
import { localizePath } from "~/i18n/locales";
import { useI18n } from "~/i18n/i18n-provider";
import { absoluteUrl } from "~/lib/json-ld";
import { JsonLdScript } from "~/lib/json-ld-script";
import { requestContext } from "~/lib/request-context";
import { useRootData } from "~/lib/root-data";
import { feedLinkMeta, pageMeta } from "~/lib/seo";
import { FEED_PATH } from "~/features/blog/feed";
import { findAuthorPage } from "~/features/people/find-author-page.server";
import type { Route } from "./+types/blog-post";

/** HTML and the boot script only: nothing here needs React in the browser (decision 040). */
export const handle: PageHandle = { hydrate: "none" };

/**
 * An unknown or unpublished slug is a real 404, shown by the layout's
 * not-found page; a deleted article's address is a 410 with the "removed"
 * page (decision 043).
 */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  const { db, config, lang, publicData, logger } = context.get(requestContext);
  const page = await loadArticle(db, { slug: params.slug, lang, siteOrigin: config.PUBLIC_URL, publicData });
  if (!page) throw data(null, { status: await missingPageStatus(db, url.pathname, logger) });
  // The byline links to its author's page when it names a published team member in this language (decision 047).
  const authorPage = await findAuthorPage(db, { name: page.article.author, lang, publicData });
  return { ...page, authorHref: authorPage ? localizePath(authorPage, lang) : null };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? [...articleMeta(matches, loaderData.article), ...feedLinkMeta(matches, { path: FEED_PATH, titleKey: "blog.feed.title" })] : pageMeta(matches, { titleKey: "notFound.title" });

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { article, related, images, authorHref } = loaderData;
  const { t, lang } = useI18n();
  const publicUrl = useRootData()?.publicUrl ?? "";
  const url = absoluteUrl(publicUrl, localizePath(`/blog/${article.slug}`, lang));
  return (
    <>
      <JsonLdScript data={articleJsonLd(article, { url, publicUrl, publisherName: t("brand.name"), lang })} />
      <ArticleView article={article} related={related} images={images} url={url} authorHref={authorHref} />
    </>
  );
}
