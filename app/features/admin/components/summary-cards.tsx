import { AlarmClock, FileText, Inbox, Star, UserPlus, Users } from "lucide-react";
import type { ComponentType } from "react";
import { useTopicVersion } from "~/components/data-table/list-events";
import { useApiData } from "~/components/data-table/use-api-data";
import { Skeleton } from "~/components/ui/skeleton";
import { formatNumber } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import type { AdminStats } from "../admin-stats";

const cards: { key: "users" | "posts" | "contacts" | "featured" | "newLeads" | "overdue"; stat: keyof AdminStats; icon: ComponentType<{ className?: string }> }[] = [
  { key: "users", stat: "users", icon: Users },
  { key: "posts", stat: "publishedPosts", icon: FileText },
  { key: "contacts", stat: "contactSubmissions", icon: Inbox },
  { key: "featured", stat: "featuredPosts", icon: Star },
  { key: "newLeads", stat: "newLeadsThisWeek", icon: UserPlus },
  { key: "overdue", stat: "overdueFollowUps", icon: AlarmClock },
];

/** The live counts above the tabs: the spec's four (§2), then the lead pipeline's two (issue 14). */
export function SummaryCards() {
  const { t, lang } = useI18n();
  const version = useTopicVersion("stats");
  const { data, error } = useApiData<AdminStats>("/api/admin/stats", version);
  return (
    <section aria-label={t("admin.stats.label")} className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:gap-4 xl:grid-cols-6">
      {cards.map(({ key, stat, icon: Icon }) => (
        <div key={key} className="rounded-xl border border-ink-100 bg-white p-4 sm:p-5">
          <div className="flex items-start justify-between gap-3">
            <h2 className="text-sm font-semibold text-ink-700">{t(`admin.stats.${key}`)}</h2>
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-sand-50 text-sand-700">
              <Icon aria-hidden className="size-[1.15rem]" />
            </span>
          </div>
          <div className="mt-2 flex min-h-10 items-center text-3xl font-bold text-ink-900 tabular-nums" data-testid={`stat-${key}`}>
            {data ? formatNumber(data[stat], lang) : error ? <span className="text-base font-medium text-ink-500">{t("admin.stats.unavailable")}</span> : <Skeleton className="h-8 w-16" />}
          </div>
          <p className="mt-1 text-xs text-ink-600">{t(`admin.stats.${key}Caption`)}</p>
        </div>
      ))}
    </section>
  );
}
