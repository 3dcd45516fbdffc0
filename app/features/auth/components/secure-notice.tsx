import { ShieldCheck } from "lucide-react";
import { useI18n } from "~/i18n/i18n-provider";

/**
 * The sign-in page's security note. Anyone may register here, so it speaks of
 * secure, private access rather than "authorized personnel only" (decision 016).
 */
export function SecureNotice() {
  const { t } = useI18n();
  return (
    <div className="flex gap-3 rounded-lg border border-sand-300/70 bg-sand-50 p-4">
      <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-sand-700" />
      <div>
        <p className="text-sm font-semibold text-ink-900">{t("auth.secure.title")}</p>
        <p className="mt-0.5 text-sm text-ink-700">{t("auth.secure.body")}</p>
      </div>
    </div>
  );
}
