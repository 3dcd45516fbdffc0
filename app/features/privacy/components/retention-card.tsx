import { Clock, Inbox } from "lucide-react";
import { useId } from "react";
import { PanelHeading, DateTimeCell } from "~/components/data-table/data-table";
import { useTopicVersion } from "~/components/data-table/list-events";
import { useApiData } from "~/components/data-table/use-api-data";
import { StatusBadge } from "~/features/lead-pipeline/components/lead-bits";
import { formatLongDateTime, formatNumber, formatTime } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import type { RetentionOverview } from "../personal-data";

/**
 * Retention (issue 14 item 10): the rule as configured (LEAD_RETENTION_MONTHS,
 * LEAD_DIGEST_HOUR), when it next runs, and what that run will anonymise —
 * how many leads and the first ones, longest without activity first.
 */
export function RetentionCard() {
  const { t, lang } = useI18n();
  const id = useId();
  // An erasure or a lead's move changes what the next run takes.
  const { data: overview, error } = useApiData<RetentionOverview>("/api/admin/privacy/retention", useTopicVersion("privacy", "leads"));
  const failed = error !== null;

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-ink-100 bg-white p-5 shadow-xs sm:p-6" data-testid="retention-card">
      <PanelHeading id={`${id}-title`} title={t("privacyAdmin.retention.title")} />
      {failed && (
        <p role="alert" className="text-sm text-danger-700">
          {t("privacyAdmin.error.failed")}
        </p>
      )}
      {!overview && !failed && <p className="text-sm text-ink-600">{t("privacyAdmin.retention.loading")}</p>}
      {overview && (
        <div className="grid gap-4">
          <p className="text-[0.95rem] text-ink-800">
            {t("privacyAdmin.retention.rule", { months: formatNumber(overview.months, lang), time: formatTime(overview.nextRunAt, lang) })}
          </p>
          <p className="flex items-center gap-2 text-sm text-ink-700">
            <Clock aria-hidden className="size-4 shrink-0 text-sand-700" />
            {t("privacyAdmin.retention.nextRun", { date: formatLongDateTime(overview.nextRunAt, lang) })}
          </p>
          {overview.total === 0 ? (
            <p className="flex items-center gap-3 rounded-lg bg-ink-50 px-4 py-4 text-sm text-ink-700" data-testid="retention-empty">
              <Inbox aria-hidden className="size-5 shrink-0 text-sand-600" />
              {t("privacyAdmin.retention.empty")}
            </p>
          ) : (
            <>
              <p className="text-sm font-semibold text-ink-900" data-testid="retention-total">
                {t("privacyAdmin.retention.total", { count: formatNumber(overview.total, lang) })}
              </p>
              <p className="text-sm text-ink-700">{t("privacyAdmin.retention.shown", { count: formatNumber(overview.leads.length, lang) })}</p>
              <div tabIndex={0} role="region" aria-labelledby={`${id}-caption`} className="relative overflow-x-auto rounded-xl border border-ink-100 focus-visible:outline-2 focus-visible:outline-sand-600">
                <table className="w-full min-w-[640px] border-collapse text-sm">
                  <caption id={`${id}-caption`} className="sr-only">
                    {t("privacyAdmin.retention.caption")}
                  </caption>
                  <thead>
                    <tr className="border-b border-ink-100 bg-ink-50/70">
                      {(["name", "source", "status", "created", "lastActivity"] as const).map((column) => (
                        <th key={column} scope="col" className="px-4 py-3 text-start text-xs font-semibold whitespace-nowrap text-ink-600">
                          {t(`privacyAdmin.retention.column.${column}`)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {overview.leads.map((lead) => (
                      <tr key={lead.id} className="border-b border-ink-100 last:border-0">
                        <td className="px-4 py-3 text-ink-900">
                          <bdi>{lead.name}</bdi>
                        </td>
                        <td className="px-4 py-3 text-ink-800">{t(`leadPipelineAdmin.source.${lead.source}`)}</td>
                        <td className="px-4 py-3">
                          <StatusBadge status={lead.status} />
                        </td>
                        <td className="px-4 py-3 text-ink-800">
                          <DateTimeCell value={lead.createdAt} />
                        </td>
                        <td className="px-4 py-3 text-ink-800">
                          <DateTimeCell value={lead.lastActivityAt} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </div>
      )}
    </section>
  );
}
