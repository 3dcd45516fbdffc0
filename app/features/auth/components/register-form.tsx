import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle, UserPlus } from "lucide-react";
import { useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { useI18n } from "~/i18n/i18n-provider";
import { registerFormSchema, type RegisterFormValues } from "../auth.schema";
import { applyServerFieldErrors, failureText, fieldErrorText } from "~/components/forms/server-errors";
import type { SessionUser } from "~/lib/session-user";
import { PasswordInput } from "./password-input";
import { registerAccount } from "../api/register-account";

/** Registration: username (unique), password of 8 or more, and its confirmation. */
export function RegisterForm({ onSignedIn }: { onSignedIn: (user: SessionUser) => Promise<void> }) {
  const { t } = useI18n();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormValues>({ resolver: zodResolver(registerFormSchema), defaultValues: { username: "", password: "", confirmPassword: "" } });

  const submit = handleSubmit(async ({ username, password }) => {
    try {
      const user = await registerAccount({ username, password });
      toast({ title: t("auth.toast.registerSuccess.title"), description: t("auth.toast.registerSuccess.body", { username: user.username }), variant: "success" });
      await onSignedIn(user);
    } catch (error) {
      applyServerFieldErrors(error, setError, ["username", "password"]);
      toast({ title: t("auth.toast.registerFailed.title"), description: failureText(error, t("auth.toast.registerFailed.fallback")), variant: "destructive" });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <FormField id="register-username" label={t("auth.field.username")} required error={fieldErrorText(t, errors.username)}>
        {(control) => <Input {...control} {...register("username")} autoComplete="username" autoCapitalize="none" autoCorrect="off" spellCheck={false} dir="auto" />}
      </FormField>
      <FormField
        id="register-password"
        label={t("auth.field.password")}
        required
        hint={t("auth.register.passwordHelp")}
        error={fieldErrorText(t, errors.password)}
      >
        {(control) => <PasswordInput {...control} {...register("password")} autoComplete="new-password" />}
      </FormField>
      <FormField id="register-confirm" label={t("auth.field.confirmPassword")} required error={fieldErrorText(t, errors.confirmPassword)}>
        {(control) => <PasswordInput {...control} {...register("confirmPassword")} autoComplete="new-password" />}
      </FormField>
      <Button type="submit" variant="secondary" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? <LoaderCircle aria-hidden className="size-5 animate-spin" /> : <UserPlus aria-hidden className="size-5" />}
        {isSubmitting ? t("auth.register.pending") : t("auth.register.submit")}
      </Button>
    </form>
  );
}
