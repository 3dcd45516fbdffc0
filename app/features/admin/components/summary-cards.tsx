import { FileText, Inbox, Star, Users } from "lucide-react";
import type { ComponentType } from "react";
import { useTopicVersion } from "~/components/data-table/list-events";
import { useApiData } from "~/components/data-table/use-api-data";
import { Skeleton } from "~/components/ui/skeleton";
import { formatNumber } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import type { AdminStats } from "../admin-stats";

const cards: { key: "users" | "posts" | "contacts" | "featured"; stat: keyof AdminStats; icon: ComponentType<{ className?: string }> }[] = [
  { key: "users", stat: "users", icon: Users },
  { key: "posts", stat: "publishedPosts", icon: FileText },
  { key: "contacts", stat: "contactSubmissions", icon: Inbox },
  { key: "featured", stat: "featuredPosts", icon: Star },
];

/**
 * The spec's four live counts (§2), below the day strip: on a phone one row
 * of four small cards (their captions read aloud only), so the tabs stay near
 * the top; the leads' figures are in the day strip (decision 034).
 */
export function SummaryCards() {
  const { t, lang } = useI18n();
  const version = useTopicVersion("stats");
  const { data, error } = useApiData<AdminStats>("/api/admin/stats", version);
  return (
    <section aria-label={t("admin.stats.label")} className="grid grid-cols-4 gap-2 sm:gap-3 lg:gap-4">
      {cards.map(({ key, stat, icon: Icon }) => (
        <div key={key} className="flex flex-col rounded-xl border border-ink-100 bg-white p-2.5 sm:p-4">
          <div className="flex items-start justify-between gap-3">
            <h2 className="text-xs font-semibold text-ink-700 sm:text-sm">{t(`admin.stats.${key}`)}</h2>
            <span className="hidden size-8 shrink-0 items-center justify-center rounded-lg bg-sand-50 text-sand-700 sm:flex">
              <Icon aria-hidden className="size-[1.15rem]" />
            </span>
          </div>
          <div className="mt-auto flex min-h-8 items-center pt-1 text-xl font-bold text-ink-900 tabular-nums sm:mt-1 sm:min-h-9 sm:pt-0 sm:text-2xl" data-testid={`stat-${key}`}>
            {data ? formatNumber(data[stat], lang) : error ? <span className="text-xs font-medium text-ink-500 sm:text-base">{t("admin.stats.unavailable")}</span> : <Skeleton className="h-7 w-10 sm:h-8 sm:w-16" />}
          </div>
          <p className="mt-1 text-xs text-ink-600 max-sm:sr-only">{t(`admin.stats.${key}Caption`)}</p>
        </div>
      ))}
    </section>
  );
}
