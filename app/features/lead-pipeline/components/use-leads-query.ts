import type { LeadSource, LeadStatus } from "#db/schema";
import { useCallback, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { useTopicVersion } from "~/components/data-table/list-events";
import { usePagedList, type PagedList } from "~/components/data-table/use-paged-list";
import { useI18n } from "~/i18n/i18n-provider";
import { MAX_PAGE_SIZE } from "~/lib/list-query";
import type { LeadRow } from "../lead-row";

export type LeadsView = "list" | "board";

export interface LeadFilters {
  status: LeadStatus | "";
  source: LeadSource | "";
  /** An owner's id, `none` for leads nobody owns, or empty for any. */
  owner: string;
  overdue: boolean;
}

/** `?lead=<id>`: the lead whose dialog is open (the firm's e-mails link here); anything else opens nothing. */
export function leadFromQuery(value: string | null): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

export interface LeadsQuery {
  view: LeadsView;
  setView: (view: LeadsView) => void;
  filters: LeadFilters;
  setFilter: <K extends keyof LeadFilters>(name: K, value: LeadFilters[K]) => void;
  /** The list or the board's leads (the board: every status, the largest page). */
  list: PagedList<LeadRow>;
  /** The query the counts per status are taken under: the search and every filter but the status. */
  countQuery: string;
  /** The CSV export of what the filters show, in the page's language. */
  exportHref: string;
  /** The lead whose dialog is open, from the address. */
  openId: number | null;
  setOpenId: (leadId: number | null) => void;
}

/**
 * What the Leads tab shows: the view, the filters, the list (refreshed on the
 * "leads" topic) and the open lead, which lives in the address (`?lead=`,
 * next to `?tab=`) so that a link opens it and a reload keeps it.
 */
export function useLeadsQuery(): LeadsQuery {
  const { lang } = useI18n();
  const [view, setView] = useState<LeadsView>("list");
  const [filters, setFilters] = useState<LeadFilters>({ status: "", source: "", owner: "", overdue: false });
  const setFilter = useCallback(<K extends keyof LeadFilters>(name: K, value: LeadFilters[K]) => setFilters((current) => ({ ...current, [name]: value })), []);

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

  // The board shows every status at once, so its list ignores the status filter and asks for the largest page.
  const list = usePagedList<LeadRow, "leads">("/api/admin/leads", "leads", {
    filters: {
      status: view === "board" ? undefined : filters.status || undefined,
      source: filters.source || undefined,
      owner: filters.owner || undefined,
      overdue: filters.overdue ? "true" : undefined,
    },
    version: useTopicVersion("leads"),
    pageSize: view === "board" ? MAX_PAGE_SIZE : undefined,
  });

  const countQuery = useMemo(() => {
    const params = new URLSearchParams();
    if (list.search) params.set("search", list.search);
    if (filters.source) params.set("source", filters.source);
    if (filters.owner) params.set("owner", filters.owner);
    if (filters.overdue) params.set("overdue", "true");
    return params.toString();
  }, [list.search, filters.source, filters.owner, filters.overdue]);

  const exportHref = useMemo(() => {
    const params = new URLSearchParams(countQuery);
    if (filters.status) params.set("status", filters.status);
    params.set("lang", lang);
    return `/api/admin/leads.csv?${params.toString()}`;
  }, [countQuery, filters.status, lang]);

  return { view, setView, filters, setFilter, list, countQuery, exportHref, openId, setOpenId };
}
