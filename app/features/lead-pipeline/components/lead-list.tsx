import { Building2 } from "lucide-react";
import { DataTable, DateTimeCell, TablePagination, type Column } from "~/components/data-table/data-table";
import { TruncatedEmail } from "~/components/data-table/email-address";
import { OpenDetailsButton } from "~/components/data-table/submissions-tab";
import type { PagedList } from "~/components/data-table/use-paged-list";
import { useI18n } from "~/i18n/i18n-provider";
import type { LeadRow } from "../lead-row";
import { FollowUp, StatusBadge } from "./lead-bits";
import { LeadContactActions } from "./lead-contact-actions";

/**
 * The leads as a paged table, its name column fixed while the others scroll;
 * on a phone, as cards with Call, WhatsApp and E-mail. A lead's name opens
 * its dialog. What the visitor typed (name, e-mail, company) is isolated, so
 * a Latin name reads right in an Arabic line and the other way round.
 */
export function LeadList({ list, ownerName, onOpen }: { list: PagedList<LeadRow>; ownerName: (ownerId: number | null) => string; onOpen: (lead: LeadRow) => void }) {
  const { t } = useI18n();
  const columns: Column<LeadRow>[] = [
    {
      id: "name",
      header: t("leadPipelineAdmin.column.name"),
      // A floor for the name: the other columns (a long company) must not squeeze it to a letter a line.
      className: "min-w-52",
      cell: (lead) => (
        <div className="grid min-w-0">
          <OpenDetailsButton onClick={() => onOpen(lead)}>
            <bdi className="wrap-anywhere">{lead.name}</bdi>
          </OpenDetailsButton>
          {lead.email && <TruncatedEmail email={lead.email} className="max-w-56 text-xs text-ink-600" />}
        </div>
      ),
    },
    {
      id: "company",
      header: t("leadPipelineAdmin.column.company"),
      className: "min-w-40",
      cell: (lead) => (lead.company ? <bdi className="wrap-anywhere">{lead.company}</bdi> : "—"),
    },
    { id: "source", header: t("leadPipelineAdmin.column.source"), cell: (lead) => t(`leadPipelineAdmin.source.${lead.source}`) },
    { id: "status", header: t("leadPipelineAdmin.column.status"), cell: (lead) => <StatusBadge status={lead.status} /> },
    { id: "owner", header: t("leadPipelineAdmin.column.owner"), cell: (lead) => <bdi>{ownerName(lead.ownerId)}</bdi> },
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
        card={(lead) => <LeadListCard lead={lead} onOpen={() => onOpen(lead)} />}
      />
      <TablePagination list={list} label={t("leadPipelineAdmin.title")} />
    </>
  );
}

/** A lead on a phone: who, from where, its status, follow-up and source, and one tap to call, message or e-mail. */
function LeadListCard({ lead, onOpen }: { lead: LeadRow; onOpen: () => void }) {
  const { t } = useI18n();
  return (
    <article className="grid gap-2 p-4" data-testid="lead-list-card" data-lead-id={lead.id}>
      <div className="flex items-start justify-between gap-3">
        <button
          type="button"
          onClick={onOpen}
          aria-label={t("leadPipelineAdmin.open", { name: lead.name })}
          className="-my-1.5 min-h-11 min-w-0 text-start text-base font-semibold wrap-anywhere text-ink-900 underline-offset-4 hover:underline"
        >
          <bdi>{lead.name}</bdi>
        </button>
        <span className="shrink-0 pt-0.5">
          <StatusBadge status={lead.status} />
        </span>
      </div>
      {lead.company && (
        <p className="flex items-center gap-1.5 text-sm text-ink-700">
          <Building2 aria-hidden className="size-3.5 shrink-0 text-ink-500" />
          <bdi className="min-w-0 wrap-anywhere">{lead.company}</bdi>
        </p>
      )}
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-xs text-ink-600">
        <div>
          <dt>{t("leadPipelineAdmin.column.followUp")}</dt>
          <dd className="mt-0.5 text-sm text-ink-800">
            <FollowUp lead={lead} />
          </dd>
        </div>
        <div>
          <dt>{t("leadPipelineAdmin.column.source")}</dt>
          <dd className="mt-0.5 text-sm text-ink-800">{t(`leadPipelineAdmin.source.${lead.source}`)}</dd>
        </div>
      </dl>
      {lead.email && <TruncatedEmail email={lead.email} className="text-xs text-ink-600" />}
      <LeadContactActions lead={lead} className="mt-1" />
    </article>
  );
}
