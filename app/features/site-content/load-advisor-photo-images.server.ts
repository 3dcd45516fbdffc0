import type { Logger } from "pino";
import type { Database } from "#db/client";
import { findResponsiveImages } from "~/features/uploads/find-responsive-images.server";
import type { Lang } from "~/i18n/locales";
import type { PublicDataMemo } from "~/lib/public-data-memo";
import type { ResponsiveImages } from "~/lib/responsive-image";
import { listContentOverrides } from "./list-content-overrides.server";
import { resolveSiteDetails } from "./resolve-site-details.server";

/**
 * The variants of the advisor's photo (decision 044), for the `/connect`
 * page's `srcset`: the photo as the root loader resolves it (the same
 * memoised overrides, so no second read), its variants read once and kept
 * until public content changes. None when there is no photo or the database
 * is away: the page shows the plain picture, or the monogram.
 */
export async function loadAdvisorPhotoImages(db: Database, options: { lang: Lang; publicData: PublicDataMemo; logger: Logger }): Promise<ResponsiveImages> {
  try {
    const overrides = await options.publicData.memo("site-content-overrides", () => listContentOverrides(db));
    const photo = resolveSiteDetails(options.lang, overrides).advisorPhoto;
    return photo ? await options.publicData.memo(`advisor-photo-images:${photo}`, () => findResponsiveImages(db, [photo])) : {};
  } catch (error) {
    options.logger.warn({ err: error }, "advisor photo variants unavailable");
    return {};
  }
}
