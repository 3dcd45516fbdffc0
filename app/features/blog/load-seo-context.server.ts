import { inArray } from "drizzle-orm";
import type { Database } from "#db/client";
import { blogPosts } from "#db/schema";
import { getTranslators } from "~/i18n/server-translator.server";
import { postSearchColumns } from "./post-search-columns.server";
import { readSearchFields } from "./post-search-fields";
import type { SeoContext } from "./seo-check";

/**
 * What the search check compares a post with (decision 045): the posts that
 * are or will be public (their titles and descriptions, for duplicates, and
 * their slugs, for links), the firm's name as each language's `<title>` ends
 * (the dashboard's wording, overrides included) and the site's origin. The
 * editor fetches it once and checks as the writer types.
 */
export async function loadSeoContext(db: Database, siteOrigin: string): Promise<SeoContext> {
  const [rows, translators] = await Promise.all([
    db
      .select({
        id: blogPosts.id,
        slug: blogPosts.slug,
        status: blogPosts.status,
        titleEn: blogPosts.titleEn,
        titleAr: blogPosts.titleAr,
        summaryEn: blogPosts.summaryEn,
        summaryAr: blogPosts.summaryAr,
        ...postSearchColumns,
      })
      .from(blogPosts)
      .where(inArray(blogPosts.status, ["published", "scheduled"])),
    getTranslators(db),
  ]);
  const posts = rows.map((row) => {
    const { searchTitleEn, searchTitleAr, searchDescriptionEn, searchDescriptionAr } = readSearchFields(row);
    const { id, slug, status, titleEn, titleAr, summaryEn, summaryAr } = row;
    return { id, slug, status, titleEn, titleAr, summaryEn, summaryAr, searchTitleEn, searchTitleAr, searchDescriptionEn, searchDescriptionAr };
  });
  return { posts, brand: { en: translators.en("brand.name"), ar: translators.ar("brand.name") }, siteOrigin };
}
