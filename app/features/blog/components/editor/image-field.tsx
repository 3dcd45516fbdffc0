import { ImagePlus, LoaderCircle } from "lucide-react";
import { useImageUpload } from "~/components/forms/use-image-upload";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { useI18n } from "~/i18n/i18n-provider";
import { isSiteImagePath } from "~/lib/site-image-path";
import { DEFAULT_ARTICLE_IMAGE } from "../../blog-post.schema";

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
  const upload = useImageUpload(onChange);
  const preview = value.trim() && isSiteImagePath(value.trim()) ? value.trim() : null;

  return (
    <FormField
      id={id}
      label={t("blogAdmin.field.image")}
      required
      // A member's article sent without a picture: the reviewer is told the cover can be replaced.
      hint={value.trim() === DEFAULT_ARTICLE_IMAGE ? t("blogAdmin.field.defaultCoverHint") : t("blogAdmin.field.imageHint")}
      error={error}
    >
      {(control) => (
        <div className="flex items-start gap-3">
          <div className="flex size-[4.5rem] shrink-0 items-center justify-center overflow-hidden rounded-md border border-ink-100 bg-ink-50">
            {preview ? (
              <img src={preview} alt={t("blogAdmin.field.imagePreview")} className="size-full object-cover" />
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
            <input {...upload.inputProps} />
            <Button type="button" variant="outline" className="shrink-0" disabled={upload.uploading} onClick={upload.choose}>
              {upload.uploading ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : <ImagePlus aria-hidden className="size-4" />}
              {upload.uploading ? t("admin.upload.uploading") : t("admin.upload.button")}
            </Button>
          </div>
        </div>
      )}
    </FormField>
  );
}
