import { createHash } from "node:crypto";
import type { Database } from "#db/client";
import type { Lang } from "~/i18n/locales";
import { getTranslator } from "~/i18n/server-translator.server";
import { noPublicDataMemo, type PublicDataMemo } from "~/lib/public-data-memo";
import { buildRssFeed } from "./feed";
import { listFeedArticles } from "./list-feed-articles.server";

export interface BlogFeed {
  xml: string;
  /** A weak validator of the feed's bytes: a reader asking again with it gets a 304. */
  etag: string;
  /** The newest change among its articles, for `Last-Modified`; null for an empty feed. */
  lastModified: Date | null;
}

/**
 * A language's feed, built once per change of public content: kept in the
 * public-data memo, which every post's save, publication, deletion and
 * scheduled move empties (with the page cache), on every instance.
 */
export async function loadBlogFeed(db: Database, options: { lang: Lang; publicUrl: string; publicData?: PublicDataMemo }): Promise<BlogFeed> {
  const publicData = options.publicData ?? noPublicDataMemo;
  return publicData.memo(`blog-feed:${options.lang}`, async () => {
    const [articles, t] = await Promise.all([listFeedArticles(db, options.lang), getTranslator(db, options.lang)]);
    const xml = buildRssFeed(
      { publicUrl: options.publicUrl, lang: options.lang, title: t("blog.feed.title", { brand: t("brand.name") }), description: t("blog.meta.description") },
      articles,
    );
    const lastModified = articles.reduce<Date | null>((latest, article) => (!latest || article.updatedAt > latest ? article.updatedAt : latest), null);
    return { xml, etag: `W/"${createHash("sha1").update(xml).digest("base64url")}"`, lastModified };
  });
}
