import { ImagePlus, LoaderCircle } from "lucide-react";
import { useRef, useState } from "react";
import { failureMessage } from "~/components/forms/form-errors";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { useI18n } from "~/i18n/i18n-provider";
import { UPLOAD_MAX_BYTES, uploadContentTypes } from "~/lib/image-type";
import { uploadImage } from "~/lib/upload-image";
import { DEFAULT_ARTICLE_IMAGE, isSafeImageUrl } from "../../blog-post.schema";

/** The cover image: an address typed in, or an uploaded file whose address is filled in. */
export function ImageField({
  id,
  value,
  onChange,
  onBlur,
  error,
  inputRef,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  inputRef?: (element: HTMLInputElement | null) => void;
}) {
  const { t, lang } = useI18n();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const preview = value.trim() && isSafeImageUrl(value.trim()) ? value.trim() : null;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (!(uploadContentTypes as readonly string[]).includes(file.type)) {
      toast({ title: t("admin.upload.failed"), description: t("admin.upload.error.notImage"), variant: "destructive" });
      return;
    }
    if (file.size > UPLOAD_MAX_BYTES) {
      toast({ title: t("admin.upload.failed"), description: t("admin.upload.error.tooLarge"), variant: "destructive" });
      return;
    }
    setUploading(true);
    try {
      const { url } = await uploadImage(file);
      onChange(url);
      toast({ title: t("admin.upload.done"), variant: "success" });
    } catch (failure) {
      const description = failureMessage(t, failure, { 400: "admin.upload.error.empty", 413: "admin.upload.error.tooLarge", 415: "admin.upload.error.notImage" }, t("admin.upload.failed"));
      toast({ title: t("admin.upload.failed"), description, variant: "destructive" });
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = "";
    }
  };

  return (
    <FormField
      id={id}
      label={t("admin.blog.field.image")}
      required
      // A member's article sent without a picture: the reviewer is told the cover can be replaced.
      hint={value.trim() === DEFAULT_ARTICLE_IMAGE ? t("admin.blog.field.defaultCoverHint") : t("admin.blog.field.imageHint")}
      error={error}
    >
      {(control) => (
        <div className="flex items-start gap-3">
          <div className="flex size-[4.5rem] shrink-0 items-center justify-center overflow-hidden rounded-md border border-ink-100 bg-ink-50">
            {preview ? (
              <img src={preview} alt={t("admin.blog.field.imagePreview")} className="size-full object-cover" />
            ) : (
              <ImagePlus aria-hidden className="size-6 text-ink-500" />
            )}
          </div>
          <div className="grid min-w-0 flex-1 gap-2 sm:flex sm:items-start">
            <Input
              {...control}
              ref={inputRef}
              value={value}
              onChange={(event) => onChange(event.target.value)}
              onBlur={onBlur}
              dir="ltr"
              className={lang === "ar" ? "text-end" : undefined}
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
            />
            <input
              ref={fileInput}
              type="file"
              accept={uploadContentTypes.join(",")}
              className="sr-only"
              tabIndex={-1}
              aria-hidden
              onChange={(event) => void onFile(event.target.files?.[0])}
            />
            <Button type="button" variant="outline" className="shrink-0" disabled={uploading} onClick={() => fileInput.current?.click()}>
              {uploading ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : <ImagePlus aria-hidden className="size-4" />}
              {uploading ? t("admin.upload.uploading") : t("admin.upload.button")}
            </Button>
          </div>
        </div>
      )}
    </FormField>
  );
}
