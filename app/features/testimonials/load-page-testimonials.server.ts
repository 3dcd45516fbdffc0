import type { Logger } from "pino";
import type { Database } from "#db/client";
import type { Lang } from "~/i18n/locales";
import { noPublicDataMemo, type PublicDataMemo } from "~/lib/public-data-memo";
import { listPublishedTestimonials, PUBLISHED_TESTIMONIALS } from "./list-published-testimonials.server";
import { localizeTestimonial, type PageTestimonial } from "./testimonial";

/**
 * For a page's loader: the published testimonials in the page's language
 * (on the home page only those marked for it), read once per change of
 * public content. When the database is away the page renders without them
 * rather than failing.
 */
export async function loadPageTestimonials(
  db: Database,
  options: { lang: Lang; page: "connect" | "home"; logger?: Logger; publicData?: PublicDataMemo },
): Promise<PageTestimonial[]> {
  const { lang, page, logger, publicData = noPublicDataMemo } = options;
  try {
    const published = await publicData.memo(PUBLISHED_TESTIMONIALS, () => listPublishedTestimonials(db));
    return published.filter((item) => page === "connect" || item.showOnHome).map((item) => localizeTestimonial(item, lang));
  } catch (error) {
    logger?.warn({ err: error }, "testimonials unavailable");
    return [];
  }
}
