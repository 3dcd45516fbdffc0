import { data } from "react-router";
import { articleMeta } from "~/features/blog/article-head";
import { ArticleView } from "~/features/blog/components/article-view";
import { loadArticlePreview } from "~/features/blog/load-article-preview.server";
import { useI18n } from "~/i18n/i18n-provider";
import { localizePath } from "~/i18n/locales";
import { absoluteUrl } from "~/lib/json-ld";
import { requestContext } from "~/lib/request-context";
import { useRootData } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";
import type { PageHandle } from "~/lib/page-hydration";
import type { Route } from "./+types/post-preview";

/** HTML and the boot script, as the article page itself (decision 040). */
export const handle: PageHandle = { hydrate: "none" };

/**
 * `/preview/:token` (and under `/ar`): a post shown by its private preview
 * link (decision 042) as its public page will show it, to anyone with the
 * link and without an account. Never indexed, never kept by any cache (the
 * page cache does not know the address); a forged, expired or revoked link
 * is the site's 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, config, lang, signingSecret } = context.get(requestContext);
  const page = await loadArticlePreview(db, { token: params.token, secret: signingSecret, lang, siteOrigin: config.PUBLIC_URL });
  if (!page) throw data(null, { status: 404, headers: { "Cache-Control": "no-store" } });
  return data(page, { headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...(loaderData
    ? articleMeta(matches, loaderData.article)
    : pageMeta(matches, { titleKey: "notFound.title" })),
  { name: "robots", content: "noindex, nofollow" },
];

export default function PostPreview({ loaderData }: Route.ComponentProps) {
  const { article, related, images, expiresAt } = loaderData;
  const { lang } = useI18n();
  const publicUrl = useRootData()?.publicUrl ?? "";
  // Where the article will be once published (the page itself offers nothing to share).
  const url = absoluteUrl(publicUrl, localizePath(`/blog/${article.slug}`, lang));
  return <ArticleView article={article} related={related} images={images} url={url} preview={{ expiresAt }} />;
}
