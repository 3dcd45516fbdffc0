import { zodResolver } from "@hookform/resolvers/zod";
import { Images, ImagePlus, LoaderCircle, Trash2, UserRound } from "lucide-react";
import { useId, useState } from "react";
import { useForm, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { FormFooter } from "~/components/forms/form-footer";
import { ltrInputProps } from "~/components/forms/ltr-input-props";
import { applyServerFieldErrors, failureText, fieldErrorText } from "~/components/forms/server-errors";
import { useImageUpload } from "~/components/forms/use-image-upload";
import { ImageLibraryPicker } from "~/components/forms/visual-editor/image-library-picker";
import { Button } from "~/components/ui/button";
import { BidiText } from "~/components/ui/bidi-text";
import { Checkbox } from "~/components/ui/checkbox";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/use-toast";
import { useI18n } from "~/i18n/i18n-provider";
import type { Lang } from "~/i18n/locales";
import { createPerson } from "../api/create-person";
import { updatePerson } from "../api/update-person";
import type { AdminPerson } from "../person";
import { personFieldNames, personSchema, type PersonInput, type PersonValues } from "../person.schema";

const empty: PersonInput = {
  slug: "",
  photo: "",
  nameEn: "",
  nameAr: "",
  titleEn: "",
  titleAr: "",
  bioEn: "",
  bioAr: "",
  expertiseEn: "",
  expertiseAr: "",
  sectorsEn: "",
  sectorsAr: "",
  languagesEn: "",
  languagesAr: "",
  linkedinUrl: "",
  email: "",
  bookingUrl: "",
  published: false,
  contactPartner: false,
};

/** `editing`: null closed, "new" to add someone, or the person to edit. */
export function PersonDialog({ editing, onClose, onSaved }: { editing: AdminPerson | "new" | null; onClose: () => void; onSaved: () => void }) {
  const { t, lang } = useI18n();
  return (
    <Dialog open={editing !== null} onOpenChange={(open) => !open && onClose()}>
      {editing !== null && (
        <DialogContent
          title={editing === "new" ? t("peopleAdmin.form.createTitle") : t("peopleAdmin.form.editTitle", { name: lang === "ar" ? editing.nameAr : editing.nameEn })}
          description={t("peopleAdmin.form.description")}
          fitScreen
          fullScreenOnPhone
          className="sm:max-w-5xl"
        >
          <PersonForm key={editing === "new" ? "new" : editing.id} person={editing === "new" ? null : editing} onDone={onClose} onSaved={onSaved} />
        </DialogContent>
      )}
    </Dialog>
  );
}

/**
 * The portrait and the address, both languages side by side (stacked on a
 * phone, the page's language first), the links, the switches; the same
 * schema as the server. The fields scroll; the save bar stays below them.
 */
function PersonForm({ person, onDone, onSaved }: { person: AdminPerson | null; onDone: () => void; onSaved: () => void }) {
  const { t, lang } = useI18n();
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<PersonInput, unknown, PersonValues>({
    resolver: zodResolver(personSchema),
    defaultValues: person ? toInput(person) : empty,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });

  const onSubmit = async (values: PersonValues) => {
    try {
      if (person) await updatePerson(person.id, values);
      else await createPerson(values);
      toast({ title: t(person ? "peopleAdmin.toast.saved" : "peopleAdmin.toast.created"), variant: "success" });
      onSaved();
      onDone();
    } catch (failure) {
      if (applyServerFieldErrors(failure, setError, personFieldNames)) return;
      toast({ title: t("peopleAdmin.toast.failed"), description: failureText(failure, t("admin.form.tryAgain")), variant: "destructive" });
    }
  };

  const slug = watch("slug");
  const ltr = ltrInputProps(lang);
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="flex min-h-0 flex-1 flex-col">
      <div data-testid="person-form-body" className="-mx-1 grid min-h-0 flex-1 gap-6 overflow-y-auto px-1 pb-5 sm:pb-6">
        <p className="text-sm text-ink-600">{t("admin.form.requiredNote")}</p>
        <div className="grid gap-6 lg:grid-cols-2 lg:gap-8">
          <PhotoField id={`${id}-photo`} value={watch("photo") ?? ""} onChange={(url) => setValue("photo", url, { shouldDirty: true, shouldValidate: true })} error={fieldErrorText(t, errors.photo)} />
          <FormField id={`${id}-slug`} label={t("peopleAdmin.form.slug")} required hint={t("peopleAdmin.form.slugHint", { slug: slug || "…" })} error={fieldErrorText(t, errors.slug)}>
            {(control) => <Input {...control} {...register("slug")} {...ltr} autoComplete="off" spellCheck={false} />}
          </FormField>
        </div>
        <div className="grid gap-6 lg:grid-cols-2 lg:gap-8">
          {(lang === "ar" ? (["ar", "en"] as const) : (["en", "ar"] as const)).map((fieldsLang) => (
            <LanguageFields key={fieldsLang} lang={fieldsLang} register={register} errors={errors} />
          ))}
        </div>
        <fieldset className="grid gap-4 rounded-xl border border-ink-100 p-4 sm:grid-cols-3 sm:p-5">
          <legend className="px-2 text-sm font-bold text-ink-900">{t("peopleAdmin.form.links")}</legend>
          <FormField id={`${id}-linkedin`} label={t("peopleAdmin.form.linkedinUrl")} optional error={fieldErrorText(t, errors.linkedinUrl)}>
            {(control) => <Input {...control} {...register("linkedinUrl")} {...ltr} type="url" inputMode="url" autoComplete="off" spellCheck={false} />}
          </FormField>
          <FormField id={`${id}-email`} label={t("peopleAdmin.form.email")} optional error={fieldErrorText(t, errors.email)}>
            {(control) => <Input {...control} {...register("email")} {...ltr} type="email" inputMode="email" autoComplete="off" spellCheck={false} />}
          </FormField>
          <FormField id={`${id}-booking`} label={t("peopleAdmin.form.bookingUrl")} optional hint={t("peopleAdmin.form.bookingHint")} error={fieldErrorText(t, errors.bookingUrl)}>
            {(control) => <Input {...control} {...register("bookingUrl")} {...ltr} type="url" inputMode="url" autoComplete="off" spellCheck={false} />}
          </FormField>
        </fieldset>
        <div className="grid gap-1 border-t border-ink-100 pt-4 sm:grid-cols-2 sm:gap-4">
          <Checkbox label={t("peopleAdmin.form.published")} {...register("published")} />
          <Checkbox label={<BidiText text={t("peopleAdmin.form.contactPartner")} />} {...register("contactPartner")} />
        </div>
      </div>
      <FormFooter onCancel={onDone} busy={isSubmitting} submitLabel={t("peopleAdmin.form.submit")} busyLabel={t("admin.form.saving")} />
    </form>
  );
}

