import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "~/components/ui/dialog";
import { toast } from "~/components/ui/use-toast";
import { useState } from "react";
import { useI18n } from "~/i18n/i18n-provider";
import type { InquiryInput } from "../inquiry.schema";
import type { ContactService } from "../contact-services";
import { InquiryForm } from "./inquiry-form";

export interface InquiryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The service asked about (its name, in the page's language, is in the title); none for a general inquiry. */
  service?: ContactService;
}

/**
 * The service inquiry dialog (spec: public-site.md §4, §5, §7). What was
 * typed survives closing and reopening, and a failed send; a successful one
 * resets the form, closes the dialog and says so in a toast.
 */
export function InquiryDialog({ open, onOpenChange, service }: InquiryDialogProps) {
  const { t } = useI18n();
  // What was typed survives closing the dialog (its form leaves the page) and a failed send.
  const [entries, setEntries] = useState<InquiryInput>();
  const serviceName = service && service !== "other" ? t(`leads.service.${service}`) : undefined;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        eyebrow={t("leads.inquiry.eyebrow")}
        title={serviceName ? t("leads.inquiry.titleFor", { service: serviceName }) : t("leads.inquiry.title")}
        description={t("leads.inquiry.description")}
      >
        <InquiryForm
          service={service}
          shown={open}
          keep={{ entries, save: setEntries }}
          onSent={() => {
            onOpenChange(false);
            toast({ title: t("leads.inquiry.successTitle"), description: t("leads.inquiry.successDescription"), variant: "success" });
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
