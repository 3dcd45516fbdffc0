import { DataTable, DateTimeCell, TablePagination, type Column } from "~/components/data-table/data-table";
import { OpenDetailsButton } from "~/components/data-table/submissions-tab";
import type { PagedList } from "~/components/data-table/use-paged-list";
import { useI18n } from "~/i18n/i18n-provider";
import type { LeadRow } from "../lead-row";
import { FollowUp, StatusBadge } from "./lead-bits";

/** The leads as a paged table; a lead's name opens its dialog. */
export function LeadList({ list, ownerName, onOpen }: { list: PagedList<LeadRow>; ownerName: (ownerId: number | null) => string; onOpen: (lead: LeadRow) => void }) {
  const { t } = useI18n();
  const columns: Column<LeadRow>[] = [
    {
      id: "name",
      header: t("leadPipelineAdmin.column.name"),
      cell: (lead) => (
        <div className="grid">
          <OpenDetailsButton onClick={() => onOpen(lead)}>{lead.name}</OpenDetailsButton>
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
  return (
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
  );
}
