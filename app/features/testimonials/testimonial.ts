import type { Lang } from "~/i18n/locales";

export { reorderIds } from "~/lib/reorder-ids";

/** A testimonial as the dashboard gets it: both languages, its place and its switches. */
export interface AdminTestimonial {
  id: number;
  quoteEn: string;
  quoteAr: string;
  nameEn: string;
  nameAr: string;
  titleEn: string;
  titleAr: string;
  companyEn: string;
  companyAr: string;
  sortOrder: number;
  published: boolean;
  showOnHome: boolean;
  createdAt: string;
  updatedAt: string;
}

/** `GET /api/admin/testimonials`: every testimonial in display order. */
export interface AdminTestimonialList {
  testimonials: AdminTestimonial[];
  total: number;
}

/** A published testimonial in both languages, as pages read it. */
export type PublishedTestimonial = Pick<AdminTestimonial, "id" | "quoteEn" | "quoteAr" | "nameEn" | "nameAr" | "titleEn" | "titleAr" | "companyEn" | "companyAr" | "showOnHome">;

/** What a page shows: one language only. */
export interface PageTestimonial {
  id: number;
  quote: string;
  name: string;
  title: string;
  company: string;
}

/** The page's language only; an empty title or company in that language stays empty (never the other language's words). */
export function localizeTestimonial(item: PublishedTestimonial, lang: Lang): PageTestimonial {
  const ar = lang === "ar";
  return {
    id: item.id,
    quote: ar ? item.quoteAr : item.quoteEn,
    name: ar ? item.nameAr : item.nameEn,
    title: ar ? item.titleAr : item.titleEn,
    company: ar ? item.companyAr : item.companyEn,
  };
}
