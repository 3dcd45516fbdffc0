import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { FormFooter } from "~/components/forms/form-footer";
import { applyServerFieldErrors, failureText, fieldErrorText } from "~/components/forms/server-errors";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { useI18n } from "~/i18n/i18n-provider";
import { createSector } from "../api/create-sector";
import { updateSector } from "../api/update-sector";
import type { AdminSector } from "../proof";
import { sectorSchema, type SectorInput, type SectorValues } from "../proof.schema";

/** Adds or renames a sector: its name in both languages. */
export function SectorDialog({ editing, onClose, onSaved }: { editing: AdminSector | "new" | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useI18n();
  return (
    <Dialog open={editing !== null} onOpenChange={(open) => !open && onClose()}>
      {editing !== null && (
        <DialogContent title={t(editing === "new" ? "caseStudiesAdmin.sectors.form.createTitle" : "caseStudiesAdmin.sectors.form.editTitle")} description={t("caseStudiesAdmin.sectors.form.description")} fitScreen>
          <SectorForm key={editing === "new" ? "new" : editing.id} sector={editing === "new" ? null : editing} onDone={onClose} onSaved={onSaved} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function SectorForm({ sector, onDone, onSaved }: { sector: AdminSector | null; onDone: () => void; onSaved: () => void }) {
  const { t } = useI18n();
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SectorInput, unknown, SectorValues>({ resolver: zodResolver(sectorSchema), defaultValues: { nameEn: sector?.nameEn ?? "", nameAr: sector?.nameAr ?? "" } });

  const onSubmit = async (values: SectorValues) => {
    try {
      if (sector) await updateSector(sector.id, values);
      else await createSector(values);
      toast({ title: t("caseStudiesAdmin.toast.saved"), variant: "success" });
      onSaved();
      onDone();
    } catch (failure) {
      if (applyServerFieldErrors(failure, setError, ["nameEn", "nameAr"])) return;
      toast({ title: t("caseStudiesAdmin.toast.failed"), description: failureText(failure, t("admin.form.tryAgain")), variant: "destructive" });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="flex min-h-0 flex-1 flex-col">
      <div className="grid min-h-0 flex-1 gap-4 overflow-y-auto px-1 pb-5">
        <FormField id={`${id}-en`} label={`${t("caseStudiesAdmin.sectors.form.name")} (${t("caseStudiesAdmin.english")})`} required error={fieldErrorText(t, errors.nameEn)}>
          {(control) => <Input {...control} {...register("nameEn")} lang="en" dir="ltr" autoComplete="off" />}
        </FormField>
        <FormField id={`${id}-ar`} label={`${t("caseStudiesAdmin.sectors.form.name")} (${t("caseStudiesAdmin.arabic")})`} required error={fieldErrorText(t, errors.nameAr)}>
          {(control) => <Input {...control} {...register("nameAr")} lang="ar" dir="rtl" autoComplete="off" />}
        </FormField>
      </div>
      <FormFooter onCancel={onDone} busy={isSubmitting} submitLabel={t("caseStudiesAdmin.save")} busyLabel={t("admin.form.saving")} />
    </form>
  );
}
