import { zodResolver } from "@hookform/resolvers/zod";
import { ImagePlus, LoaderCircle, Trash2 } from "lucide-react";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { FormFooter } from "~/components/forms/form-footer";
import { applyServerFieldErrors, failureText, fieldErrorText } from "~/components/forms/server-errors";
import { useImageUpload } from "~/components/forms/use-image-upload";
import { ImageLibraryPicker } from "~/components/forms/visual-editor/image-library-picker";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { useI18n } from "~/i18n/i18n-provider";
import { createClient } from "../api/create-client";
import { updateClient } from "../api/update-client";
import type { AdminClient } from "../proof";
import { clientSchema, type ClientInput, type ClientValues } from "../proof.schema";

/** Adds or edits a client: names, a logo (uploaded or picked from the media library) and the permission box. */
export function ClientDialog({ editing, onClose, onSaved }: { editing: AdminClient | "new" | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useI18n();
  return (
    <Dialog open={editing !== null} onOpenChange={(open) => !open && onClose()}>
      {editing !== null && (
        <DialogContent
          title={t(editing === "new" ? "caseStudiesAdmin.clients.form.createTitle" : "caseStudiesAdmin.clients.form.editTitle")}
          description={t("caseStudiesAdmin.clients.form.description")}
          fitScreen
          fullScreenOnPhone
          className="sm:max-w-2xl"
        >
          <ClientForm key={editing === "new" ? "new" : editing.id} client={editing === "new" ? null : editing} onDone={onClose} onSaved={onSaved} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function ClientForm({ client, onDone, onSaved }: { client: AdminClient | null; onDone: () => void; onSaved: () => void }) {
  const { t } = useI18n();
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ClientInput, unknown, ClientValues>({
    resolver: zodResolver(clientSchema),
    defaultValues: { nameEn: client?.nameEn ?? "", nameAr: client?.nameAr ?? "", logoUrl: client?.logoUrl ?? "", permissionGiven: client?.permissionGiven ?? false },
  });
  const logo = watch("logoUrl") ?? "";
  const setLogo = (url: string) => setValue("logoUrl", url, { shouldDirty: true, shouldValidate: true });
  const upload = useImageUpload(setLogo);

  const onSubmit = async (values: ClientValues) => {
    try {
      if (client) await updateClient(client.id, values);
      else await createClient(values);
      toast({ title: t("caseStudiesAdmin.toast.saved"), variant: "success" });
      onSaved();
      onDone();
    } catch (failure) {
      if (applyServerFieldErrors(failure, setError, ["nameEn", "nameAr", "logoUrl"])) return;
      toast({ title: t("caseStudiesAdmin.toast.failed"), description: failureText(failure, t("admin.form.tryAgain")), variant: "destructive" });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="flex min-h-0 flex-1 flex-col">
      <div className="grid min-h-0 flex-1 gap-4 overflow-y-auto px-1 pb-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={`${id}-en`} label={`${t("caseStudiesAdmin.clients.form.name")} (${t("caseStudiesAdmin.english")})`} required error={fieldErrorText(t, errors.nameEn)}>
            {(control) => <Input {...control} {...register("nameEn")} lang="en" dir="ltr" autoComplete="off" />}
          </FormField>
          <FormField id={`${id}-ar`} label={`${t("caseStudiesAdmin.clients.form.name")} (${t("caseStudiesAdmin.arabic")})`} required error={fieldErrorText(t, errors.nameAr)}>
            {(control) => <Input {...control} {...register("nameAr")} lang="ar" dir="rtl" autoComplete="off" />}
          </FormField>
        </div>
        <fieldset className="grid gap-3 rounded-xl border border-ink-100 p-4">
          <legend className="px-2 text-sm font-bold text-ink-900">{t("caseStudiesAdmin.clients.form.logo")}</legend>
          <div className="flex flex-wrap items-center gap-4">
            <div className="flex h-16 w-40 items-center justify-center overflow-hidden rounded-lg border border-ink-100 bg-white">
              {logo ? <img src={logo} alt="" className="max-h-full max-w-full object-contain" /> : <span className="px-2 text-center text-xs text-ink-500">{t("caseStudiesAdmin.clients.noLogo")}</span>}
            </div>
            <div className="flex flex-wrap gap-2">
              <input {...upload.inputProps} />
              <Button type="button" variant="outline" disabled={upload.uploading} onClick={upload.choose}>
                {upload.uploading ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : <ImagePlus aria-hidden className="size-4" />}
                {upload.uploading ? t("admin.upload.uploading") : t("caseStudiesAdmin.clients.form.upload")}
              </Button>
              {logo && (
                <Button type="button" variant="ghost" onClick={() => setLogo("")}>
                  <Trash2 aria-hidden className="size-4" />
                  {t("caseStudiesAdmin.clients.form.removeLogo")}
                </Button>
              )}
            </div>
          </div>
          <ImageLibraryPicker selected={logo} onPick={setLogo} />
          {errors.logoUrl && (
            <p role="alert" className="text-sm text-danger-700">
              {fieldErrorText(t, errors.logoUrl)}
            </p>
          )}
        </fieldset>
        <Checkbox label={t("caseStudiesAdmin.clients.form.permission")} {...register("permissionGiven")} />
      </div>
      <FormFooter onCancel={onDone} busy={isSubmitting} submitLabel={t("caseStudiesAdmin.save")} busyLabel={t("admin.form.saving")} />
    </form>
  );
}
