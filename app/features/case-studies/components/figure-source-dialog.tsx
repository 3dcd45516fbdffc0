import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { FormFooter } from "~/components/forms/form-footer";
import { applyServerFieldErrors, failureText, fieldErrorText } from "~/components/forms/server-errors";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/use-toast";
import { useI18n } from "~/i18n/i18n-provider";
import { setStatisticSource } from "../api/set-statistic-source";
import type { AdminStatisticSource } from "../proof";
import { statisticSourceSchema, type StatisticSourceInput, type StatisticSourceValues } from "../proof.schema";

/** A home figure's source or footnote in both languages; both empty hides the figure. */
export function FigureSourceDialog({ editing, onClose, onSaved }: { editing: AdminStatisticSource | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useI18n();
  return (
    <Dialog open={editing !== null} onOpenChange={(open) => !open && onClose()}>
      {editing !== null && (
        <DialogContent title={t("caseStudiesAdmin.figures.form.title")} description={t(`caseStudiesAdmin.figures.${editing.statistic}`)} fitScreen className="sm:max-w-2xl">
          <FigureSourceForm key={editing.statistic} figure={editing} onDone={onClose} onSaved={onSaved} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function FigureSourceForm({ figure, onDone, onSaved }: { figure: AdminStatisticSource; onDone: () => void; onSaved: () => void }) {
  const { t } = useI18n();
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<StatisticSourceInput, unknown, StatisticSourceValues>({ resolver: zodResolver(statisticSourceSchema), defaultValues: { sourceEn: figure.sourceEn, sourceAr: figure.sourceAr } });

  const onSubmit = async (values: StatisticSourceValues) => {
    try {
      await setStatisticSource(figure.statistic, values);
      toast({ title: t("caseStudiesAdmin.toast.saved"), variant: "success" });
      onSaved();
      onDone();
    } catch (failure) {
      if (applyServerFieldErrors(failure, setError, ["sourceEn", "sourceAr"])) return;
      toast({ title: t("caseStudiesAdmin.toast.failed"), description: failureText(failure, t("admin.form.tryAgain")), variant: "destructive" });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="flex min-h-0 flex-1 flex-col">
      <div className="grid min-h-0 flex-1 gap-4 overflow-y-auto px-1 pb-5">
        <p className="text-sm text-ink-600">{t("caseStudiesAdmin.figures.sourceHint")}</p>
        <FormField id={`${id}-en`} label={`${t("caseStudiesAdmin.figures.source")} (${t("caseStudiesAdmin.english")})`} error={fieldErrorText(t, errors.sourceEn)}>
          {(control) => <Textarea {...control} {...register("sourceEn")} lang="en" dir="ltr" rows={3} />}
        </FormField>
        <FormField id={`${id}-ar`} label={`${t("caseStudiesAdmin.figures.source")} (${t("caseStudiesAdmin.arabic")})`} error={fieldErrorText(t, errors.sourceAr)}>
          {(control) => <Textarea {...control} {...register("sourceAr")} lang="ar" dir="rtl" rows={3} />}
        </FormField>
      </div>
      <FormFooter onCancel={onDone} busy={isSubmitting} submitLabel={t("caseStudiesAdmin.save")} busyLabel={t("admin.form.saving")} />
    </form>
  );
}
