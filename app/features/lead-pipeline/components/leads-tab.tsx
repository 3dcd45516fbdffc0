import type { LeadStatus } from "#db/schema";
import { Download } from "lucide-react";
import { useState } from "react";
import { PanelHeading } from "~/components/data-table/data-table";
import { failureText } from "~/components/forms/server-errors";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import { formatNumber } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import { updateLead } from "../api/update-lead";
import type { LeadRow } from "../lead-row";
import { notifyLeadChanged, ownerNameOf, useLeadOwners } from "./lead-bits";
import { LeadBoard } from "./lead-board";
import { LeadDialog } from "./lead-dialog";
import { LeadFilterBar, StatusCounts } from "./lead-filters";
import { LeadList } from "./lead-list";
import { LeadsChart } from "./leads-chart";
import { useLeadsQuery } from "./use-leads-query";

/**
 * The dashboard's Leads tab (issue 14): counts per status, search and
 * filters, a paged list or a board by status, the CSV export of what the
 * filters show, and a lead's dialog with its timeline.
 */
export function LeadsTab() {
  const { t, lang } = useI18n();
  const query = useLeadsQuery();
  const { list, view, openId, setOpenId } = query;
  const [busyId, setBusyId] = useState<number | null>(null);
  const owners = useLeadOwners();
  const ownerName = (ownerId: number | null) => (ownerId === null ? t("leadPipelineAdmin.unassigned") : ownerNameOf(owners, ownerId));

  const move = async (lead: LeadRow, status: LeadStatus) => {
    setBusyId(lead.id);
    try {
      await updateLead(lead.id, { status });
      // The name isolated (FSI … PDI): a Latin name inside an Arabic sentence, or the other way round, keeps its place.
      toast({ title: t("leadPipelineAdmin.moved", { name: `\u2068${lead.name}\u2069`, status: t(`leadPipelineAdmin.status.${status}`) }), variant: "success" });
    } catch (failure) {
      toast({ title: t("leadPipelineAdmin.failed"), description: failureText(failure, t("admin.form.tryAgain")), variant: "destructive" });
    } finally {
      setBusyId(null);
      notifyLeadChanged();
    }
  };

  return (
    <div>
      {/* First, though it shows above the page: its request then leaves before the list's and the counts' (a browser sends six at a time). */}
      <LeadDialog leadId={openId} owners={owners} onClose={() => setOpenId(null)} />
      <PanelHeading
        title={t("leadPipelineAdmin.title")}
        lead={t("leadPipelineAdmin.lead")}
        actions={
          <Button asChild variant="outline">
            <a href={query.exportHref} download title={t("leadPipelineAdmin.exportHint")}>
              <Download aria-hidden className="size-4" />
              {t("leadPipelineAdmin.export")}
            </a>
          </Button>
        }
      />

      <StatusCounts query={query} />
      <LeadFilterBar query={query} owners={owners} />

      {view === "list" ? (
        <LeadList list={list} ownerName={ownerName} onOpen={(lead) => setOpenId(lead.id)} />
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

      <LeadsChart />
    </div>
  );
}
