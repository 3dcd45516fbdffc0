import { KeyRound, LoaderCircle, ShieldAlert, Smartphone } from "lucide-react";
import { useId, useState } from "react";
import { failureText } from "~/components/forms/server-errors";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { toast } from "~/components/ui/use-toast";
import { formatNumber } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import { makeRecoveryCodes } from "../api/make-recovery-codes";
import { startTotpSetUp } from "../api/start-totp-set-up";
import { turnOffTotp } from "../api/turn-off-totp";
import type { SecondFactorChange, SecondFactorStatus, TotpSetup } from "../second-factor";
import { PasskeysBlock } from "./passkeys-block";
import { PasswordConfirmDialog } from "./password-confirm-dialog";
import { RecoveryCodesPanel } from "./recovery-codes-panel";
import { TotpSetUpPanel } from "./totp-set-up-panel";

/**
 * "Sign-in security" (decision 038), on the profile and on the set-up page
 * administrators are sent to: the authenticator app (set up with a QR code
 * and a code typed back, turned off with the password), passkeys, and the
 * recovery codes (shown once when made, made anew on request). Starts from
 * the loader's status; every change answers the new one.
 */
export function SignInSecurity({
  initialStatus,
  username,
  onStatusChange,
}: {
  initialStatus: SecondFactorStatus;
  username: string;
  onStatusChange?: (status: SecondFactorStatus) => void;
}) {
  const { t, lang } = useI18n();
  const id = useId();
  const [status, setStatus] = useState(initialStatus);
  const [setUp, setSetUp] = useState<TotpSetup | null>(null);
  const [starting, setStarting] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const [askingForCodes, setAskingForCodes] = useState(false);
  const [makingCodes, setMakingCodes] = useState(false);
  const hasFactor = status.totp || status.passkeys.length > 0;

  const apply = (change: SecondFactorChange) => {
    setStatus(change.status);
    if (change.recoveryCodes) setCodes(change.recoveryCodes);
    onStatusChange?.(change.status);
  };
  const failed = (error: unknown) =>
    toast({ title: t("auth.secondFactor.actionFailed"), description: failureText(error, t("auth.secondFactor.genericFailure")), variant: "destructive" });

  const startSetUp = async () => {
    setStarting(true);
    try {
      setSetUp(await startTotpSetUp());
    } catch (error) {
      failed(error);
    } finally {
      setStarting(false);
    }
  };

  const makeCodes = async () => {
    setMakingCodes(true);
    try {
      apply(await makeRecoveryCodes());
      setAskingForCodes(false);
    } catch (error) {
      failed(error);
    } finally {
      setMakingCodes(false);
    }
  };

  const onOff = (on: boolean) => <Badge tone={on ? "success" : "neutral"}>{on ? t("auth.secondFactor.on") : t("auth.secondFactor.off")}</Badge>;

  return (
    <section
      id="sign-in-security"
      aria-labelledby={`${id}-title`}
      className="grid scroll-mt-24 gap-6 rounded-xl border border-ink-100 bg-white p-5 sm:p-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10"
    >
      <div>
        <h2 id={`${id}-title`} className="text-lg font-bold text-ink-900">
          {t("auth.secondFactor.section.title")}
        </h2>
        <p className="mt-1 text-sm text-ink-600">{t("auth.secondFactor.section.body")}</p>
      </div>
      <div className="grid min-w-0 gap-8">
        {status.required && !hasFactor && (
          <p className="flex items-start gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-ink-900">
            <ShieldAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-warning-700" />
            <span>{t("auth.secondFactor.section.requiredNotice")}</span>
          </p>
        )}
        {codes && <RecoveryCodesPanel codes={codes} username={username} onDone={() => setCodes(null)} />}

        <div className="grid gap-4">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="flex items-start gap-3">
              <Smartphone aria-hidden className="mt-0.5 size-5 shrink-0 text-ink-500" />
              <div>
                <div className="flex flex-wrap items-center gap-2">
                  <h3 id={`${id}-app`} className="font-bold text-ink-900">
                    {t("auth.secondFactor.totp.title")}
                  </h3>
                  {onOff(status.totp)}
                </div>
                <p className="mt-1 text-sm text-ink-600">{t("auth.secondFactor.totp.body")}</p>
              </div>
            </div>
            {status.totp ? (
              <Button type="button" variant="outline" onClick={() => setTurningOff(true)}>
                {t("auth.secondFactor.totp.turnOff")}
              </Button>
            ) : (
              !setUp && (
                <Button type="button" variant="secondary" onClick={() => void startSetUp()} disabled={starting}>
                  {starting && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
                  {starting ? t("auth.secondFactor.totp.starting") : t("auth.secondFactor.totp.setUp")}
                </Button>
              )
            )}
          </div>
          {setUp && !status.totp && (
            <TotpSetUpPanel
              setUp={setUp}
              onCancel={() => setSetUp(null)}
              onConfirmed={(change) => {
                setSetUp(null);
                apply(change);
                toast({ title: t("auth.secondFactor.totp.turnedOn"), variant: "success" });
              }}
            />
          )}
        </div>

        <div className="border-t border-ink-100 pt-6">
          <PasskeysBlock passkeys={status.passkeys} onChanged={apply} headingId={`${id}-passkeys`} />
        </div>

        {hasFactor && (
          <div className="flex flex-wrap items-start justify-between gap-3 border-t border-ink-100 pt-6">
            <div className="flex items-start gap-3">
              <KeyRound aria-hidden className="mt-0.5 size-5 shrink-0 text-ink-500" />
              <div>
                <h3 className="font-bold text-ink-900">{t("auth.secondFactor.recovery.title")}</h3>
                <p className="mt-1 text-sm text-ink-600">{t("auth.secondFactor.recovery.body")}</p>
                <p className="mt-1 text-sm font-semibold text-ink-800">{t("auth.secondFactor.recovery.left", { count: formatNumber(status.recoveryCodesLeft, lang) })}</p>
              </div>
            </div>
            <Button type="button" variant="outline" onClick={() => setAskingForCodes(true)}>
              {t("auth.secondFactor.recovery.make")}
            </Button>
          </div>
        )}
      </div>

      <PasswordConfirmDialog
        open={turningOff}
        title={t("auth.secondFactor.totp.offTitle")}
        confirmLabel={t("auth.secondFactor.totp.turnOff")}
        onClose={() => setTurningOff(false)}
        onConfirm={async (password) => {
          apply(await turnOffTotp(password));
          toast({ title: t("auth.secondFactor.totp.turnedOff"), variant: "success" });
        }}
      />
      <ConfirmDialog
        open={askingForCodes}
        onOpenChange={(open) => !makingCodes && setAskingForCodes(open)}
        title={t("auth.secondFactor.recovery.makeTitle")}
        description={<p>{t("auth.secondFactor.recovery.makeBody")}</p>}
        noLabel={t("auth.secondFactor.recovery.makeNo")}
        yesLabel={makingCodes ? t("auth.secondFactor.recovery.making") : t("auth.secondFactor.recovery.makeYes")}
        onConfirm={() => void makeCodes()}
        busy={makingCodes}
      />
    </section>
  );
}
