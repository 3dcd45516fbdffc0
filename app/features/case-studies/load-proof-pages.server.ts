import type { Logger } from "pino";
import type { Database } from "#db/client";
import { findResponsiveImages } from "~/features/uploads/find-responsive-images.server";
import type { Lang } from "~/i18n/locales";
import { noPublicDataMemo, type PublicDataMemo } from "~/lib/public-data-memo";
import type { ResponsiveImages } from "~/lib/responsive-image";
import { filterCaseStudies, localizeCaseStudy, localizeClient, localizeSector, localizeStatistics, type PageCaseStudy, type PageClient, type PublishedProof } from "./proof";
import { readCaseStudyFilters, type CaseStudyFilters } from "./case-study-filters";
import { listPublishedProof } from "./list-published-proof.server";

interface LoadOptions {
  lang: Lang;
  logger?: Logger;
  publicData?: PublicDataMemo;
}

/** The published case studies in one language, in the firm's order. */
function pageCaseStudies(proof: PublishedProof, lang: Lang): PageCaseStudy[] {
  return proof.caseStudies.map((item) => localizeCaseStudy(item, proof.sectors, lang)).filter((item): item is PageCaseStudy => item !== null);
}

/** The variants of the permitted clients' logos (decision 044), kept with the public data. */
async function logoImages(db: Database, clients: readonly PageClient[], { logger, publicData = noPublicDataMemo }: LoadOptions): Promise<ResponsiveImages> {
  const logos = clients.flatMap((client) => (client.logoUrl ? [client.logoUrl] : []));
  if (logos.length === 0) return {};
  try {
    return await publicData.memo(`client-logo-images:${logos.join(",")}`, () => findResponsiveImages(db, logos));
  } catch (error) {
    logger?.warn({ err: error }, "client logo variants unavailable");
    return {};
  }
}

/**
 * `/case-studies`: the sectors and services to filter by, the case studies
 * the address's filters leave, and the permitted clients. Null while no case
 * study is published: the page does not exist until the firm fills it in.
 */
export async function loadCaseStudiesPage(db: Database, options: LoadOptions & { params: URLSearchParams }) {
  const proof = await listPublishedProof(db, options);
  const all = pageCaseStudies(proof, options.lang);
  if (all.length === 0) return null;
  const sectors = proof.sectors.filter((sector) => all.some((item) => item.sector.id === sector.id)).map((sector) => localizeSector(sector, options.lang));
  const filters: CaseStudyFilters = readCaseStudyFilters(options.params, sectors.map((sector) => sector.id));
  const clients = proof.clients.map((client) => localizeClient(client, options.lang));
  return { caseStudies: filterCaseStudies(all, filters), sectors, filters, clients, images: await logoImages(db, clients, options) };
}

/** `/case-studies/:slug`: a published case study in the page's language, or null. */
export async function loadCaseStudyPage(db: Database, options: LoadOptions & { slug: string }): Promise<PageCaseStudy | null> {
  const proof = await listPublishedProof(db, options);
  return pageCaseStudies(proof, options.lang).find((item) => item.slug === options.slug) ?? null;
}

/** The home page's share: each figure's source, the sectors, the permitted clients and whether any case study is published. */
export async function loadHomeProof(db: Database, options: LoadOptions) {
  const proof = await listPublishedProof(db, options);
  const caseStudies = pageCaseStudies(proof, options.lang);
  const clients = proof.clients.map((client) => localizeClient(client, options.lang));
  return {
    figureSources: localizeStatistics(proof.statistics, options.lang),
    sectors: proof.sectors.map((sector) => localizeSector(sector, options.lang)),
    sectorsWithStudies: [...new Set(caseStudies.map((item) => item.sector.id))],
    hasCaseStudies: caseStudies.length > 0,
    clients,
    images: await logoImages(db, clients, options),
  };
}
