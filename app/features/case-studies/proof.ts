import type { KeyFigureId, ServiceId } from "~/features/home/home-content";
import type { Lang } from "~/i18n/locales";

/** Rows as the dashboard gets them: both languages, place and switches (decision 048). */
export interface AdminSector {
  id: number;
  nameEn: string;
  nameAr: string;
  sortOrder: number;
  /** How many case studies it files (a sector in use cannot be deleted). */
  caseStudies: number;
}

export interface AdminCaseStudy {
  id: number;
  slug: string;
  roleEn: string;
  roleAr: string;
  sectorId: number;
  service: ServiceId;
  challengeEn: string;
  challengeAr: string;
  approachEn: string;
  approachAr: string;
  outcomeEn: string;
  outcomeAr: string;
  timeToHireWeeks: number | null;
  published: boolean;
  sortOrder: number;
  createdAt: string;
  updatedAt: string;
}

export interface AdminClient {
  id: number;
  nameEn: string;
  nameAr: string;
  logoUrl: string | null;
  permissionGiven: boolean;
  sortOrder: number;
}

export interface AdminStatisticSource {
  statistic: KeyFigureId;
  sourceEn: string;
  sourceAr: string;
}

/** `GET /api/admin/case-studies`: a page of case studies in display order. */
export interface AdminCaseStudyList {
  caseStudies: AdminCaseStudy[];
  total: number;
  page: number;
  pageSize: number;
}

/** `GET /api/admin/case-studies/proof`: the tab's short lists, read at once. */
export interface AdminProofLists {
  sectors: AdminSector[];
  clients: AdminClient[];
  statistics: AdminStatisticSource[];
}

/** What public pages read, both languages, only what may be shown. */
export interface PublishedProof {
  sectors: Pick<AdminSector, "id" | "nameEn" | "nameAr">[];
  caseStudies: Omit<AdminCaseStudy, "published" | "sortOrder" | "createdAt">[];
  /** Clients whose permission the firm ticked, nothing else. */
  clients: Pick<AdminClient, "id" | "nameEn" | "nameAr" | "logoUrl">[];
  statistics: AdminStatisticSource[];
}

/** One language's view, as a page shows it. */
export interface PageSector {
  id: number;
  name: string;
}

export interface PageCaseStudy {
  slug: string;
  role: string;
  sector: PageSector;
  service: ServiceId;
  challenge: string;
  approach: string;
  outcome: string;
  timeToHireWeeks: number | null;
  updatedAt: string;
}

export interface PageClient {
  id: number;
  name: string;
  logoUrl: string | null;
}

/** A home figure's source in the page's language, by figure. */
export type StatisticSources = Partial<Record<KeyFigureId, string>>;

const pick = (lang: Lang, en: string, ar: string) => (lang === "ar" ? ar : en);

export function localizeSector(sector: PublishedProof["sectors"][number], lang: Lang): PageSector {
  return { id: sector.id, name: pick(lang, sector.nameEn, sector.nameAr) };
}

/** A published case study in one language; null when its sector is gone (it never is: a sector in use cannot be deleted). */
export function localizeCaseStudy(item: PublishedProof["caseStudies"][number], sectors: PublishedProof["sectors"], lang: Lang): PageCaseStudy | null {
  const sector = sectors.find((candidate) => candidate.id === item.sectorId);
  if (!sector) return null;
  return {
    slug: item.slug,
    role: pick(lang, item.roleEn, item.roleAr),
    sector: localizeSector(sector, lang),
    service: item.service,
    challenge: pick(lang, item.challengeEn, item.challengeAr),
    approach: pick(lang, item.approachEn, item.approachAr),
    outcome: pick(lang, item.outcomeEn, item.outcomeAr),
    timeToHireWeeks: item.timeToHireWeeks,
    updatedAt: item.updatedAt,
  };
}

export function localizeClient(client: PublishedProof["clients"][number], lang: Lang): PageClient {
  return { id: client.id, name: pick(lang, client.nameEn, client.nameAr), logoUrl: client.logoUrl };
}

export function localizeStatistics(statistics: readonly AdminStatisticSource[], lang: Lang): StatisticSources {
  return Object.fromEntries(statistics.filter((item) => item.sourceEn && item.sourceAr).map((item) => [item.statistic, pick(lang, item.sourceEn, item.sourceAr)]));
}

/** The new order of ids once `id` moves to 1-based `position` (clamped to the list). */
export function reorderIds(ids: readonly number[], id: number, position: number): number[] {
  const rest = ids.filter((other) => other !== id);
  const index = Math.min(Math.max(position - 1, 0), rest.length);
  return [...rest.slice(0, index), id, ...rest.slice(index)];
}

/** The listing's filters from its address (`?sector=3&service=onboarding`): unknown values are ignored. */
export function filterCaseStudies(items: readonly PageCaseStudy[], filters: { sector?: number; service?: ServiceId }): PageCaseStudy[] {
  return items.filter((item) => (filters.sector === undefined || item.sector.id === filters.sector) && (filters.service === undefined || item.service === filters.service));
}
