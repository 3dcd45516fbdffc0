import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "~/components/ui/dialog";
import { toast } from "~/components/ui/use-toast";
import { useState } from "react";
import { useI18n } from "~/i18n/i18n-provider";
import type { ConsultationInput } from "../consultation.schema";
import { ConsultationForm } from "./consultation-form";

export interface ConsultationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The free consultation dialog (spec: public-site.md §4, §5, §7): like the
 * inquiry dialog, with a company, a preferred date and a "book" label.
 */
export function ConsultationDialog({ open, onOpenChange }: ConsultationDialogProps) {
  const { t } = useI18n();
  // What was typed survives closing the dialog (its form leaves the page) and a failed send.
  const [entries, setEntries] = useState<ConsultationInput>();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent eyebrow={t("leads.consultation.eyebrow")} title={t("leads.consultation.title")} description={t("leads.consultation.description")}>
        <ConsultationForm
          shown={open}
          keep={{ entries, save: setEntries }}
          onSent={() => {
            onOpenChange(false);
            toast({ title: t("leads.consultation.successTitle"), description: t("leads.consultation.successDescription"), variant: "success" });
          }}
          actions={
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t("leads.cancel")}
              </Button>
            </DialogClose>
          }
        />
      </DialogContent>
    </Dialog>
  );
}
