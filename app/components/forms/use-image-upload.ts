import { useRef, useState, type ChangeEvent, type RefObject } from "react";
import { toast } from "~/components/ui/use-toast";
import { useI18n } from "~/i18n/i18n-provider";
import { UPLOAD_MAX_BYTES, uploadContentTypes } from "~/lib/image-type";
import { uploadImage } from "~/lib/upload-image";
import { failureText } from "./server-errors";

export interface ImageUpload {
  /** True while a file is on its way. */
  uploading: boolean;
  /** Opens the browser's file chooser. */
  choose: () => void;
  /** Spread on a hidden `<input>`: file type, accepted types, and what happens when a file is picked. */
  inputProps: {
    ref: RefObject<HTMLInputElement | null>;
    type: "file";
    accept: string;
    className: string;
    tabIndex: number;
    "aria-hidden": true;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  };
}

/**
 * One image upload for every dashboard form that takes a picture (a post's
 * cover, the advisor's photo): checks type and size before sending, uploads
 * through `POST /api/admin/uploads`, hands the stored image's address to
 * `onUploaded`, and says how it went in a toast (the server's words for a
 * refused file, decision 026).
 */
export function useImageUpload(onUploaded: (url: string) => void): ImageUpload {
  const { t } = useI18n();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File | undefined) => {
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
      onUploaded(url);
      toast({ title: t("admin.upload.done"), variant: "success" });
    } catch (failure) {
      toast({ title: t("admin.upload.failed"), description: failureText(failure, t("admin.upload.failed")), variant: "destructive" });
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = "";
    }
  };

  return {
    uploading,
    choose: () => fileInput.current?.click(),
    inputProps: {
      ref: fileInput,
      type: "file",
      accept: uploadContentTypes.join(","),
      className: "sr-only",
      tabIndex: -1,
      "aria-hidden": true,
      onChange: (event) => void upload(event.target.files?.[0]),
    },
  };
}
