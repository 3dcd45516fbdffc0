import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "~/components/ui/dialog";
import { toast } from "~/components/ui/use-toast";
import { useI18n } from "~/i18n/i18n-provider";
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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent eyebrow={t("leads.consultation.eyebrow")} title={t("leads.consultation.title")} description={t("leads.consultation.description")}>
        <ConsultationForm
          shown={open}
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
