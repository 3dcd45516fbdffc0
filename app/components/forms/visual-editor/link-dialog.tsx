import { zodResolver } from "@hookform/resolvers/zod";
import { Unlink } from "lucide-react";
import { useForm } from "react-hook-form";
import { fieldErrorText } from "~/components/forms/server-errors";
import { FormFooter } from "~/components/forms/form-footer";
import { ltrInputProps } from "~/components/forms/ltr-input-props";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { useI18n } from "~/i18n/i18n-provider";
import { linkSchema, type LinkValues } from "./editor-dialogs.schema";

export interface LinkDialogProps {
  /** Set while the dialog is open: the link under the cursor, or the selected words. */
  initial: (LinkValues & { existing: boolean }) | null;
  /** The article's language: the text shown is typed in it. */
  lang: "en" | "ar";
  onApply: (values: LinkValues) => void;
  onRemove: () => void;
  onClose: () => void;
}

/** A link's address and the words shown for it; an existing link can be changed or removed. */
export function LinkDialog({ initial, lang, onApply, onRemove, onClose }: LinkDialogProps) {
  const { t } = useI18n();
  return (
    <Dialog open={initial !== null} onOpenChange={(open) => !open && onClose()}>
      {initial && (
        <DialogContent title={t("admin.visualEditor.link.title")} description={t("admin.visualEditor.link.description")}>
          <LinkForm initial={initial} lang={lang} onApply={onApply} onRemove={onRemove} onClose={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function LinkForm({ initial, lang, onApply, onRemove, onClose }: Omit<LinkDialogProps, "initial"> & { initial: LinkValues & { existing: boolean } }) {
  const { t, lang: pageLang } = useI18n();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LinkValues>({ resolver: zodResolver(linkSchema), defaultValues: { href: initial.href, text: initial.text } });
  const submit = handleSubmit(onApply);
  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={(event) => {
        // The dialog is rendered elsewhere in the page but inside the article's form in React's tree: its submit must not send the article.
        event.stopPropagation();
        void submit(event);
      }}
    >
      <FormField id="visual-editor-link-href" label={t("admin.visualEditor.link.address")} required hint={t("admin.visualEditor.link.addressHint")} error={fieldErrorText(t, errors.href)}>
        {(control) => <Input {...control} {...ltrInputProps(pageLang)} inputMode="url" autoComplete="off" spellCheck={false} {...register("href")} />}
      </FormField>
      <FormField id="visual-editor-link-text" label={t("admin.visualEditor.link.text")} optional error={fieldErrorText(t, errors.text)}>
        {(control) => <Input {...control} dir={lang === "ar" ? "rtl" : "ltr"} lang={lang} autoComplete="off" {...register("text")} />}
      </FormField>
      {initial.existing && (
        <Button type="button" variant="ghost" className="justify-self-start px-3 text-danger-700" onClick={onRemove}>
          <Unlink aria-hidden className="size-4" />
          {t("admin.visualEditor.link.remove")}
        </Button>
      )}
      <FormFooter layout="inline" onCancel={onClose} busy={false} submitLabel={t("admin.visualEditor.link.apply")} busyLabel={t("admin.visualEditor.link.apply")} />
    </form>
  );
}