function LanguageFields({ lang, register, errors }: { lang: Lang; register: UseFormRegister<PersonInput>; errors: FieldErrors<PersonInput> }) {
  const { t } = useI18n();
  const id = useId();
  const suffix = lang === "en" ? "En" : "Ar";
  const field = <K extends string>(name: K) => `${name}${suffix}` as `${K}En` | `${K}Ar`;
  // Labels follow the page; what is typed follows its own language.
  const text = { lang, dir: lang === "ar" ? "rtl" : "ltr" } as const;
  const lists = [
    { name: field("expertise"), label: t("peopleAdmin.form.expertise") },
    { name: field("sectors"), label: t("peopleAdmin.form.sectors") },
    { name: field("languages"), label: t("peopleAdmin.form.languages") },
  ];
  return (
    <fieldset className="grid content-start gap-4 rounded-xl border border-ink-100 p-4 sm:p-5">
      <legend className="px-2 text-sm font-bold text-ink-900">{t(lang === "en" ? "peopleAdmin.english" : "peopleAdmin.arabic")}</legend>
      <FormField id={`${id}-name`} label={t("peopleAdmin.form.name")} required error={fieldErrorText(t, errors[field("name")])}>
        {(control) => <Input {...control} {...register(field("name"))} {...text} autoComplete="off" />}
      </FormField>
      <FormField id={`${id}-title`} label={t("peopleAdmin.form.jobTitle")} optional error={fieldErrorText(t, errors[field("title")])}>
        {(control) => <Input {...control} {...register(field("title"))} {...text} autoComplete="off" />}
      </FormField>
      <FormField id={`${id}-bio`} label={t("peopleAdmin.form.bio")} optional hint={t("peopleAdmin.form.bioHint")} error={fieldErrorText(t, errors[field("bio")])}>
        {(control) => <Textarea {...control} {...register(field("bio"))} {...text} rows={7} />}
      </FormField>
      {lists.map((list) => (
        <FormField key={list.name} id={`${id}-${list.name}`} label={list.label} optional hint={t("peopleAdmin.form.listHint")} error={fieldErrorText(t, errors[list.name] as never)}>
          {(control) => <Textarea {...control} {...register(list.name)} {...text} rows={3} />}
        </FormField>
      ))}
    </fieldset>
  );
}

