import { ChevronLeft, ChevronRight, CircleExclamationPoint, Download, Inbox, RefreshCw, Search, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from "react";
import { Button } from "~/components/ui/button";
import { fieldControlClass } from "~/components/ui/input";
import { SideScroll } from "~/components/ui/side-scroll";
import { Skeleton } from "~/components/ui/skeleton";
import { formatLongDate } from "~/i18n/format";
import { formatTime } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/cn";
import type { PagedList } from "./use-paged-list";

export interface Column<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Classes of the column's cells (and header): width, alignment, wrapping. */
  className?: string;
  /** Hides the header text but keeps it for screen readers (e.g. an actions column). */
  headerHidden?: boolean;
}

interface DataTableProps<Row> {
  /** What the table lists, read by screen readers. */
  caption: string;
  columns: Column<Row>[];
  list: Pick<PagedList<Row>, "rows" | "loading" | "error" | "reload" | "search">;
  rowKey: (row: Row) => string | number;
  /** The spec's empty state for this table. */
  emptyText: string;
  /** The spec's error for a failed fetch. */
  errorText: string;
  skeletonRows?: number;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidthClass?: string;
  className?: string;
  /**
   * The first column (the row's name) stays in place at the start edge while
   * the others scroll sideways, so a row is known after a swipe. On unless a
   * table's first column does not say whose row it is.
   */
  fixedFirstColumn?: boolean;
  /** On a phone (below `sm`), each row as a card instead of the table: what the card shows. */
  card?: (row: Row) => ReactNode;
}

/**
 * The fixed first column's cells: opaque (the scrolled columns pass under
 * them) in the colours of their row, never wider than about half a phone.
 * Once columns have scrolled under it, the start shade is a shadow along its
 * edge (SideScroll's `startOffset`).
 */
const fixedCell = "sticky start-0 max-sm:max-w-[45vw] wrap-break-word";
/** The header row's and a hovered row's colours, made opaque over white. */
const headerBackground = "bg-[color-mix(in_oklab,var(--color-ink-50)_70%,white)]";
const hoverBackground = "bg-white group-hover/row:bg-[color-mix(in_oklab,var(--color-sand-50)_60%,white)]";

/**
 * A dense, calm table with the three states every admin list has: skeleton
 * rows while loading, the spec's message when empty, and the spec's error
 * with a retry when the fetch failed. Rows stay visible (dimmed) while the
 * next page loads. When the columns are wider than the screen (a phone), the
 * table says so the one way rows say it (`SideScroll`: a line with Back and
 * Forward buttons, a shade on each side where columns are hidden, mirrored in
 * Arabic), and the first column (the row's name) stays fixed at the start
 * edge. Given `card`, a phone shows the rows as cards.
 */
