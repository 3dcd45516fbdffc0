import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { FormFooter } from "~/components/forms/form-footer";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { applyServerFieldErrors, failureText, fieldErrorText } from "~/components/forms/server-errors";
import { useI18n } from "~/i18n/i18n-provider";
import type { AdminUser } from "../admin-user";
import { updateUserSchema, type UpdateUserFormValues, type UpdateUserInput } from "../users.schema";
import { updateUser } from "../api/update-user";

/** Edit User: full name, email and username (the protected account keeps its name, and only it changes its e-mail). */
export function EditUserDialog({ user, isSelf, onClose, onSaved }: { user: AdminUser | null; isSelf: boolean; onClose: () => void; onSaved: () => void }) {
  const { t } = useI18n();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<UpdateUserFormValues, unknown, UpdateUserInput>({ resolver: zodResolver(updateUserSchema) });

  useEffect(() => {
    if (user) reset({ username: user.username, fullName: user.fullName ?? "", email: user.email ?? "" });
  }, [user, reset]);

  const submit = handleSubmit(async (values) => {
    if (!user) return;
    try {
      const saved = await updateUser(user.id, values);
      toast({ title: t("users.toast.updated.title"), description: t("users.toast.updated.body", { username: saved.username }), variant: "success" });
      onClose();
      onSaved();
    } catch (error) {
      applyServerFieldErrors(error, setError, ["username", "fullName", "email"]);
      toast({ title: t("users.toast.updateFailed.title"), description: failureText(error, t("users.toast.genericFailure")), variant: "destructive" });
    }
  });

  const locked = user !== null && user.isProtected;
  const emailLocked = locked && !isSelf;
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && !isSubmitting && onClose()}>
      <DialogContent title={t("users.edit.title")} description={user ? t("users.edit.description", { username: user.username }) : undefined}>
        <form onSubmit={submit} noValidate className="grid gap-5">
          <FormField
            id="edit-user-username"
            label={t("users.field.username")}
            required
            hint={locked ? t("users.error.protectedRename") : undefined}
            error={fieldErrorText(t, errors.username)}
          >
            {(control) => (
              <Input {...control} {...register("username")} readOnly={locked} autoComplete="off" autoCapitalize="none" spellCheck={false} dir="auto" className={locked ? "bg-ink-50" : undefined} />
            )}
          </FormField>
          <FormField id="edit-user-fullName" label={t("users.field.fullName")} optional error={fieldErrorText(t, errors.fullName)}>
            {(control) => <Input {...control} {...register("fullName")} autoComplete="off" dir="auto" />}
          </FormField>
          <FormField
            id="edit-user-email"
            label={t("users.field.email")}
            optional
            hint={emailLocked ? t("users.error.protectedEmail") : undefined}
            error={fieldErrorText(t, errors.email)}
          >
            {(control) => <Input {...control} {...register("email")} readOnly={emailLocked} type="email" autoComplete="off" dir="ltr" className={emailLocked ? "bg-ink-50" : undefined} />}
          </FormField>
          <FormFooter layout="inline" onCancel={onClose} busy={isSubmitting} submitLabel={t("users.edit.submit")} busyLabel={t("users.edit.pending")} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
