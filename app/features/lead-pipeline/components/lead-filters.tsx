import type { LeadStatus } from "#db/schema";
import { leadSources, leadStatuses } from "#db/schema/enums";
import { Columns3, List } from "lucide-react";
import { useId, type ReactNode } from "react";
import { TableSearch } from "~/components/data-table/data-table";
import { useTopicVersion } from "~/components/data-table/list-events";
import { useApiData } from "~/components/data-table/use-api-data";
import { Button } from "~/components/ui/button";
import { Select } from "~/components/ui/select";
import { formatNumber } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/cn";
import type { LeadsPage } from "../lead-row";
import { StatusOptions, type LeadOwner } from "./lead-bits";
import type { LeadFilters, LeadsQuery, LeadsView } from "./use-leads-query";

/** One button per status with its number of leads under the other filters; pressing one filters the list by it, pressing it again clears that. */
export function StatusCounts({ query }: { query: LeadsQuery }) {
  const { t } = useI18n();
  return (
    <ul aria-label={t("leadPipelineAdmin.counts")} className="mb-4 flex flex-wrap gap-2">
      {leadStatuses.map((status) => (
        <li key={status}>
          <StatusCount status={status} countQuery={query.countQuery} active={query.filters.status === status} onToggle={(active) => query.setFilter("status", active ? "" : status)} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A status's count is the `total` of a one-row page of that status (no count
 * endpoint: seven small requests, decision 030's UI section).
 */
function StatusCount({ status, countQuery, active, onToggle }: { status: LeadStatus; countQuery: string; active: boolean; onToggle: (active: boolean) => void }) {
  const { t, lang } = useI18n();
  const params = new URLSearchParams(countQuery);
  params.set("status", status);
  params.set("page", "1");
  params.set("pageSize", "1");
  const { data, error } = useApiData<LeadsPage>(`/api/admin/leads?${params.toString()}`, useTopicVersion("leads"));
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={() => onToggle(active)}
      className={cn(
        "inline-flex min-h-11 items-center gap-2 rounded-full border px-3.5 text-sm font-medium transition-colors",
        active ? "border-ink-900 bg-ink-900 text-white" : "border-ink-100 bg-white text-ink-800 hover:border-ink-300",
      )}
    >
      {t(`leadPipelineAdmin.status.${status}`)}
      <span className={cn("rounded-full px-2 text-xs font-semibold", active ? "bg-white/20" : "bg-ink-50 text-ink-700")} data-testid={`lead-count-${status}`}>
        {data && error === null ? formatNumber(data.total, lang) : "…"}
      </span>
    </button>
  );
}

/** Search, the status, source and owner filters, overdue only, and the list or board view. */
export function LeadFilterBar({ query, owners }: { query: LeadsQuery; owners: LeadOwner[] }) {
  const { t } = useI18n();
  const id = useId();
  const { list, filters, setFilter, view, setView } = query;
  const viewButton = (value: LeadsView, label: string, Icon: typeof List) => (
    <Button type="button" variant={view === value ? "secondary" : "outline"} aria-pressed={view === value} onClick={() => setView(value)}>
      <Icon aria-hidden className="size-4" />
      {label}
    </Button>
  );
  return (
    <div className="mb-3 flex flex-wrap items-end gap-3">
      <TableSearch value={list.searchInput} onChange={list.setSearchInput} placeholder={t("leadPipelineAdmin.searchPlaceholder")} className="sm:max-w-xs" />
      <FilterSelect id={`${id}-status`} label={t("leadPipelineAdmin.filter.status")} value={filters.status} onChange={(v) => setFilter("status", v as LeadFilters["status"])} disabled={view === "board"}>
        <StatusOptions />
      </FilterSelect>
      <FilterSelect id={`${id}-source`} label={t("leadPipelineAdmin.filter.source")} value={filters.source} onChange={(v) => setFilter("source", v as LeadFilters["source"])}>
        {leadSources.map((source) => (
          <option key={source} value={source}>
            {t(`leadPipelineAdmin.source.${source}`)}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect id={`${id}-owner`} label={t("leadPipelineAdmin.filter.owner")} value={filters.owner} onChange={(v) => setFilter("owner", v)}>
        <option value="none">{t("leadPipelineAdmin.filter.noOwner")}</option>
        {owners.map((owner) => (
          <option key={owner.id} value={String(owner.id)}>
            {owner.name}
          </option>
        ))}
      </FilterSelect>
      <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-ink-800">
        <input type="checkbox" className="size-4 accent-ink-900" checked={filters.overdue} onChange={(event) => setFilter("overdue", event.target.checked)} />
        {t("leadPipelineAdmin.filter.overdue")}
      </label>
      <div role="group" aria-label={t("leadPipelineAdmin.view.label")} className="flex gap-2 sm:ms-auto">
        {viewButton("list", t("leadPipelineAdmin.view.list"), List)}
        {viewButton("board", t("leadPipelineAdmin.view.board"), Columns3)}
      </div>
    </div>
  );
}

function FilterSelect({ id, label, value, onChange, disabled, children }: { id: string; label: string; value: string; onChange: (value: string) => void; disabled?: boolean; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="min-w-40">
      <label htmlFor={id} className="mb-1 block text-xs font-semibold text-ink-600">
        {label}
      </label>
      <Select id={id} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)} className="text-sm">
        <option value="">{t("leadPipelineAdmin.filter.any")}</option>
        {children}
      </Select>
    </div>
  );
}
