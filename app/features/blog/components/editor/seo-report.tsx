import { useState } from "react";
import { DataTable, TablePagination, type Column } from "~/components/data-table/data-table";
import { usePagedList } from "~/components/data-table/use-paged-list";
import { formatNumber } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import type { SeoReportRow } from "../../blog-post";
import type { PostStatus } from "../../post-status";
import type { SeoField } from "../../seo-check";
import { PostStatusBadge } from "./post-status-badge";
import { SeoFindingItem } from "./seo-findings";
import { PostListFilters } from "./post-list-filters";

/**
 * The search check's site-wide report (issue 27 item 2, decision 045), the
 * Blog Posts tab's second view: the posts with findings, the most blocking
 * first, each finding a button that opens the post at the field that fixes it.
 */
export function SeoReport({ version, onOpen }: { version: string; onOpen: (postId: number, field: SeoField) => void }) {
  const { t, lang } = useI18n();
  const [status, setStatus] = useState<PostStatus | "">("");
  const list = usePagedList<SeoReportRow, "posts", { checked: number }>("/api/admin/blog/seo-report", "posts", { filters: { status: status || undefined }, version });
  const title = (row: SeoReportRow) => (lang === "ar" ? row.titleAr || row.titleEn : row.titleEn || row.titleAr);

  const post = (row: SeoReportRow) => (
    <div className="grid min-w-0 justify-items-start gap-1">
      <p className="font-semibold text-ink-900">{title(row)}</p>
      <p className="truncate text-xs text-ink-500">
        <span dir="ltr">/{row.slug}</span>
      </p>
      <PostStatusBadge status={row.status} />
    </div>
  );
  const findings = (row: SeoReportRow) => (
    <ul className="divide-y divide-ink-100" aria-label={t("blogAdmin.seoReport.col.findings")}>
      {row.findings.map((finding, index) => (
        <SeoFindingItem key={`${finding.kind}-${finding.language}-${index}`} finding={finding} onGoTo={(field) => onOpen(row.id, field)} />
      ))}
    </ul>
  );
  const columns: Column<SeoReportRow>[] = [
    { id: "post", header: t("blogAdmin.seoReport.col.post"), className: "w-[30%] align-top", cell: post },
    { id: "findings", header: t("blogAdmin.seoReport.col.findings"), className: "align-top", cell: findings },
  ];

  return (
    <div data-testid="seo-report">
      <p className="mb-3 text-sm text-ink-600">{t("blogAdmin.seoReport.lead")}</p>
      <PostListFilters search={list.searchInput} onSearch={list.setSearchInput} status={status} onStatus={setStatus}>
        {list.extra?.checked !== undefined && (
          <p className="text-sm text-ink-600 sm:ms-auto" data-testid="seo-report-counts">
            {t("blogAdmin.seoReport.counts", { checked: formatNumber(list.extra.checked, lang), total: formatNumber(list.total, lang) })}
          </p>
        )}
      </PostListFilters>
      <DataTable
        caption={t("blogAdmin.seoReport.heading")}
        columns={columns}
        list={list}
        rowKey={(row) => row.id}
        emptyText={t("blogAdmin.seoReport.empty")}
        errorText={t("blogAdmin.seoReport.fetchFailed")}
        card={(row) => (
          <div className="grid gap-2 p-4">
            {post(row)}
            {findings(row)}
          </div>
        )}
      />
      <TablePagination list={list} label={t("blogAdmin.view.seo")} />
    </div>
  );
}
