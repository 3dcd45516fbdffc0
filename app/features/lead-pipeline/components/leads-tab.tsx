import type { LeadSource, LeadStatus } from "#db/schema";
import { Columns3, Download, List } from "lucide-react";
import { useCallback, useEffect, useId, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { DataTable, DateTimeCell, PanelHeading, TablePagination, TableSearch, type Column } from "~/components/data-table/data-table";
import { notifyChanged } from "~/components/data-table/list-events";
import { OpenDetailsButton } from "~/components/data-table/submissions-tab";
import { usePagedList } from "~/components/data-table/use-paged-list";
import { failureText } from "~/components/forms/server-errors";
import { Button } from "~/components/ui/button";
import { Select } from "~/components/ui/select";
import { toast } from "~/components/ui/use-toast";
import { formatNumber } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/cn";
import { MAX_PAGE_SIZE } from "~/lib/list-query";
import { countLeadsByStatus } from "../api/count-leads";
import { updateLead } from "../api/update-lead";
import type { LeadRow } from "../lead-row";
import { leadSources, leadStatuses } from "#db/schema/enums";
import { FollowUp, ownerLabel, StatusBadge, useLeadOwners } from "./lead-bits";
import { LeadBoard } from "./lead-board";
import { LeadDialog } from "./lead-dialog";
import { LeadsChart } from "./leads-chart";

type View = "list" | "board";

/** `?lead=<id>`: the lead whose dialog is open (the firm's e-mails link here); anything else opens nothing. */
function leadFromQuery(value: string | null): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

interface Filters {
  status: LeadStatus | "";
  source: LeadSource | "";
  owner: string;
  overdue: boolean;
}

/**
 * The dashboard's Leads tab (issue 14): counts per status, search and
 * filters, a paged list or a board by status, the CSV export of what the
 * filters show, and a lead's dialog with its timeline.
 */
export function LeadsTab() {
  const { t, lang } = useI18n();
  const id = useId();
  const [view, setView] = useState<View>("list");
  const [filters, setFilters] = useState<Filters>({ status: "", source: "", owner: "", overdue: false });
  const [version, setVersion] = useState(0);
  // The open lead lives in the address (`?lead=`, next to `?tab=`), so a link opens it and a reload keeps it.
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = leadFromQuery(searchParams.get("lead"));
  const setOpenId = useCallback(
    (leadId: number | null) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (leadId === null) next.delete("lead");
          else next.set("lead", String(leadId));
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams],
  );
  const [busyId, setBusyId] = useState<number | null>(null);
  const owners = useLeadOwners();

  // The board shows every status at once, so its list ignores the status filter and asks for the largest page.
  const query = {
    status: view === "board" ? undefined : filters.status || undefined,
    source: filters.source || undefined,
    owner: filters.owner || undefined,
    overdue: filters.overdue ? "true" : undefined,
  };
  const list = usePagedList<LeadRow, "leads">("/api/admin/leads", "leads", {
    filters: query,
    version: String(version),
    pageSize: view === "board" ? MAX_PAGE_SIZE : undefined,
  });

  const countParams = useMemo(() => {
    const params = new URLSearchParams();
    if (list.search) params.set("search", list.search);
    if (filters.source) params.set("source", filters.source);
    if (filters.owner) params.set("owner", filters.owner);
    if (filters.overdue) params.set("overdue", "true");
    return params.toString();
  }, [list.search, filters.source, filters.owner, filters.overdue]);
  const [counts, setCounts] = useState<Record<LeadStatus, number> | null>(null);
  useEffect(() => {
    let current = true;
    countLeadsByStatus(new URLSearchParams(countParams)).then(
      (result) => current && setCounts(result),
      () => current && setCounts(null),
    );
    return () => {
      current = false;
    };
  }, [countParams, version]);

  const refresh = () => {
    setVersion((v) => v + 1);
    // The summary cards count new and overdue leads too.
    notifyChanged("stats");
  };
  const ownerName = (ownerId: number | null) => {
    if (ownerId === null) return t("leadPipelineAdmin.unassigned");
    const owner = owners.find((o) => o.id === ownerId);
    return owner ? ownerLabel(owner) : `#${ownerId}`;
  };

  const move = async (lead: LeadRow, status: LeadStatus) => {
    setBusyId(lead.id);
    try {
      await updateLead(lead.id, { status });
      toast({ title: t("leadPipelineAdmin.moved", { name: lead.name, status: t(`leadPipelineAdmin.status.${status}`) }), variant: "success" });
    } catch (failure) {
      toast({ title: t("leadPipelineAdmin.failed"), description: failureText(failure, t("admin.form.tryAgain")), variant: "destructive" });
    } finally {
      setBusyId(null);
      refresh();
    }
  };

  const exportHref = useMemo(() => {
    const params = new URLSearchParams(countParams);
    if (filters.status) params.set("status", filters.status);
    params.set("lang", lang);
    return `/api/admin/leads.csv?${params.toString()}`;
  }, [countParams, filters.status, lang]);

  const columns: Column<LeadRow>[] = [
    {
      id: "name",
      header: t("leadPipelineAdmin.column.name"),
      cell: (lead) => (
        <div className="grid">
          <OpenDetailsButton onClick={() => setOpenId(lead.id)}>{lead.name}</OpenDetailsButton>
          {lead.email && (
            <bdi dir="ltr" className="text-xs break-all text-ink-600">
              {lead.email}
            </bdi>
          )}
        </div>
      ),
    },
    { id: "company", header: t("leadPipelineAdmin.column.company"), cell: (lead) => lead.company ?? "—" },
    { id: "source", header: t("leadPipelineAdmin.column.source"), cell: (lead) => t(`leadPipelineAdmin.source.${lead.source}`) },
    { id: "status", header: t("leadPipelineAdmin.column.status"), cell: (lead) => <StatusBadge status={lead.status} /> },
    { id: "owner", header: t("leadPipelineAdmin.column.owner"), cell: (lead) => ownerName(lead.ownerId) },
    { id: "followUp", header: t("leadPipelineAdmin.column.followUp"), cell: (lead) => <FollowUp lead={lead} /> },
    { id: "date", header: t("leadPipelineAdmin.column.date"), cell: (lead) => <DateTimeCell value={lead.createdAt} />, className: "whitespace-nowrap" },
  ];

  const setFilter = <K extends keyof Filters>(name: K, value: Filters[K]) => setFilters((current) => ({ ...current, [name]: value }));
  const viewButton = (value: View, label: string, Icon: typeof List) => (
    <Button type="button" variant={view === value ? "secondary" : "outline"} aria-pressed={view === value} onClick={() => setView(value)}>
      <Icon aria-hidden className="size-4" />
      {label}
    </Button>
  );

  return (
    <div>
      <PanelHeading
        title={t("leadPipelineAdmin.title")}
        lead={t("leadPipelineAdmin.lead")}
        actions={
          <Button asChild variant="outline">
            <a href={exportHref} download title={t("leadPipelineAdmin.exportHint")}>
              <Download aria-hidden className="size-4" />
              {t("leadPipelineAdmin.export")}
            </a>
          </Button>
        }
      />

      <ul aria-label={t("leadPipelineAdmin.counts")} className="mb-4 flex flex-wrap gap-2">
        {leadStatuses.map((status) => {
          const active = filters.status === status;
          return (
            <li key={status}>
              <button
                type="button"
                aria-pressed={active}
                onClick={() => setFilter("status", active ? "" : status)}
                className={cn(
                  "inline-flex min-h-11 items-center gap-2 rounded-full border px-3.5 text-sm font-medium transition-colors",
                  active ? "border-ink-900 bg-ink-900 text-white" : "border-ink-100 bg-white text-ink-800 hover:border-ink-300",
                )}
              >
                {t(`leadPipelineAdmin.status.${status}`)}
                <span className={cn("rounded-full px-2 text-xs font-semibold", active ? "bg-white/20" : "bg-ink-50 text-ink-700")} data-testid={`lead-count-${status}`}>
                  {counts ? formatNumber(counts[status], lang) : "…"}
                </span>
              </button>
            </li>
          );
        })}
      </ul>

      <div className="mb-3 flex flex-wrap items-end gap-3">
        <TableSearch value={list.searchInput} onChange={list.setSearchInput} placeholder={t("leadPipelineAdmin.searchPlaceholder")} className="sm:max-w-xs" />
        <FilterSelect id={`${id}-status`} label={t("leadPipelineAdmin.filter.status")} value={filters.status} onChange={(v) => setFilter("status", v as Filters["status"])} disabled={view === "board"}>
          {leadStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`leadPipelineAdmin.status.${status}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect id={`${id}-source`} label={t("leadPipelineAdmin.filter.source")} value={filters.source} onChange={(v) => setFilter("source", v as Filters["source"])}>
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
              {ownerLabel(owner)}
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

      {view === "list" ? (
        <>
          <DataTable
            caption={t("leadPipelineAdmin.title")}
            columns={columns}
            list={list}
            rowKey={(lead) => lead.id}
            emptyText={t("leadPipelineAdmin.empty")}
            errorText={t("leadPipelineAdmin.fetchFailed")}
            minWidthClass="min-w-[960px]"
          />
          <TablePagination list={list} />
        </>
      ) : (
        <>
          {list.rows === null && list.error !== null && (
            <p role="alert" className="py-6 text-sm text-danger-700">
              {t("leadPipelineAdmin.fetchFailed")}
            </p>
          )}
          {list.rows !== null && list.total > list.rows.length && (
            <p className="mb-2 text-sm text-ink-600">{t("leadPipelineAdmin.boardTruncated", { shown: formatNumber(list.rows.length, lang), total: formatNumber(list.total, lang) })}</p>
          )}
          {list.rows !== null && <LeadBoard leads={list.rows} ownerName={ownerName} busyId={busyId} onOpen={(lead) => setOpenId(lead.id)} onMove={(lead, status) => void move(lead, status)} />}
        </>
      )}

      <LeadsChart version={String(version)} />

      <LeadDialog leadId={openId} owners={owners} onClose={() => setOpenId(null)} onChanged={refresh} />
    </div>
  );
}

function FilterSelect({ id, label, value, onChange, disabled, children }: { id: string; label: string; value: string; onChange: (value: string) => void; disabled?: boolean; children: React.ReactNode }) {
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
