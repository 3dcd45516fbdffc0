import { LoaderCircle } from "lucide-react";
import { useTopicVersion } from "~/components/data-table/list-events";
import { useApiData } from "~/components/data-table/use-api-data";
import { failureText } from "~/components/forms/server-errors";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { useI18n } from "~/i18n/i18n-provider";
import type { LeadDetail } from "../lead-row";
import { notifyLeadChanged, type LeadOwner } from "./lead-bits";
import { LeadContactActions } from "./lead-contact-actions";
import { LeadFacts } from "./lead-facts";
import { LeadNoteForm } from "./lead-note-form";
import { LeadTimeline } from "./lead-timeline";
import { LeadWorkForm } from "./lead-work-form";

/**
 * One lead, in the order of the work: one tap to call, message or e-mail the
 * person; its status, owner and next follow-up (saved together); a note; then
 * what the lead says about itself, where the visitor came from, and the
 * person's timeline, newest first. The name, typed by the visitor, is isolated.
 * On a phone it fills the screen, its Close at the bottom, under the thumb.
 */
export function LeadDialog({ leadId, owners, onClose }: { leadId: number | null; owners: LeadOwner[]; onClose: () => void }) {
  const { t } = useI18n();
  const { data, error } = useApiData<LeadDetail>(leadId === null ? null : `/api/admin/leads/${leadId}`, useTopicVersion("leads"));
  const detail = data && data.lead.id === leadId ? data : null;
  return (
    <Dialog open={leadId !== null} onOpenChange={(open) => !open && onClose()}>
      {leadId !== null && (
        <DialogContent
          title={detail ? <bdi className="wrap-anywhere">{detail.lead.name}</bdi> : t("leadPipelineAdmin.detail.loading")}
          eyebrow={t("leadPipelineAdmin.detail.eyebrow")}
          fullScreenOnPhone
          className="max-w-3xl"
          footer={
            // Only once the lead is there: opened while loading, the dialog would put focus on it, and it then lies at the far end of the lead.
            (detail !== null || error !== null) && (
              <Button variant="outline" onClick={onClose}>
                {t("leadPipelineAdmin.detail.close")}
              </Button>
            )
          }
        >
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
              <LeadContactActions lead={detail.lead} className="mb-1" />
              <LeadWorkForm key={`${detail.lead.id}-${detail.lead.status}-${detail.lead.ownerId}-${detail.lead.nextFollowUpAt}`} lead={detail.lead} owners={owners} onSaved={notifyLeadChanged} />
              <LeadNoteForm key={detail.lead.id} leadId={detail.lead.id} onSaved={notifyLeadChanged} />
              <LeadFacts lead={detail.lead} />
              <LeadTimeline items={detail.timeline} leadId={detail.lead.id} owners={owners} />
            </>
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