/** The portrait: upload (the dashboard's upload kit) or pick one already in the media library; preview in the circle the pages use; remove. */
function PhotoField({ id, value, onChange, error }: { id: string; value: string; onChange: (url: string) => void; error?: string }) {
  const { t } = useI18n();
  const upload = useImageUpload(onChange);
  const [library, setLibrary] = useState(false);
  return (
    <div className="grid content-start gap-1.5" role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`}>
      <p id={`${id}-label`} className="text-sm font-semibold text-ink-900">
        {t("peopleAdmin.form.photo")}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-full border border-ink-100 bg-ink-50">
          {value ? <img src={value} alt={t("peopleAdmin.form.photoPreview")} className="size-full object-cover" /> : <UserRound aria-label={t("peopleAdmin.form.photoNone")} className="size-9 text-ink-400" />}
        </div>
        <div className="flex flex-wrap gap-2">
          <input {...upload.inputProps} data-testid="person-photo-input" />
          <Button type="button" variant="outline" disabled={upload.uploading} onClick={upload.choose}>
            {upload.uploading ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : <ImagePlus aria-hidden className="size-4" />}
            {upload.uploading ? t("admin.upload.uploading") : t("admin.upload.button")}
          </Button>
          {value && (
            <Button type="button" variant="ghost" className="text-danger-700" onClick={() => onChange("")}>
              <Trash2 aria-hidden className="size-4" />
              {t("peopleAdmin.form.photoRemove")}
            </Button>
          )}
        </div>
      </div>
      <p id={`${id}-hint`} className="text-sm text-ink-600">
        {t("peopleAdmin.form.photoHint")}
      </p>
      {error && (
        <p role="alert" className="text-sm text-danger-700">
          {error}
        </p>
      )}
      <Button type="button" variant="ghost" className="justify-self-start" aria-expanded={library} onClick={() => setLibrary((shown) => !shown)}>
        <Images aria-hidden className="size-4" />
        {t("peopleAdmin.form.photoLibrary")}
      </Button>
      {library && <ImageLibraryPicker selected={value} onPick={(url) => onChange(url)} />}
    </div>
  );
}

function toInput(person: AdminPerson): PersonInput {
  const lines = (items: string[]) => items.join("\n");
  return {
    slug: person.slug,
    photo: person.photo,
    nameEn: person.nameEn,
    nameAr: person.nameAr,
    titleEn: person.titleEn,
    titleAr: person.titleAr,
    bioEn: person.bioEn,
    bioAr: person.bioAr,
    expertiseEn: lines(person.expertiseEn),
    expertiseAr: lines(person.expertiseAr),
    sectorsEn: lines(person.sectorsEn),
    sectorsAr: lines(person.sectorsAr),
    languagesEn: lines(person.languagesEn),
    languagesAr: lines(person.languagesAr),
    linkedinUrl: person.linkedinUrl,
    email: person.email,
    bookingUrl: person.bookingUrl,
    published: person.published,
    contactPartner: person.contactPartner,
  };
}
