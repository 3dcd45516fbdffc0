import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { applyServerFieldErrors, failureText, fieldErrorText } from "~/components/forms/server-errors";
import { FormFooter } from "~/components/forms/form-footer";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { toast } from "~/components/ui/use-toast";
import { useI18n } from "~/i18n/i18n-provider";
import { PasswordInput } from "../../components/password-input";
import { passwordConfirmationSchema, type PasswordConfirmationValues } from "../second-factor";

/**
 * Turning a factor off asks for the password again (decision 038): the
 * question, the password field (a wrong one is said under it), Cancel and
 * the action. `onConfirm` does the change; the dialog closes when it is done.
 */
export function PasswordConfirmDialog({
  open,
  title,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  confirmLabel: string;
  onConfirm: (password: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordConfirmationValues>({ resolver: zodResolver(passwordConfirmationSchema), defaultValues: { password: "" } });

  const close = () => {
    reset();
    onClose();
  };
  const submit = handleSubmit(async ({ password }) => {
    try {
      await onConfirm(password);
      close();
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ["password"])) {
        toast({ title: t("auth.secondFactor.actionFailed"), description: failureText(error, t("auth.secondFactor.genericFailure")), variant: "destructive" });
      }
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !isSubmitting && close()}>
      <DialogContent title={title} description={t("auth.secondFactor.password.body")}>
        <form onSubmit={submit} noValidate className="grid gap-5">
          <FormField id="second-factor-password" label={t("auth.secondFactor.password.label")} required error={fieldErrorText(t, errors.password)}>
            {(control) => <PasswordInput {...control} {...register("password")} autoComplete="current-password" />}
          </FormField>
          <FormFooter layout="inline" onCancel={close} busy={isSubmitting} submitLabel={confirmLabel} busyLabel={t("auth.secondFactor.password.confirming")} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
