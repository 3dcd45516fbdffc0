import { LoaderCircle } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useApiData } from "~/components/data-table/use-api-data";
import { failureText } from "~/components/forms/server-errors";
import { Badge } from "~/components/ui/badge";
import { Checkbox } from "~/components/ui/checkbox";
import { toast } from "~/components/ui/use-toast";
import type { RegistrationSetting } from "~/features/auth/registration-setting";
import { useI18n } from "~/i18n/i18n-provider";
import { setRegistrationOpen } from "../api/set-registration-open";

/**
 * The firm's switch for public registration (decision 033), on the Users tab
 * where accounts are managed: on (the spec's default), visitors may open a
 * member account on the sign-in page; off, the page says registration is
 * closed and the server refuses it. Administrators still create accounts here.
 */
export function RegistrationSwitch() {
  const { t } = useI18n();
  const id = useId();
  const { data, error, reload } = useApiData<RegistrationSetting>("/api/admin/registration");
  const [open, setOpen] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setOpen(data?.open ?? null), [data]);

  const change = async (next: boolean) => {
    setBusy(true);
    setOpen(next);
    try {
      const saved = await setRegistrationOpen(next);
      setOpen(saved.open);
      toast({ title: t(saved.open ? "users.registration.toast.opened" : "users.registration.toast.closed"), variant: "success" });
    } catch (failure) {
      setOpen(!next);
      toast({ title: t("users.registration.toast.failed"), description: failureText(failure, t("users.toast.genericFailure")), variant: "destructive" });
    } finally {
      setBusy(false);
      reload();
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="mb-6 rounded-xl border border-ink-100 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`${id}-title`} className="text-base font-bold text-ink-900">
          {t("users.registration.title")}
        </h3>
        {open !== null && <Badge tone={open ? "success" : "neutral"}>{t(open ? "users.registration.open" : "users.registration.closed")}</Badge>}
        {busy && <LoaderCircle aria-hidden className="size-4 animate-spin text-ink-500" />}
      </div>
      <p className="mt-1 max-w-2xl text-sm text-ink-600">{t("users.registration.lead")}</p>
      {open === null ? (
        error ? (
          <p role="alert" className="mt-3 text-sm text-danger-700">
            {t("users.registration.fetchFailed")}
          </p>
        ) : null
      ) : (
        <Checkbox className="mt-2" label={t("users.registration.switch")} checked={open} disabled={busy} onChange={(event) => void change(event.currentTarget.checked)} />
      )}
    </section>
  );
}
