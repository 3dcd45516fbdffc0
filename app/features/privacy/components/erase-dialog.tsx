import { AlertDialog } from "radix-ui";
import { useId, useRef, useState, type FormEvent } from "react";
import { failureText } from "~/components/forms/server-errors";
import { BidiText } from "~/components/ui/bidi-text";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { useI18n } from "~/i18n/i18n-provider";
import { erasePerson } from "../api/erase-person";
import type { ErasureResult } from "../personal-data";
import { emailKey } from "../privacy-request.schema";

/**
 * Asks before an erasure, which cannot be undone: says what is removed and
 * what is kept, and wants the address typed again (any case or spacing).
 * Focus starts in that field; Escape or Cancel closes without erasing.
 */
export function EraseDialog({ email, open, onOpenChange, onErased }: { email: string; open: boolean; onOpenChange: (open: boolean) => void; onErased: (result: ErasureResult) => void }) {
  const { t } = useI18n();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState("");
  const [fieldError, setFieldError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const change = (next: boolean) => {
    if (busy) return;
    if (!next) {
      setTyped("");
      setFieldError(undefined);
      setFailure(undefined);
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (emailKey(typed) !== emailKey(email)) {
      setFieldError(t("privacyAdmin.erase.mismatch"));
      input.current?.focus();
      return;
    }
    setFieldError(undefined);
    setFailure(undefined);
    setBusy(true);
    try {
      const result = await erasePerson(email);
      setTyped("");
      onErased(result);
    } catch (error) {
      setFailure(failureText(error, t("privacyAdmin.error.failed")));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={change}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[70] bg-ink-950/60 backdrop-blur-[2px] transition-opacity duration-200 starting:opacity-0" />
        <AlertDialog.Content
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            input.current?.focus();
          }}
          className="fixed start-1/2 top-1/2 z-[71] max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-y-1/2 overflow-y-auto rounded-xl border border-ink-100 bg-white p-6 shadow-2xl transition duration-200 ltr:-translate-x-1/2 rtl:translate-x-1/2 starting:opacity-0"
        >
          <AlertDialog.Title className="text-lg font-bold break-words text-ink-900">
            <BidiText text={t("privacyAdmin.erase.title", { email })} />
          </AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-3 space-y-3 text-[0.95rem] text-ink-700">
              <div>
                <p className="font-semibold text-danger-700">{t("privacyAdmin.erase.removedTitle")}</p>
                <p>{t("privacyAdmin.erase.removed")}</p>
              </div>
              <div>
                <p className="font-semibold text-ink-900">{t("privacyAdmin.erase.keptTitle")}</p>
                <p>{t("privacyAdmin.erase.kept")}</p>
              </div>
            </div>
          </AlertDialog.Description>
          <form noValidate onSubmit={(event) => void submit(event)} className="mt-5 grid gap-4">
            <FormField id={`${id}-confirm`} label={t("privacyAdmin.erase.confirmLabel")} error={fieldError}>
              {(control) => (
                <Input
                  {...control}
                  ref={input}
                  type="email"
                  dir="ltr"
                  autoComplete="off"
                  spellCheck={false}
                  value={typed}
                  onChange={(event) => setTyped(event.target.value)}
                  className="text-start"
                  data-testid="erase-confirm-email"
                />
              )}
            </FormField>
            {failure && (
              <p role="alert" className="text-sm text-danger-700">
                {failure}
              </p>
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel asChild>
                <Button type="button" variant="outline" disabled={busy}>
                  {t("privacyAdmin.erase.cancel")}
                </Button>
              </AlertDialog.Cancel>
              <button
                type="submit"
                className="inline-flex min-h-11 items-center justify-center rounded-md bg-danger-700 px-5 text-[0.95rem] font-semibold text-white shadow-sm transition-colors hover:bg-red-800 disabled:pointer-events-none disabled:opacity-60"
                disabled={busy}
              >
                {busy ? t("privacyAdmin.erase.erasing") : t("privacyAdmin.erase.confirm")}
              </button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
