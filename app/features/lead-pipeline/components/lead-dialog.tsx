import { LoaderCircle } from "lucide-react";
import { useTopicVersion } from "~/components/data-table/list-events";
import { useApiData } from "~/components/data-table/use-api-data";
import { failureText } from "~/components/forms/server-errors";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { useI18n } from "~/i18n/i18n-provider";
import type { LeadDetail } from "../lead-row";
import { notifyLeadChanged, type LeadOwner } from "./lead-bits";
import { LeadFacts } from "./lead-facts";
import { LeadNoteForm } from "./lead-note-form";
import { LeadTimeline } from "./lead-timeline";
import { LeadWorkForm } from "./lead-work-form";

/**
 * One lead: its fields and attribution, its status, owner and next follow-up
 * (saved together), a note, and the person's timeline, newest first.
 */
export function LeadDialog({ leadId, owners, onClose }: { leadId: number | null; owners: LeadOwner[]; onClose: () => void }) {
  const { t } = useI18n();
  const { data, error } = useApiData<LeadDetail>(leadId === null ? null : `/api/admin/leads/${leadId}`, useTopicVersion("leads"));
  const detail = data && data.lead.id === leadId ? data : null;
  return (
    <Dialog open={leadId !== null} onOpenChange={(open) => !open && onClose()}>
      {leadId !== null && (
        <DialogContent title={detail?.lead.name ?? t("leadPipelineAdmin.detail.loading")} eyebrow={t("leadPipelineAdmin.detail.eyebrow")} className="max-w-3xl">
          <div className="px-5 py-5 sm:px-7">
            {detail === null && error === null && (
              <p role="status" className="flex items-center gap-2 py-6 text-sm text-ink-600">
                <LoaderCircle aria-hidden className="size-4 animate-spin" />
                {t("leadPipelineAdmin.detail.loading")}
              </p>
            )}
            {detail === null && error !== null && (
              <p role="alert" className="py-6 text-sm text-danger-700">
                {failureText(error, t("leadPipelineAdmin.fetchFailed"))}
              </p>
            )}
            {detail !== null && (
              <>
                <LeadFacts lead={detail.lead} />
                <LeadWorkForm key={`${detail.lead.id}-${detail.lead.status}-${detail.lead.ownerId}-${detail.lead.nextFollowUpAt}`} lead={detail.lead} owners={owners} onSaved={notifyLeadChanged} />
                <LeadNoteForm key={detail.lead.id} leadId={detail.lead.id} onSaved={notifyLeadChanged} />
                <LeadTimeline items={detail.timeline} leadId={detail.lead.id} owners={owners} />
              </>
            )}
            <div className="mt-6 flex justify-end">
              <Button variant="outline" onClick={onClose}>
                {t("leadPipelineAdmin.detail.close")}
              </Button>
            </div>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
