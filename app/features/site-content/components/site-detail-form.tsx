import { zodResolver } from "@hookform/resolvers/zod";
import { ImagePlus, LoaderCircle, Trash2, UserRound } from "lucide-react";
import { useId, useMemo } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { notifyChanged } from "~/components/data-table/list-events";
import { FormFooter } from "~/components/forms/form-footer";
import { ltrInputProps } from "~/components/forms/ltr-input-props";
import { applyServerFieldErrors, failureText, fieldErrorText } from "~/components/forms/server-errors";
import { useImageUpload } from "~/components/forms/use-image-upload";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { ADDRESS_MAX, siteDetailSchemas } from "~/features/site-content/site-detail.schema";
import { isPerLanguageDetail, siteDetailKinds, type SiteDetailKey, type SiteDetailKind } from "~/features/site-content/site-details";
import { useI18n } from "~/i18n/i18n-provider";
import type { Translate } from "~/i18n/translate";
import { updateSiteContent } from "../api/update-site-content";
import type { SiteContentRow } from "../site-content-row";

interface DetailValues {
  en: string;
  ar: string;
}

const inputKind: Record<Exclude<SiteDetailKind, "address" | "image">, { type: string; inputMode: "email" | "tel" | "url"; autoComplete: string; hint: string }> = {
  email: { type: "email", inputMode: "email", autoComplete: "email", hint: "siteContent.detail.emailHint" },
  phone: { type: "tel", inputMode: "tel", autoComplete: "tel", hint: "siteContent.detail.phoneHint" },
  whatsapp: { type: "text", inputMode: "tel", autoComplete: "off", hint: "siteContent.detail.whatsappHint" },
  url: { type: "url", inputMode: "url", autoComplete: "off", hint: "siteContent.detail.mapUrlHint" },
};

function hintFor(t: Translate, kind: SiteDetailKind, perLanguage: boolean): string {
  const own = kind === "address" ? t("siteContent.detail.addressHint") : kind === "image" ? t("siteContent.detail.photoHint") : t(inputKind[kind].hint);
  return `${own} ${t(perLanguage ? "siteContent.detail.hint" : "siteContent.detail.oneValueHint")}`;
}

/**
 * A contact detail or the advisor's photo (decision 022): a checked value,
 * not free text. The same schema as the server's; a detail that is not per
 * language is one field, saved as English (the server copies it to Arabic).
 */
export function SiteDetailForm({ item, detailKey, onDone }: { item: SiteContentRow; detailKey: SiteDetailKey; onDone: () => void }) {
  const { t, lang } = useI18n();
  const id = useId();
  const kind = siteDetailKinds[detailKey];
  const perLanguage = isPerLanguageDetail(detailKey);
  const schema = useMemo(() => z.object({ en: siteDetailSchemas[detailKey], ar: perLanguage ? siteDetailSchemas[detailKey] : z.string() }), [detailKey, perLanguage]);
  const initial: DetailValues = { en: item.contentEn ?? "", ar: item.contentAr ?? "" };
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<DetailValues, unknown, DetailValues>({ resolver: zodResolver(schema), defaultValues: initial, mode: "onSubmit", reValidateMode: "onChange" });

  const onSubmit = async (values: DetailValues) => {
    const changed = (perLanguage ? (["en", "ar"] as const) : (["en"] as const)).filter((l) => values[l] !== initial[l]);
    if (changed.length === 0) return onDone();
    try {
      for (const l of changed) {
        await updateSiteContent(item.key, l === "en" ? { contentEn: values.en } : { contentAr: values.ar });
      }
      notifyChanged("content");
      toast({ title: t("siteContent.updated.title"), description: t("siteContent.updated.body"), variant: "success" });
      onDone();
    } catch (failure) {
      notifyChanged("content");
      applyServerFieldErrors(failure, setError, ["en", "ar"], { mapField: (field) => (field === "contentEn" ? "en" : field === "contentAr" ? "ar" : null) });
      const description = failureText(failure, t("siteContent.updateFailedDefault"));
      toast({ title: t("siteContent.updateFailed"), description, variant: "destructive" });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5">
      {kind === "image" ? (
        <PhotoField id={`${id}-en`} value={watch("en")} onChange={(value) => setValue("en", value, { shouldDirty: true })} error={fieldErrorText(t, errors.en)} hint={hintFor(t, kind, false)} />
      ) : kind === "address" ? (
        <div className="grid items-start gap-5 md:grid-cols-2">
          <FormField id={`${id}-en`} label={t("siteContent.field.contentEn")} hint={hintFor(t, kind, true)} error={fieldErrorText(t, errors.en)} count={{ length: watch("en").length, max: ADDRESS_MAX }}>
            {(field) => <Input {...field} dir="ltr" lang="en" className={lang === "ar" ? "text-end" : undefined} autoComplete="street-address" {...register("en")} />}
          </FormField>
          <FormField id={`${id}-ar`} label={t("siteContent.field.contentAr")} error={fieldErrorText(t, errors.ar)} count={{ length: watch("ar").length, max: ADDRESS_MAX }}>
            {(field) => <Input {...field} dir="rtl" lang="ar" autoComplete="off" {...register("ar")} />}
          </FormField>
        </div>
      ) : (
        <FormField id={`${id}-en`} label={t("siteContent.detail.value")} hint={hintFor(t, kind, false)} error={fieldErrorText(t, errors.en)}>
          {(field) => (
            <Input
              {...field}
              {...ltrInputProps(lang)}
              type={inputKind[kind].type}
              inputMode={inputKind[kind].inputMode}
              autoComplete={inputKind[kind].autoComplete}
              spellCheck={false}
              {...register("en")}
            />
          )}
        </FormField>
      )}
      <FormFooter onCancel={onDone} busy={isSubmitting} submitLabel={t("siteContent.editDialog.save")} busyLabel={t("admin.form.saving")} />
    </form>
  );
}

/** The advisor's photo: upload (stored like post images), preview, remove. */
function PhotoField({ id, value, onChange, error, hint }: { id: string; value: string; onChange: (value: string) => void; error?: string; hint: string }) {
  const { t } = useI18n();
  const upload = useImageUpload(onChange);

  return (
    <div className="grid gap-1.5">
      <p id={`${id}-label`} className="text-sm font-semibold text-ink-900">
        {t("siteContent.detail.photo")}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex size-28 shrink-0 items-center justify-center overflow-hidden rounded-full border border-ink-100 bg-ink-50">
          {value ? (
            <img src={value} alt={t("siteContent.detail.photoPreview")} className="size-full object-cover" />
          ) : (
            <UserRound aria-hidden className="size-10 text-ink-400" />
          )}
        </div>
        <div className="grid gap-2">
          {!value && <p className="text-sm text-ink-600">{t("siteContent.detail.noPhoto")}</p>}
          <div className="flex flex-wrap gap-2">
            <input {...upload.inputProps} id={id} />
            <Button type="button" variant="outline" disabled={upload.uploading} aria-describedby={`${id}-hint`} onClick={upload.choose}>
              {upload.uploading ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : <ImagePlus aria-hidden className="size-4" />}
              {upload.uploading ? t("admin.upload.uploading") : t("admin.upload.button")}
            </Button>
            {value && (
              <Button type="button" variant="ghost" onClick={() => onChange("")}>
                <Trash2 aria-hidden className="size-4" />
                {t("siteContent.detail.removePhoto")}
              </Button>
            )}
          </div>
        </div>
      </div>
      <p id={`${id}-hint`} className="text-sm text-ink-600">
        {hint}
      </p>
      {error && (
        <p role="alert" className="text-sm text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
