import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound, LoaderCircle } from "lucide-react";
import { useForm } from "react-hook-form";
import { useNavigate, useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { toast } from "~/components/ui/use-toast";
import { useI18n } from "~/i18n/i18n-provider";
import { ApiError } from "~/lib/api-client";
import { applyServerFieldErrors, failureText, fieldErrorText } from "~/components/forms/server-errors";
import { passwordResetFormSchema, type PasswordResetFormValues } from "../password-reset.schema";
import { PasswordInput } from "./password-input";
import { resetPassword } from "../api/reset-password";

/** The new password and its confirmation; on success, on to the sign-in page. */
export function ResetPasswordForm({ token, onInvalidLink }: { token: string; onInvalidLink: (message: string) => void }) {
  const { t, href } = useI18n();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetFormValues>({ resolver: zodResolver(passwordResetFormSchema), defaultValues: { password: "", confirmPassword: "" } });

  const submit = handleSubmit(async ({ password }) => {
    try {
      await resetPassword({ token, password });
      toast({ title: t("auth.reset.success.title"), description: t("auth.reset.success.body"), variant: "success" });
      await navigate(href("/auth"), { replace: true });
      await revalidate();
    } catch (error) {
      if (applyServerFieldErrors(error, setError, ["password"])) return;
      const tokenProblem = error instanceof ApiError ? error.fieldErrors?.token : undefined;
      if (tokenProblem) return onInvalidLink(failureText(error, tokenProblem));
      toast({ title: t("auth.reset.failed.title"), description: failureText(error, t("auth.reset.failed.fallback")), variant: "destructive" });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <FormField id="reset-password" label={t("auth.field.newPassword")} required hint={t("auth.register.passwordHelp")} error={fieldErrorText(t, errors.password)}>
        {(control) => <PasswordInput {...control} {...register("password")} autoComplete="new-password" />}
      </FormField>
      <FormField id="reset-confirm" label={t("auth.field.confirmNewPassword")} required error={fieldErrorText(t, errors.confirmPassword)}>
        {(control) => <PasswordInput {...control} {...register("confirmPassword")} autoComplete="new-password" />}
      </FormField>
      <Button type="submit" variant="secondary" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? <LoaderCircle aria-hidden className="size-5 animate-spin" /> : <KeyRound aria-hidden className="size-5" />}
        {isSubmitting ? t("auth.reset.pending") : t("auth.reset.submit")}
      </Button>
    </form>
  );
}
