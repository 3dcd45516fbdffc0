import { zodResolver } from "@hookform/resolvers/zod";
import { Copy, LoaderCircle } from "lucide-react";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { applyServerFieldErrors, failureText, fieldErrorText } from "~/components/forms/server-errors";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { useI18n } from "~/i18n/i18n-provider";
import { confirmTotp } from "../api/confirm-totp";
import { totpCodeSchema, type SecondFactorChange, type TotpCodeValues, type TotpSetup } from "../second-factor";
import { copyText } from "~/components/ui/copy-text";
import { QrCode } from "./qr-code";

/** The key in groups of four, as authenticator apps show a typed key (the copy is the key itself). */
function grouped(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(" ") ?? secret;
}

/**
 * The app's set-up: scan the QR code (or type the key, left to right in
 * groups of four), then type a code back to turn it on.
 */
export function TotpSetUpPanel({ setUp, onConfirmed, onCancel }: { setUp: TotpSetup; onConfirmed: (change: SecondFactorChange) => void; onCancel: () => void }) {
  const { t, lang } = useI18n();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<TotpCodeValues>({ resolver: zodResolver(totpCodeSchema), defaultValues: { code: "" } });
  useEffect(() => setFocus("code"), [setFocus]);

  const submit = handleSubmit(async ({ code }) => {
    try {
      onConfirmed(await confirmTotp(code));
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ["code"])) {
        toast({ title: t("auth.secondFactor.actionFailed"), description: failureText(error, t("auth.secondFactor.genericFailure")), variant: "destructive" });
      }
    }
  });

  return (
    <div className="grid gap-5 rounded-lg border border-ink-100 bg-ink-50/60 p-4 sm:p-5">
      <div className="grid gap-4 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-start">
        <div className="grid gap-3 justify-items-start">
          <p className="text-sm font-semibold text-ink-900">{t("auth.secondFactor.totp.scan")}</p>
          <QrCode size={setUp.qr.size} path={setUp.qr.path} label={t("auth.secondFactor.totp.qrLabel")} />
        </div>
        <div className="grid gap-2 sm:pt-8">
          <p className="text-sm text-ink-700">{t("auth.secondFactor.totp.manual")}</p>
          <p className="text-xs font-semibold text-ink-600">{t("auth.secondFactor.totp.secretLabel")}</p>
          <code
            dir="ltr"
            translate="no"
            data-testid="totp-secret"
            className="block rounded-md border border-ink-100 bg-white px-3 py-2 font-mono text-base tracking-wide break-words text-ink-900 select-all"
          >
            {grouped(setUp.secret)}
          </code>
          <Button type="button" variant="outline" onClick={() => void copyText(setUp.secret, t)} className="justify-self-start">
            <Copy aria-hidden className="size-4" />
            {t("auth.secondFactor.totp.copyKey")}
          </Button>
        </div>
      </div>
      <form onSubmit={submit} noValidate className="grid gap-3 border-t border-ink-100 pt-4">
        <p className="text-sm font-semibold text-ink-900">{t("auth.secondFactor.totp.confirmStep")}</p>
        <FormField id="totp-set-up-code" label={t("auth.secondFactor.field.code")} required error={fieldErrorText(t, errors.code)}>
          {(control) => (
            <Input
              {...control}
              {...register("code")}
              dir="ltr"
              inputMode="numeric"
              autoComplete="one-time-code"
              spellCheck={false}
              maxLength={7}
              className={lang === "ar" ? "max-w-48 text-end font-mono text-lg tracking-[0.3em]" : "max-w-48 font-mono text-lg tracking-[0.3em]"}
            />
          )}
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="secondary" disabled={isSubmitting}>
            {isSubmitting && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
            {isSubmitting ? t("auth.secondFactor.totp.turningOn") : t("auth.secondFactor.totp.turnOn")}
          </Button>
          <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
            {t("auth.secondFactor.totp.cancel")}
          </Button>
        </div>
      </form>
    </div>
  );
}
