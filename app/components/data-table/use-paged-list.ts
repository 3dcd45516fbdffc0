import { useEffect, useMemo, useState } from "react";
import { DEFAULT_PAGE_SIZE } from "~/lib/list-query";
import type { PageInfo } from "./page-info";
import { useApiData } from "./use-api-data";

/** Typing pauses this long before the table asks the server. */
const SEARCH_DELAY_MS = 300;

export interface PagedList<Row, Extra extends object = object> {
  rows: Row[] | null;
  /** The last answer's other fields (e.g. the Leadership list's `mailConfigured`), null before the first. */
  extra: Partial<Extra> | null;
  total: number;
  page: number;
  pageSize: number;
  setPage: (page: number) => void;
  /** What is in the search box (updates at once). */
  searchInput: string;
  setSearchInput: (value: string) => void;
  /** The search the rows were fetched with. */
  search: string;
  loading: boolean;
  error: unknown;
  reload: () => void;
}

/**
 * A server-paginated, searchable list: `endpoint?search=&page=&pageSize=`
 * answering `{ [listField]: Row[], total, page, pageSize }`. Changing the
 * search or a filter goes back to the first page.
 */
export function usePagedList<Row, Field extends string, Extra extends object = object>(
  endpoint: string,
  listField: Field,
  options: { filters?: Record<string, string | undefined>; version?: string; pageSize?: number } = {},
): PagedList<Row, Extra> {
  const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  const [searchInput, setSearchInput] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const filterKey = JSON.stringify(options.filters ?? {});

  useEffect(() => {
    const trimmed = searchInput.trim();
    if (trimmed === search) return;
    const timer = setTimeout(() => {
      setSearch(trimmed);
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchInput, search]);

  useEffect(() => setPage(1), [filterKey]);

  const url = useMemo(() => {
    const params = new URLSearchParams();
    if (search) params.set("search", search);
    for (const [name, value] of Object.entries(JSON.parse(filterKey) as Record<string, string | undefined>)) {
      if (value) params.set(name, value);
    }
    params.set("page", String(page));
    params.set("pageSize", String(pageSize));
    return `${endpoint}?${params.toString()}`;
  }, [endpoint, search, filterKey, page, pageSize]);

  const { data, error, loading, reload } = useApiData<PageInfo & Record<Field, Row[]> & Partial<Extra>>(url, options.version);

  // A deletion can leave the last page empty: step back to the one before.
  useEffect(() => {
    if (data && data[listField].length === 0 && data.total > 0 && page > 1) setPage(Math.max(1, Math.ceil(data.total / pageSize)));
  }, [data, listField, page, pageSize]);

  return {
    rows: data ? data[listField] : null,
    extra: data ?? null,
    total: data?.total ?? 0,
    page,
    pageSize,
    setPage,
    searchInput,
    setSearchInput,
    search,
    loading,
    error,
    reload,
  };
}
