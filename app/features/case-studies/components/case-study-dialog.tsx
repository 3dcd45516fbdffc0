import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { FormFooter } from "~/components/forms/form-footer";
import { applyServerFieldErrors, failureText, fieldErrorText } from "~/components/forms/server-errors";
import { Checkbox } from "~/components/ui/checkbox";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/use-toast";
import { serviceIds } from "~/features/home/home-content";
import { useI18n } from "~/i18n/i18n-provider";
import type { Lang } from "~/i18n/locales";
import { createCaseStudy } from "../api/create-case-study";
import { updateCaseStudy } from "../api/update-case-study";
import { serviceName } from "../case-study-words";
import type { AdminCaseStudy, AdminSector } from "../proof";
import { caseStudySchema, type CaseStudyInput, type CaseStudyValues } from "../proof.schema";

const fieldNames = ["slug", "sectorId", "service", "timeToHireWeeks", "roleEn", "roleAr", "challengeEn", "challengeAr", "approachEn", "approachAr", "outcomeEn", "outcomeAr"] as const;

/** `editing`: null closed, "new" to add one, or the case study to edit. */
export function CaseStudyDialog({ editing, sectors, onClose, onSaved }: { editing: AdminCaseStudy | "new" | null; sectors: readonly AdminSector[]; onClose: () => void; onSaved: () => void }) {
  const { t } = useI18n();
  return (
    <Dialog open={editing !== null} onOpenChange={(open) => !open && onClose()}>
      {editing !== null && (
        <DialogContent
          title={t(editing === "new" ? "caseStudiesAdmin.studies.form.createTitle" : "caseStudiesAdmin.studies.form.editTitle")}
          description={t("caseStudiesAdmin.studies.form.description")}
          fitScreen
          fullScreenOnPhone
          className="sm:max-w-5xl"
        >
          <CaseStudyForm key={editing === "new" ? "new" : editing.id} caseStudy={editing === "new" ? null : editing} sectors={sectors} onDone={onClose} onSaved={onSaved} />
        </DialogContent>
      )}
    </Dialog>
  );
}

