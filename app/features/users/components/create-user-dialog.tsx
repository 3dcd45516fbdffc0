import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { FormFooter } from "~/components/forms/form-footer";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { toast } from "~/components/ui/use-toast";
import { PasswordInput } from "~/features/auth/components/password-input";
import { applyServerFieldErrors, fieldErrorText } from "~/components/forms/server-errors";
import { useI18n } from "~/i18n/i18n-provider";
import { ApiError } from "~/lib/api-client";
import { createUserErrorMessage } from "../create-user-error";
import { createUserSchema, type CreateUserFormValues, type CreateUserInput } from "../users.schema";
import { createUser } from "../api/create-user";

const empty: CreateUserFormValues = { username: "", password: "", fullName: "", email: "", role: "user" };

/** Create User (spec §5): username and password required; full name and email optional; role user (default), editor or admin. */
export function CreateUserDialog({ open, onOpenChange, onCreated }: { open: boolean; onOpenChange: (open: boolean) => void; onCreated: () => void }) {
  const { t } = useI18n();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CreateUserFormValues, unknown, CreateUserInput>({ resolver: zodResolver(createUserSchema), defaultValues: empty });

  const close = (next: boolean) => {
    if (isSubmitting) return;
    if (!next) reset(empty);
    onOpenChange(next);
  };

  const submit = handleSubmit(async (values) => {
    try {
      await createUser(values);
      toast({ title: t("users.toast.created.title"), description: t("users.toast.created.body"), variant: "success" });
      reset(empty);
      onOpenChange(false);
      onCreated();
    } catch (error) {
      applyServerFieldErrors(error, setError, ["username", "password", "fullName", "email", "role"]);
      // Spec §7: the failure body is read as text (an HTML error page gets a generic message).
      const description = error instanceof ApiError ? createUserErrorMessage(error.body, t) : t("users.createError.fallback");
      toast({ title: t("users.toast.createFailed.title"), description, variant: "destructive" });
    }
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent title={t("users.create.title")} description={t("users.create.description")}>
        <form onSubmit={submit} noValidate className="grid gap-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="create-user-username" label={t("users.field.username")} required error={fieldErrorText(t, errors.username)}>
              {(control) => <Input {...control} {...register("username")} autoComplete="off" autoCapitalize="none" spellCheck={false} dir="auto" />}
            </FormField>
            <FormField id="create-user-role" label={t("users.field.role")} required error={fieldErrorText(t, errors.role)}>
              {(control) => (
                <Select {...control} {...register("role")}>
                  <option value="user">{t("users.role.user")}</option>
                  <option value="editor">{t("users.role.editor")}</option>
                  <option value="admin">{t("users.role.admin")}</option>
                </Select>
              )}
            </FormField>
          </div>
          <FormField id="create-user-password" label={t("users.field.password")} required hint={t("users.field.password.help")} error={fieldErrorText(t, errors.password)}>
            {(control) => <PasswordInput {...control} {...register("password")} autoComplete="new-password" />}
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="create-user-fullName" label={t("users.field.fullName")} optional error={fieldErrorText(t, errors.fullName)}>
              {(control) => <Input {...control} {...register("fullName")} autoComplete="off" dir="auto" />}
            </FormField>
            <FormField id="create-user-email" label={t("users.field.email")} optional error={fieldErrorText(t, errors.email)}>
              {(control) => <Input {...control} {...register("email")} type="email" autoComplete="off" dir="ltr" />}
            </FormField>
          </div>
          <FormFooter layout="inline" onCancel={() => close(false)} busy={isSubmitting} submitLabel={t("users.create.submit")} busyLabel={t("users.create.pending")} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
