import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useController, useForm } from "react-hook-form";
import { FormFooter } from "~/components/forms/form-footer";
import { ltrInputProps } from "~/components/forms/ltr-input-props";
import { applyServerFieldErrors, failureText, fieldErrorText } from "~/components/forms/server-errors";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { useI18n } from "~/i18n/i18n-provider";
import { createRedirect } from "../api/create-redirect";
import { updateRedirect } from "../api/update-redirect";
import type { AdminRedirect } from "../redirect";
import { redirectSchema, type RedirectInput, type RedirectValues } from "../redirect.schema";

const fields = ["fromPath", "toPath"] as const;

/** `editing`: null closed, "new" to add one, or the redirect to edit. */
export function RedirectDialog({ editing, onClose, onSaved }: { editing: AdminRedirect | "new" | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useI18n();
  return (
    <Dialog open={editing !== null} onOpenChange={(open) => !open && onClose()}>
      {editing !== null && (
        <DialogContent title={t(editing === "new" ? "redirectsAdmin.form.createTitle" : "redirectsAdmin.form.editTitle")} description={t("redirectsAdmin.form.description")}>
          <RedirectForm key={editing === "new" ? "new" : editing.id} redirect={editing === "new" ? null : editing} onDone={onClose} onSaved={onSaved} />
        </DialogContent>
      )}
    </Dialog>
  );
}

/** The old address, what visitors get (sent on, or told the page was removed) and, when sent on, where; the server's schema. */
function RedirectForm({ redirect, onDone, onSaved }: { redirect: AdminRedirect | null; onDone: () => void; onSaved: () => void }) {
  const { t, lang } = useI18n();
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<RedirectInput, unknown, RedirectValues>({
    resolver: zodResolver(redirectSchema),
    defaultValues: redirect ? { fromPath: redirect.fromPath, gone: redirect.toPath === null, toPath: redirect.toPath ?? "" } : { fromPath: "", gone: false, toPath: "" },
  });
  const { field: answer } = useController({ control, name: "gone" });
  const gone = answer.value === true;
  const path = ltrInputProps(lang);

  const onSubmit = async (values: RedirectValues) => {
    try {
      if (redirect) await updateRedirect(redirect.id, values);
      else await createRedirect(values);
      toast({ title: t(redirect ? "redirectsAdmin.toast.saved" : "redirectsAdmin.toast.created"), variant: "success" });
      onSaved();
      onDone();
    } catch (failure) {
      if (applyServerFieldErrors(failure, setError, fields, { conflict: "fromPath" })) return;
      toast({ title: t("redirectsAdmin.toast.failed"), description: failureText(failure, t("admin.form.tryAgain")), variant: "destructive" });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="grid gap-5">
      <FormField id={`${id}-from`} label={t("redirectsAdmin.form.from")} required hint={t("redirectsAdmin.form.fromHint")} error={fieldErrorText(t, errors.fromPath)}>
        {(control) => <Input {...control} {...register("fromPath")} {...path} autoComplete="off" spellCheck={false} placeholder="/blog/…" />}
      </FormField>
      <fieldset className="grid gap-1">
        <legend className="mb-1 text-sm font-semibold text-ink-900">{t("redirectsAdmin.form.answer")}</legend>
        {([false, true] as const).map((value) => (
          <label key={String(value)} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-1 text-[0.95rem] text-ink-800 hover:bg-ink-50">
            <input type="radio" name={answer.name} ref={value ? undefined : answer.ref} checked={gone === value} onChange={() => answer.onChange(value)} onBlur={answer.onBlur} className="size-4 accent-ink-900" />
            {t(value ? "redirectsAdmin.form.answer.gone" : "redirectsAdmin.form.answer.redirect")}
          </label>
        ))}
      </fieldset>
      {!gone && (
        <FormField id={`${id}-to`} label={t("redirectsAdmin.form.to")} required hint={t("redirectsAdmin.form.toHint")} error={fieldErrorText(t, errors.toPath)}>
          {(control) => <Input {...control} {...register("toPath")} {...path} autoComplete="off" spellCheck={false} placeholder="/blog/…" />}
        </FormField>
      )}
      <FormFooter layout="inline" onCancel={onDone} busy={isSubmitting} submitLabel={t("redirectsAdmin.form.submit")} busyLabel={t("admin.form.saving")} />
    </form>
  );
}
