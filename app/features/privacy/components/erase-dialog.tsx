import { useState } from "react";
import { failureText } from "~/components/forms/server-errors";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { useI18n } from "~/i18n/i18n-provider";
import { erasePerson } from "../api/erase-person";
import type { ErasureResult } from "../personal-data";
import { emailKey } from "../privacy-request.schema";

/**
 * Asks before an erasure, which cannot be undone: says what is removed and
 * what is kept, shows the address on its own line (left to right, whatever
 * the page's direction) and wants it typed again (any case or spacing): the
 * Erase button stays disabled until it matches. Focus starts in that field;
 * Escape or Cancel closes without erasing.
 */
export function EraseDialog({ email, open, onOpenChange, onErased }: { email: string; open: boolean; onOpenChange: (open: boolean) => void; onErased: (result: ErasureResult) => void }) {
  const { t } = useI18n();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const change = (next: boolean) => {
    if (busy) return;
    if (!next) setFailure(undefined);
    onOpenChange(next);
  };

  const erase = async () => {
    setFailure(undefined);
    setBusy(true);
    try {
      onErased(await erasePerson(email));
    } catch (error) {
      setFailure(failureText(error, t("privacyAdmin.error.failed")));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={change}
      title={t("privacyAdmin.erase.title")}
      description={
        <>
          <div>
            <p className="font-semibold text-danger-700">{t("privacyAdmin.erase.removedTitle")}</p>
            <p>{t("privacyAdmin.erase.removed")}</p>
          </div>
          <div>
            <p className="font-semibold text-ink-900">{t("privacyAdmin.erase.keptTitle")}</p>
            <p>{t("privacyAdmin.erase.kept")}</p>
          </div>
        </>
      }
      typedConfirmation={{ label: t("privacyAdmin.erase.confirmLabel"), expected: email, hint: t("privacyAdmin.erase.confirmHint"), normalize: emailKey, type: "email", dir: "ltr" }}
      failure={failure}
      noLabel={t("privacyAdmin.erase.cancel")}
      yesLabel={busy ? t("privacyAdmin.erase.erasing") : t("privacyAdmin.erase.confirm")}
      onConfirm={() => void erase()}
      busy={busy}
    />
  );
}