export function DataTable<Row>({
  caption,
  columns,
  list,
  rowKey,
  emptyText,
  errorText,
  skeletonRows = 5,
  minWidthClass = "min-w-[720px]",
  className,
  fixedFirstColumn = true,
  card,
}: DataTableProps<Row>) {
  const { t } = useI18n();
  const { rows, loading, error, reload, search } = list;
  const fixes = (columnIndex: number) => fixedFirstColumn && columnIndex === 0;
  const fixedHeader = useRef<HTMLTableCellElement>(null);
  const fixedWidth = useElementWidth(fixedHeader, fixedFirstColumn);
  return (
    <SideScroll
      className={className}
      hint={t("admin.table.scrollHint")}
      back={t("admin.table.scrollBack")}
      forward={t("admin.table.scrollForward")}
      contentKey={rows}
      startOffset={fixedWidth}
      // A table with nothing to focus in it (no rows yet, or none with a button) can still be scrolled by keyboard.
      focusName={caption}
      scrollerClassName="rounded-xl border border-ink-100 bg-white"
    >
      <table className={cn("w-full border-collapse text-sm", minWidthClass, card && "max-sm:hidden")} aria-busy={loading || undefined} data-search={search} data-fixed-first-column={fixedFirstColumn || undefined}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-ink-100 bg-ink-50/70">
            {columns.map((column, c) => (
              <th
                key={column.id}
                ref={fixes(c) ? fixedHeader : undefined}
                scope="col"
                className={cn("px-4 py-3 text-start text-xs font-semibold whitespace-nowrap text-ink-600", fixes(c) && [fixedCell, headerBackground, "z-[2]"], column.className)}
              >
                {column.headerHidden ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={cn("transition-opacity", loading && rows && "opacity-60")}>
          {rows === null && loading &&
            Array.from({ length: skeletonRows }, (_, i) => (
              <tr key={i} className="border-b border-ink-100 last:border-0" data-testid="skeleton-row">
                {columns.map((column, c) => (
                  <td key={column.id} className={cn("px-4 py-3.5", fixes(c) && [fixedCell, "z-[1] bg-white"])}>
                    <Skeleton className={cn("h-4", c === 0 ? "w-4/5" : "w-2/3")} />
                  </td>
                ))}
              </tr>
            ))}
          {rows?.map((row) => (
            <tr key={rowKey(row)} className="group/row border-b border-ink-100 transition-colors last:border-0 hover:bg-sand-50/60">
              {columns.map((column, c) => (
                <td key={column.id} className={cn("px-4 py-3 align-middle text-ink-800", fixes(c) && [fixedCell, hoverBackground, "z-[1]"], column.className)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {card && (
        <ul aria-label={caption} aria-busy={loading || undefined} data-search={search} className={cn("divide-y divide-ink-100 transition-opacity sm:hidden", loading && rows && "opacity-60")} data-testid="table-cards">
          {rows === null &&
            loading &&
            Array.from({ length: skeletonRows }, (_, i) => (
              <li key={i} className="grid gap-2 p-4" data-testid="skeleton-card">
                <Skeleton className="h-4 w-3/5" />
                <Skeleton className="h-3 w-2/5" />
              </li>
            ))}
          {rows?.map((row) => <li key={rowKey(row)}>{card(row)}</li>)}
        </ul>
      )}
      {/* Outside the table: the messages keep the width of the screen, not of the scrolling columns. */}
      {rows === null && !loading && error !== null && (
        <div role="alert" className="sticky start-0 flex flex-col items-center gap-3 px-4 py-10 text-center">
          <CircleExclamationPoint aria-hidden className="size-6 text-danger-700" />
          <p className="font-semibold text-danger-700">{errorText}</p>
          <Button variant="outline" onClick={reload}>
            <RefreshCw aria-hidden className="size-4" />
            {t("admin.table.retry")}
          </Button>
        </div>
      )}
      {rows !== null && rows.length === 0 && (
        <div className="sticky start-0 flex flex-col items-center gap-3 px-4 py-12 text-center text-ink-600">
          <span className="flex size-11 items-center justify-center rounded-full bg-sand-50 text-sand-600">
            <Inbox aria-hidden className="size-5" />
          </span>
          <p className="font-medium">{search ? t("admin.table.noMatches", { search }) : emptyText}</p>
        </div>
      )}
      {rows !== null && error !== null && !loading && (
        <p role="alert" className="flex items-center gap-2 border-t border-ink-100 bg-danger-50 px-4 py-2 text-sm text-danger-700">
          <CircleExclamationPoint aria-hidden className="size-4" />
          {errorText}
          <button type="button" onClick={reload} className="ms-auto min-h-11 rounded-md px-3 font-semibold underline underline-offset-2">
            {t("admin.table.retry")}
          </button>
        </p>
      )}
    </SideScroll>
  );
}

/** The element's width, followed as it changes (0 while `enabled` is false or the element is hidden). */
function useElementWidth(ref: RefObject<HTMLElement | null>, enabled: boolean): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    const observer = new ResizeObserver(() => setWidth(element.offsetWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled]);
  return width;
}

/** The search box of a table; the label is read by screen readers, the placeholder says what it searches. */
export function TableSearch({ value, onChange, placeholder, className }: { value: string; onChange: (value: string) => void; placeholder: string; className?: string }) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div className={cn("relative w-full sm:max-w-sm", className)}>
      <label htmlFor={id} className="sr-only">
        {t("admin.table.search")}
      </label>
      <Search aria-hidden className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-ink-500" />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        className={cn(fieldControlClass, "ps-9 pe-11 text-sm [&::-webkit-search-cancel-button]:hidden")}
      />
      {value && (
        <button
          type="button"
          onClick={() => onChange("")}
          aria-label={t("admin.table.clearSearch")}
          className="absolute end-0 top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-md text-ink-500 hover:text-ink-900"
        >
          <X aria-hidden className="size-4" />
        </button>
      )}
    </div>
  );
}

/**
 * "Showing 21–40 of 134" and Previous / Next; hidden while there is only one
 * page and nothing to say. `label` names the list (its heading): a tab with
 * two lists has two page navigations, each named for its own.
 */
export function TablePagination({ list, label }: { list: Pick<PagedList<unknown>, "rows" | "total" | "page" | "pageSize" | "setPage" | "loading">; label: string }) {
  const { t, dir } = useI18n();
  const { rows, total, page, pageSize, setPage, loading } = list;
  if (rows === null || total === 0) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, from + rows.length - 1);
  const Previous = dir === "rtl" ? ChevronRight : ChevronLeft;
  const Next = dir === "rtl" ? ChevronLeft : ChevronRight;
  return (
    <nav aria-label={t("admin.table.pagination", { list: label })} className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm text-ink-600">
      <p aria-live="polite">{t("admin.table.summary", { from, to: Math.max(from, to), total })}</p>
      {pages > 1 && (
        <div className="flex items-center gap-2">
          <span className="hidden sm:inline">{t("admin.table.page", { page, pages })}</span>
          <Button variant="outline" className="px-3" disabled={page <= 1 || loading} onClick={() => setPage(page - 1)}>
            <Previous aria-hidden className="size-4" />
            {t("admin.table.previous")}
          </Button>
          <Button variant="outline" className="px-3" disabled={page >= pages || loading} onClick={() => setPage(page + 1)}>
            {t("admin.table.next")}
            <Next aria-hidden className="size-4" />
          </Button>
        </div>
      )}
    </nav>
  );
}

/** Title and lead of a tab's panel, with room for its main actions. */
export function PanelHeading({ title, lead, actions, as: Heading = "h2", id }: { title: string; lead?: ReactNode; actions?: ReactNode; as?: "h2" | "h3"; id?: string }) {
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <div className="max-w-2xl">
        <Heading id={id} className="text-lg font-bold text-ink-900">
          {title}
        </Heading>
        {lead && <p className="mt-1 text-sm text-ink-600">{lead}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}

/** A submission's date and, smaller, its time, in the page's language. */
export function DateTimeCell({ value }: { value: string }) {
  const { lang } = useI18n();
  return (
    <time dateTime={value} className="grid">
      <span>{formatLongDate(value, lang)}</span>
      <span className="text-xs text-ink-500">{formatTime(value, lang)}</span>
    </time>
  );
}

/**
 * The Export CSV button of a list: a plain download link, so the browser saves
 * the file. It carries the table's search and the page's language (headers).
 */
export function ExportCsvLink({ path, search, label, hint }: { path: string; search: string; label: string; hint: string }) {
  const { lang } = useI18n();
  const href = `${path}?${new URLSearchParams({ ...(search ? { search } : {}), lang }).toString()}`;
  return (
    <Button asChild variant="outline">
      <a href={href} download title={hint}>
        <Download aria-hidden className="size-4" />
        {label}
      </a>
    </Button>
  );
}
