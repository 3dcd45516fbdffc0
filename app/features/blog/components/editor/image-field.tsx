import { ImagePlus, LoaderCircle, Trash2 } from "lucide-react";
import { useImageUpload } from "~/components/forms/use-image-upload";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { useI18n } from "~/i18n/i18n-provider";
import { isSiteImagePath } from "~/lib/site-image-path";
import { DEFAULT_ARTICLE_IMAGE } from "../../blog-post.schema";

/**
 * The cover image as the picture itself, with Replace and Remove (an upload
 * through the dashboard's upload kit), never its stored address. Another
 * picture of the post (a sharing image, decision 045) uses it with its own
 * label and hint, optional, showing the picture used without one (`fallback`).
 */
export function ImageField({
  id,
  value,
  onChange,
  error,
  inputRef,
  label,
  hint,
  previewAlt,
  required = true,
  fallback,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** react-hook-form's ref: an error focuses the upload button. */
  inputRef?: (element: HTMLButtonElement | null) => void;
  /** The cover's label, hint and picture's description unless given. */
  label?: string;
  hint?: string;
  previewAlt?: string;
  required?: boolean;
  /** What is used while no picture is chosen: shown faded, with what it is. */
  fallback?: { src: string; label: string };
}) {
  const { t } = useI18n();
  const upload = useImageUpload(onChange);
  const picture = value.trim() && isSiteImagePath(value.trim()) ? value.trim() : null;
  const stand = !picture && fallback && isSiteImagePath(fallback.src) ? fallback.src : null;
  const name = label ?? t("blogAdmin.field.image");

  return (
    <FormField
      id={id}
      label={name}
      required={required}
      optional={!required}
      // A member's article sent without a picture: the reviewer is told the cover can be replaced.
      hint={hint ?? (value.trim() === DEFAULT_ARTICLE_IMAGE ? t("blogAdmin.field.defaultCoverHint") : t("blogAdmin.field.cover.hint"))}
      error={error}
    >
      {(control) => (
        <div
          id={control.id}
          role="group"
          aria-label={name}
          aria-describedby={control["aria-describedby"]}
          aria-invalid={control["aria-invalid"]}
          className="flex flex-wrap items-end gap-3">
          <div className="flex aspect-[16/9] w-56 max-w-full shrink-0 items-center justify-center overflow-hidden rounded-md border border-ink-100 bg-ink-50">
            {picture ? (
              <img src={picture} alt={previewAlt ?? t("blogAdmin.field.imagePreview")} className="size-full object-cover" />
            ) : stand ? (
              <span className="relative size-full">
                <img src={stand} alt="" className="size-full object-cover opacity-50" />
                <span className="absolute inset-x-0 bottom-0 bg-white/85 px-2 py-1 text-center text-xs font-semibold text-ink-800">{fallback?.label}</span>
              </span>
            ) : (
              <span className="grid justify-items-center gap-1 text-sm text-ink-600">
                <ImagePlus aria-hidden className="size-6 text-ink-500" />
                {fallback?.label ?? t("blogAdmin.field.cover.none")}
              </span>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            <input {...upload.inputProps} />
            <Button ref={inputRef} type="button" variant="outline" disabled={upload.uploading} onClick={upload.choose}>
              {upload.uploading ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : <ImagePlus aria-hidden className="size-4" />}
              {upload.uploading ? t("admin.upload.uploading") : picture ? t("blogAdmin.field.cover.replace") : t("admin.upload.button")}
            </Button>
            {value.trim() && (
              <Button type="button" variant="ghost" className="text-danger-700" disabled={upload.uploading} onClick={() => onChange("")}>
                <Trash2 aria-hidden className="size-4" />
                {t("blogAdmin.field.cover.remove")}
              </Button>
            )}
          </div>
        </div>
      )}
    </FormField>
  );
}
