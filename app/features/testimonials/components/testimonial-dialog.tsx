import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm, type UseFormRegister, type FieldErrors } from "react-hook-form";
import { applyServerFieldErrors, failureText, fieldErrorText } from "~/components/forms/server-errors";
import { FormFooter } from "~/components/forms/form-footer";
import { Checkbox } from "~/components/ui/checkbox";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/use-toast";
import { useI18n } from "~/i18n/i18n-provider";
import type { Lang } from "~/i18n/locales";
import { createTestimonial } from "../api/create-testimonial";
import { updateTestimonial } from "../api/update-testimonial";
import type { AdminTestimonial } from "../testimonial";
import { testimonialSchema, type TestimonialInput, type TestimonialValues } from "../testimonial.schema";

const textFields = ["quoteEn", "quoteAr", "nameEn", "nameAr", "titleEn", "titleAr", "companyEn", "companyAr"] as const;
const empty: TestimonialInput = { quoteEn: "", quoteAr: "", nameEn: "", nameAr: "", titleEn: "", titleAr: "", companyEn: "", companyAr: "", published: false, showOnHome: false };

/** `editing`: null closed, "new" to add one, or the testimonial to edit. */
export function TestimonialDialog({ editing, onClose, onSaved }: { editing: AdminTestimonial | "new" | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useI18n();
  return (
    <Dialog open={editing !== null} onOpenChange={(open) => !open && onClose()}>
      {editing !== null && (
        <DialogContent
          title={t(editing === "new" ? "testimonialsAdmin.form.createTitle" : "testimonialsAdmin.form.editTitle")}
          description={t("testimonialsAdmin.form.description")}
          fitScreen
          className="sm:max-w-4xl"
        >
          <TestimonialForm key={editing === "new" ? "new" : editing.id} testimonial={editing === "new" ? null : editing} onDone={onClose} onSaved={onSaved} />
        </DialogContent>
      )}
    </Dialog>
  );
}

/**
 * Both languages side by side (stacked on a phone), the page's language first;
 * the same schema as the server. The fields and the publish switches scroll in
 * their own region; the save bar stays below it, so it never covers a field.
 */
function TestimonialForm({ testimonial, onDone, onSaved }: { testimonial: AdminTestimonial | null; onDone: () => void; onSaved: () => void }) {
  const { t, lang } = useI18n();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TestimonialInput, unknown, TestimonialValues>({
    resolver: zodResolver(testimonialSchema),
    defaultValues: testimonial ? pickInput(testimonial) : empty,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });

  const onSubmit = async (values: TestimonialValues) => {
    try {
      if (testimonial) await updateTestimonial(testimonial.id, values);
      else await createTestimonial(values);
      toast({ title: t(testimonial ? "testimonialsAdmin.toast.saved" : "testimonialsAdmin.toast.created"), variant: "success" });
      onSaved();
      onDone();
    } catch (failure) {
      if (applyServerFieldErrors(failure, setError, textFields)) return;
      const description = failureText(failure, t("admin.form.tryAgain"));
      toast({ title: t("testimonialsAdmin.toast.failed"), description, variant: "destructive" });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="flex min-h-0 flex-1 flex-col">
      {/* A little inline padding keeps the fields' focus rings inside the scrolling region. */}
      <div data-testid="testimonial-form-body" className="-mx-1 grid min-h-0 flex-1 gap-6 overflow-y-auto px-1 pb-5 sm:pb-6">
        <p className="text-sm text-ink-600">{t("admin.form.requiredNote")}</p>
        <div className="grid gap-6 lg:grid-cols-2 lg:gap-8">
          {(lang === "ar" ? (["ar", "en"] as const) : (["en", "ar"] as const)).map((fieldsLang) => (
            <LanguageFields key={fieldsLang} lang={fieldsLang} register={register} errors={errors} />
          ))}
        </div>
        <div className="grid gap-1 border-t border-ink-100 pt-4 sm:grid-cols-2 sm:gap-4">
          <Checkbox label={t("testimonialsAdmin.form.published")} {...register("published")} />
          <Checkbox label={t("testimonialsAdmin.form.home")} {...register("showOnHome")} />
        </div>
      </div>
      <FormFooter onCancel={onDone} busy={isSubmitting} submitLabel={t("testimonialsAdmin.form.submit")} busyLabel={t("admin.form.saving")} />
    </form>
  );
}

function LanguageFields({ lang, register, errors }: { lang: Lang; register: UseFormRegister<TestimonialInput>; errors: FieldErrors<TestimonialInput> }) {
  const { t } = useI18n();
  const id = useId();
  const suffix = lang === "en" ? "En" : "Ar";
  const field = <K extends string>(name: K) => `${name}${suffix}` as `${K}En` | `${K}Ar`;
  const quote = field("quote");
  const name = field("name");
  const title = field("title");
  const company = field("company");
  // Labels follow the page; what is typed follows its own language.
  const text = { lang, dir: lang === "ar" ? "rtl" : "ltr" } as const;
  return (
    <fieldset className="grid content-start gap-4 rounded-xl border border-ink-100 p-4 sm:p-5">
      <legend className="px-2 text-sm font-bold text-ink-900">{t(lang === "en" ? "testimonialsAdmin.english" : "testimonialsAdmin.arabic")}</legend>
      <FormField id={`${id}-quote`} label={t("testimonialsAdmin.form.quote")} required hint={t("testimonialsAdmin.form.quoteHint")} error={fieldErrorText(t, errors[quote])}>
        {(control) => <Textarea {...control} {...register(quote)} {...text} rows={5} />}
      </FormField>
      <FormField id={`${id}-name`} label={t("testimonialsAdmin.form.name")} required error={fieldErrorText(t, errors[name])}>
        {(control) => <Input {...control} {...register(name)} {...text} autoComplete="off" />}
      </FormField>
      <FormField id={`${id}-title`} label={t("testimonialsAdmin.form.jobTitle")} optional error={fieldErrorText(t, errors[title])}>
        {(control) => <Input {...control} {...register(title)} {...text} autoComplete="off" />}
      </FormField>
      <FormField id={`${id}-company`} label={t("testimonialsAdmin.form.company")} optional error={fieldErrorText(t, errors[company])}>
        {(control) => <Input {...control} {...register(company)} {...text} autoComplete="off" />}
      </FormField>
    </fieldset>
  );
}

function pickInput(item: AdminTestimonial): TestimonialInput {
  const { quoteEn, quoteAr, nameEn, nameAr, titleEn, titleAr, companyEn, companyAr, published, showOnHome } = item;
  return { quoteEn, quoteAr, nameEn, nameAr, titleEn, titleAr, companyEn, companyAr, published, showOnHome };
}
