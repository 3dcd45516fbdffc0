import type { PageInfo } from "~/components/data-table/page-info";
import type { TranslationFlags, TranslationState } from "~/features/content-revisions/translation-flags";
import type { ContentSection } from "./content-sections";

/** A row of the dashboard's Site Content table (dates as ISO strings). */
export interface SiteContentRow {
  id: number;
  key: string;
  section: ContentSection | string;
  sectionEn: string;
  sectionAr: string;
  labelEn: string;
  labelAr: string;
  contentEn: string | null;
  contentAr: string | null;
  /** The catalog's text, shown while there is no override and offered as the edit fields' starting value (decision 027); null for details and added items. */
  builtInEn: string | null;
  builtInAr: string | null;
  updatedAt: string;
  /** Each language up to date, behind the other's latest change, or missing (decision 042). */
  translation: TranslationFlags;
  /** The revisions the flags rest on: a language behind shows the other's changes since the revision it was last reviewed against. */
  translationState: TranslationState;
}

export type SiteContentPage = PageInfo & { content: SiteContentRow[] };