/** The facts (address, sector, service, weeks), then both languages side by side (stacked on a phone), the page's language first. */
function CaseStudyForm({ caseStudy, sectors, onDone, onSaved }: { caseStudy: AdminCaseStudy | null; sectors: readonly AdminSector[]; onDone: () => void; onSaved: () => void }) {
  const { t, lang } = useI18n();
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<CaseStudyInput, unknown, CaseStudyValues>({
    resolver: zodResolver(caseStudySchema),
    defaultValues: caseStudy ? pickInput(caseStudy) : ({ slug: "", service: "executiveSearch", timeToHireWeeks: null, roleEn: "", roleAr: "", challengeEn: "", challengeAr: "", approachEn: "", approachAr: "", outcomeEn: "", outcomeAr: "", published: false } as CaseStudyInput),
    mode: "onSubmit",
    reValidateMode: "onChange",
  });

  const onSubmit = async (values: CaseStudyValues) => {
    try {
      if (caseStudy) await updateCaseStudy(caseStudy.id, values);
      else await createCaseStudy(values);
      toast({ title: t("caseStudiesAdmin.toast.saved"), variant: "success" });
      onSaved();
      onDone();
    } catch (failure) {
      if (applyServerFieldErrors(failure, setError, fieldNames)) return;
      toast({ title: t("caseStudiesAdmin.toast.failed"), description: failureText(failure, t("admin.form.tryAgain")), variant: "destructive" });
    }
  };

  const slug = watch("slug") || "…";
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="flex min-h-0 flex-1 flex-col">
      <div className="-mx-1 grid min-h-0 flex-1 gap-6 overflow-y-auto px-1 pb-5 sm:pb-6">
        <p className="text-sm text-ink-600">{t("admin.form.requiredNote")}</p>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <FormField id={`${id}-slug`} label={t("caseStudiesAdmin.studies.form.slug")} required hint={t("caseStudiesAdmin.studies.form.slugHint", { slug })} error={fieldErrorText(t, errors.slug)}>
            {(control) => <Input {...control} {...register("slug")} dir="ltr" autoComplete="off" spellCheck={false} />}
          </FormField>
          <FormField id={`${id}-sector`} label={t("caseStudiesAdmin.studies.form.sector")} required error={fieldErrorText(t, errors.sectorId)}>
            {(control) => (
              <Select {...control} {...register("sectorId", { setValueAs: (value: unknown) => (value === "" || value === undefined ? undefined : Number(value)) })}>
                <option value="">{t("caseStudiesAdmin.studies.form.chooseSector")}</option>
                {sectors.map((sector) => (
                  <option key={sector.id} value={sector.id}>
                    {lang === "ar" ? sector.nameAr : sector.nameEn}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField id={`${id}-service`} label={t("caseStudiesAdmin.studies.form.service")} required error={fieldErrorText(t, errors.service)}>
            {(control) => (
              <Select {...control} {...register("service")}>
                {serviceIds.map((service) => (
                  <option key={service} value={service}>
                    {serviceName(t, service)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField id={`${id}-weeks`} label={t("caseStudiesAdmin.studies.form.weeks")} optional hint={t("caseStudiesAdmin.studies.form.weeksHint")} error={fieldErrorText(t, errors.timeToHireWeeks)}>
            {(control) => (
              <Input
                {...control}
                {...register("timeToHireWeeks", { setValueAs: (value: unknown) => (value === "" || value === null || value === undefined ? null : Number(value)) })}
                type="number"
                inputMode="numeric"
                min={1}
                max={104}
                dir="ltr"
              />
            )}
          </FormField>
        </div>
        <div className="grid gap-6 lg:grid-cols-2 lg:gap-8">
          {(lang === "ar" ? (["ar", "en"] as const) : (["en", "ar"] as const)).map((fieldsLang) => (
            <LanguageFields key={fieldsLang} lang={fieldsLang} register={register} errors={errors} />
          ))}
        </div>
        <div className="border-t border-ink-100 pt-4">
          <Checkbox label={t("caseStudiesAdmin.studies.form.published")} {...register("published")} />
        </div>
      </div>
      <FormFooter onCancel={onDone} busy={isSubmitting} submitLabel={t("caseStudiesAdmin.save")} busyLabel={t("admin.form.saving")} />
    </form>
  );
}

function LanguageFields({ lang, register, errors }: { lang: Lang; register: UseFormRegister<CaseStudyInput>; errors: FieldErrors<CaseStudyInput> }) {
  const { t } = useI18n();
  const id = useId();
  const suffix = lang === "en" ? "En" : "Ar";
  const text = { lang, dir: lang === "ar" ? "rtl" : "ltr" } as const;
  const role = `role${suffix}` as const;
  const stories = [
    { name: `challenge${suffix}` as const, label: t("caseStudiesAdmin.studies.form.challenge") },
    { name: `approach${suffix}` as const, label: t("caseStudiesAdmin.studies.form.approach") },
    { name: `outcome${suffix}` as const, label: t("caseStudiesAdmin.studies.form.outcome") },
  ];
  return (
    <fieldset className="grid content-start gap-4 rounded-xl border border-ink-100 p-4 sm:p-5">
      <legend className="px-2 text-sm font-bold text-ink-900">{t(lang === "en" ? "caseStudiesAdmin.english" : "caseStudiesAdmin.arabic")}</legend>
      <FormField id={`${id}-role`} label={t("caseStudiesAdmin.studies.form.role")} required error={fieldErrorText(t, errors[role])}>
        {(control) => <Input {...control} {...register(role)} {...text} autoComplete="off" />}
      </FormField>
      {stories.map((story) => (
        <FormField key={story.name} id={`${id}-${story.name}`} label={story.label} required error={fieldErrorText(t, errors[story.name])}>
          {(control) => <Textarea {...control} {...register(story.name)} {...text} rows={4} />}
        </FormField>
      ))}
    </fieldset>
  );
}

function pickInput(item: AdminCaseStudy): CaseStudyInput {
  const { slug, roleEn, roleAr, sectorId, service, challengeEn, challengeAr, approachEn, approachAr, outcomeEn, outcomeAr, timeToHireWeeks, published } = item;
  return { slug, roleEn, roleAr, sectorId, service, challengeEn, challengeAr, approachEn, approachAr, outcomeEn, outcomeAr, timeToHireWeeks, published };
}
