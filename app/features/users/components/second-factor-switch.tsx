import { LoaderCircle } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { useApiData } from "~/components/data-table/use-api-data";
import { failureText } from "~/components/forms/server-errors";
import { Badge } from "~/components/ui/badge";
import { Checkbox } from "~/components/ui/checkbox";
import { toast } from "~/components/ui/use-toast";
import type { SecondFactorRequirement } from "~/features/auth/second-factor/second-factor-setting";
import { useI18n } from "~/i18n/i18n-provider";
import { setSecondFactorRequired } from "../api/set-second-factor-required";

/**
 * The firm's switch that requires a second sign-in step of every
 * administrator (decision 038), beside the registration switch on the Users
 * tab. Off by default; turned on only by an administrator with a second step
 * of their own; shown on and locked while the server's environment forces it.
 */
export function SecondFactorSwitch() {
  const { t, href } = useI18n();
  const id = useId();
  const { data, error, reload } = useApiData<SecondFactorRequirement>("/api/admin/second-factor-required");
  const [state, setState] = useState<SecondFactorRequirement | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setState(data), [data]);

  const change = async (required: boolean) => {
    if (!state) return;
    setBusy(true);
    setState({ ...state, required });
    try {
      const saved = await setSecondFactorRequired(required);
      setState(saved);
      toast({ title: t(saved.required ? "users.secondFactorRequired.toast.on" : "users.secondFactorRequired.toast.off"), variant: "success" });
    } catch (failure) {
      setState({ ...state, required: !required });
      toast({ title: t("users.secondFactorRequired.toast.failed"), description: failureText(failure, t("users.toast.genericFailure")), variant: "destructive" });
    } finally {
      setBusy(false);
      reload();
    }
  };

  // Only the server can turn off what it forces; only an administrator with a second step turns it on.
  const locked = state !== null && (state.forcedByServer || (!state.required && !state.ownFactor));
  return (
    <section aria-labelledby={`${id}-title`} className="mb-6 rounded-xl border border-ink-100 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`${id}-title`} className="text-base font-bold text-ink-900">
          {t("users.secondFactorRequired.title")}
        </h3>
        {state !== null && (
          <Badge tone={state.required ? "success" : "neutral"}>{t(state.required ? "users.secondFactorRequired.required" : "users.secondFactorRequired.optional")}</Badge>
        )}
        {busy && <LoaderCircle aria-hidden className="size-4 animate-spin text-ink-500" />}
      </div>
      <p className="mt-1 max-w-2xl text-sm text-ink-600">{t("users.secondFactorRequired.lead")}</p>
      {state === null ? (
        error ? (
          <p role="alert" className="mt-3 text-sm text-danger-700">
            {t("users.secondFactorRequired.fetchFailed")}
          </p>
        ) : null
      ) : (
        <>
          <Checkbox
            className="mt-2"
            label={t("users.secondFactorRequired.switch")}
            checked={state.required}
            disabled={busy || locked}
            aria-describedby={locked ? `${id}-why` : undefined}
            onChange={(event) => void change(event.currentTarget.checked)}
          />
          {locked && (
            <p id={`${id}-why`} className="mt-2 max-w-2xl text-sm text-ink-700">
              {state.forcedByServer ? t("users.secondFactorRequired.forced") : t("users.secondFactorRequired.ownFirst")}{" "}
              {!state.forcedByServer && (
                <Link to={`${href("/profile")}#sign-in-security`} className="font-semibold text-ink-900 underline underline-offset-2">
                  {t("users.secondFactorRequired.profileLink")}
                </Link>
              )}
            </p>
          )}
        </>
      )}
    </section>
  );
}
