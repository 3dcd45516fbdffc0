import type { Lang } from "~/i18n/locales";
import { absoluteUrl, type JsonLd } from "~/lib/json-ld";
import type { PageCaseStudy } from "./proof";

/**
 * A case study as schema.org sees it (decision 048): there is no case-study
 * type, so an `Article` whose headline is the role, `articleSection` the
 * sector and `about` the service, published by the firm. No client is named,
 * so none is described.
 */
export function caseStudyJsonLd(item: PageCaseStudy, options: { url: string; publicUrl: string; publisherName: string; serviceName: string; lang: Lang }): JsonLd {
  const publisher = { "@type": "Organization", name: options.publisherName, url: absoluteUrl(options.publicUrl, "/"), logo: { "@type": "ImageObject", url: absoluteUrl(options.publicUrl, "/favicon.svg") } };
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: item.role,
    description: item.challenge,
    articleSection: item.sector.name,
    about: { "@type": "Service", name: options.serviceName },
    inLanguage: options.lang === "ar" ? "ar-SA" : "en",
    dateModified: item.updatedAt,
    mainEntityOfPage: { "@type": "WebPage", "@id": options.url },
    url: options.url,
    author: publisher,
    publisher,
  };
}
