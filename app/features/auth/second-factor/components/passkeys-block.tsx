import { zodResolver } from "@hookform/resolvers/zod";
import { Fingerprint, LoaderCircle, Trash2 } from "lucide-react";
import { useState, useSyncExternalStore } from "react";
import { useForm } from "react-hook-form";
import { applyServerFieldErrors, failureText, fieldErrorText } from "~/components/forms/server-errors";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { formatLongDate } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import { ApiError } from "~/lib/api-client";
import { addPasskey } from "../api/add-passkey";
import { removePasskey } from "../api/remove-passkey";
import { PASSKEY_NAME_MAX, passkeyNameSchema, type PasskeyNameValues, type PasskeySummary, type SecondFactorChange } from "../second-factor";
import { PasswordConfirmDialog } from "./password-confirm-dialog";

const noSubscription = () => () => {};

/**
 * The account's passkeys: each with its name and when it was added and last
 * used, removable with the password; and a new one, named first, made by the
 * browser's own passkey prompt.
 */
export function PasskeysBlock({ passkeys, onChanged, headingId }: { passkeys: PasskeySummary[]; onChanged: (change: SecondFactorChange) => void; headingId: string }) {
  const { t, lang } = useI18n();
  const [removing, setRemoving] = useState<PasskeySummary | null>(null);
  // The server renders the form; the browser says after hydration whether it can make passkeys.
  const supported = useSyncExternalStore(noSubscription, () => typeof window.PublicKeyCredential === "function", () => true);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasskeyNameValues>({ resolver: zodResolver(passkeyNameSchema), defaultValues: { name: "" } });

  const add = handleSubmit(async ({ name }) => {
    try {
      const change = await addPasskey(name);
      reset();
      toast({ title: t("auth.secondFactor.passkeys.addedToast", { name }), variant: "success" });
      onChanged(change);
    } catch (error) {
      if (applyServerFieldErrors(error, setError, ["name"])) return;
      // The browser's own refusal (cancelled, timed out, already on this authenticator) is not the server's.
      const said = error instanceof ApiError ? failureText(error, t("auth.secondFactor.genericFailure")) : t("auth.secondFactor.passkeys.cancelled");
      toast({ title: t("auth.secondFactor.actionFailed"), description: said, variant: "destructive" });
    }
  });

  const date = (iso: string) => formatLongDate(iso, lang);

  return (
    <div className="grid gap-4">
      <div>
        <h3 id={headingId} className="font-bold text-ink-900">
          {t("auth.secondFactor.passkeys.title")}
        </h3>
        <p className="mt-1 text-sm text-ink-600">{t("auth.secondFactor.passkeys.body")}</p>
      </div>
      {passkeys.length === 0 ? (
        <p className="text-sm text-ink-600">{t("auth.secondFactor.passkeys.none")}</p>
      ) : (
        <ul aria-labelledby={headingId} className="divide-y divide-ink-100 rounded-lg border border-ink-100">
          {passkeys.map((key) => (
            <li key={key.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div className="flex min-w-0 items-start gap-3">
                <Fingerprint aria-hidden className="mt-0.5 size-5 shrink-0 text-ink-500" />
                <div className="min-w-0">
                  <p className="font-semibold break-words text-ink-900">
                    <bdi>{key.name}</bdi>
                  </p>
                  <p className="text-sm text-ink-600">
                    {t("auth.secondFactor.passkeys.when", {
                      date: date(key.createdAt),
                      used: key.lastUsedAt ? t("auth.secondFactor.passkeys.lastUsed", { date: date(key.lastUsedAt) }) : t("auth.secondFactor.passkeys.neverUsed"),
                    })}
                  </p>
                </div>
              </div>
              <Button type="button" variant="outline" onClick={() => setRemoving(key)} aria-label={t("auth.secondFactor.passkeys.removeLabel", { name: key.name })}>
                <Trash2 aria-hidden className="size-4" />
                {t("auth.secondFactor.passkeys.remove")}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {supported ? (
        <form onSubmit={add} noValidate className="grid gap-3 sm:grid-cols-[minmax(0,20rem)_auto] sm:items-start">
          <FormField id="passkey-name" label={t("auth.secondFactor.passkeys.nameLabel")} hint={t("auth.secondFactor.passkeys.nameHint")} error={fieldErrorText(t, errors.name)}>
            {(control) => <Input {...control} {...register("name")} maxLength={PASSKEY_NAME_MAX} autoComplete="off" dir="auto" placeholder={t("auth.secondFactor.passkeys.namePlaceholder")} />}
          </FormField>
          <Button type="submit" variant="outline" disabled={isSubmitting} className="sm:mt-7">
            {isSubmitting ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : <Fingerprint aria-hidden className="size-4" />}
            {isSubmitting ? t("auth.secondFactor.passkeys.adding") : t("auth.secondFactor.passkeys.add")}
          </Button>
        </form>
      ) : (
        <p className="text-sm text-ink-700">{t("auth.secondFactor.passkeys.unsupported")}</p>
      )}
      <PasswordConfirmDialog
        open={removing !== null}
        title={removing ? t("auth.secondFactor.passkeys.removeTitle", { name: removing.name }) : ""}
        confirmLabel={t("auth.secondFactor.passkeys.remove")}
        onClose={() => setRemoving(null)}
        onConfirm={async (password) => {
          if (!removing) return;
          onChanged(await removePasskey(removing.id, password));
          toast({ title: t("auth.secondFactor.passkeys.removed"), variant: "success" });
        }}
      />
    </div>
  );
}
