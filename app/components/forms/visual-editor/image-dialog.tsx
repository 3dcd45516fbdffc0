import { zodResolver } from "@hookform/resolvers/zod";
import { Images, ImagePlus, LoaderCircle } from "lucide-react";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { fieldErrorText } from "~/components/forms/server-errors";
import { FormFooter } from "~/components/forms/form-footer";
import { useImageUpload } from "~/components/forms/use-image-upload";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/cn";
import { isSiteImagePath } from "~/lib/site-image-path";
import { imageSchema, type ImageValues } from "./editor-dialogs.schema";
import { ImageLibraryPicker } from "./image-library-picker";

export interface ImageDialogProps {
  /** Set while the dialog is open: the selected image's address and description, or empty ones for a new image. */
  initial: (ImageValues & { existing: boolean }) | null;
  /** The article's language: the description is written in it. */
  lang: "en" | "ar";
  /** Staff upload the picture here (`POST /api/admin/uploads`); a member gives the address of an image already on the site. */
  uploads: boolean;
  onApply: (values: ImageValues) => void;
  onClose: () => void;
}

/** An image placed at the cursor: uploaded (or an address on this site) and always described. */
export function ImageDialog({ initial, onClose, ...props }: ImageDialogProps) {
  const { t } = useI18n();
  return (
    <Dialog open={initial !== null} onOpenChange={(open) => !open && onClose()}>
      {initial && (
        <DialogContent title={t("admin.visualEditor.image.title")} description={t("admin.visualEditor.image.description")}>
          <ImageForm initial={initial} onClose={onClose} {...props} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function ImageForm({ initial, lang, uploads, onApply, onClose }: Omit<ImageDialogProps, "initial"> & { initial: ImageValues & { existing: boolean } }) {
  const { t, lang: pageLang } = useI18n();
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<ImageValues>({ resolver: zodResolver(imageSchema), defaultValues: { src: initial.src, alt: initial.alt } });
  const upload = useImageUpload((url) => setValue("src", url, { shouldValidate: true, shouldDirty: true }));
  const src = useWatch({ control, name: "src" })?.trim() ?? "";
  const [library, setLibrary] = useState(false);
  const submit = handleSubmit(onApply);
  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={(event) => {
        // Rendered elsewhere in the page but inside the article's form in React's tree: its submit must not send the article.
        event.stopPropagation();
        void submit(event);
      }}
    >
      <div className="flex items-start gap-3">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-md border border-ink-100 bg-ink-50">
          {isSiteImagePath(src) ? (
            <img src={src} alt={t("admin.visualEditor.image.preview")} className="size-full object-cover" />
          ) : (
            <ImagePlus aria-hidden className="size-6 text-ink-500" />
          )}
        </div>
        <FormField
          id="visual-editor-image-src"
          label={t("admin.visualEditor.image.address")}
          required
          hint={t(uploads ? "admin.visualEditor.image.addressHint" : "admin.visualEditor.image.addressHintNoUpload")}
          error={fieldErrorText(t, errors.src)}
          className="min-w-0 flex-1"
        >
          {(field) => (
            <div className="grid gap-2 sm:flex">
              <Input {...field} dir="ltr" inputMode="url" autoComplete="off" spellCheck={false} className={cn("min-w-0 flex-1", pageLang === "ar" && "text-end")} {...register("src")} />
              {uploads && (
                <>
                  <input {...upload.inputProps} />
                  <Button type="button" variant="outline" className="shrink-0" disabled={upload.uploading} onClick={upload.choose}>
                    {upload.uploading ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : <ImagePlus aria-hidden className="size-4" />}
                    {upload.uploading ? t("admin.upload.uploading") : t("admin.upload.button")}
                  </Button>
                </>
              )}
            </div>
          )}
        </FormField>
      </div>
      {uploads && (
        <div className="grid gap-3">
          <Button type="button" variant="outline" className="justify-self-start" aria-expanded={library} onClick={() => setLibrary((shown) => !shown)}>
            <Images aria-hidden className="size-4" />
            {t(library ? "admin.visualEditor.image.libraryHide" : "admin.visualEditor.image.libraryShow")}
          </Button>
          {library && <ImageLibraryPicker selected={src} onPick={(url) => setValue("src", url, { shouldValidate: true, shouldDirty: true })} />}
        </div>
      )}
      <FormField id="visual-editor-image-alt" label={t("admin.visualEditor.image.alt")} required hint={t("admin.visualEditor.image.altHint")} error={fieldErrorText(t, errors.alt)}>
        {(field) => <Input {...field} dir={lang === "ar" ? "rtl" : "ltr"} lang={lang} autoComplete="off" {...register("alt")} />}
      </FormField>
      <FormFooter
        layout="inline"
        onCancel={onClose}
        busy={upload.uploading}
        submitLabel={t(initial.existing ? "admin.visualEditor.image.update" : "admin.visualEditor.image.insert")}
        busyLabel={t("admin.upload.uploading")}
      />
    </form>
  );
}
