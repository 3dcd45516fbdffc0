import type { ServiceId } from "~/features/home/home-content";
import { formatNumber, pluralCategory } from "~/i18n/format";
import type { Lang } from "~/i18n/locales";
import type { MessageKey, Translate } from "~/i18n/translate";

/** A service's name: the shared `footer.service.*` keys, whose ids are the home page's services (decision 048). */
export function serviceName(t: Translate, service: ServiceId): string {
  return t(`footer.service.${service}` satisfies MessageKey);
}

/**
 * "8 weeks" / «8 أسابيع», in the plural form the language gives the count;
 * from the public texts, or the dashboard's (`admin`), since each page gets
 * only its own namespaces.
 */
export function weeksText(t: Translate, weeks: number, lang: Lang, texts: "public" | "admin" = "public"): string {
  const key = `${texts === "admin" ? "caseStudiesAdmin" : "caseStudies"}.weeks.${pluralCategory(weeks, lang)}` as const;
  return t(key, { count: formatNumber(weeks, lang) });
}
