import { LoaderCircle } from "lucide-react";
import { Button } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n-provider";

/** Cancel and submit, kept in view at the bottom of a long dialog form. */
export function FormFooter({ onCancel, busy, submitLabel, busyLabel }: { onCancel: () => void; busy: boolean; submitLabel: string; busyLabel: string }) {
  const { t } = useI18n();
  return (
    <div className="sticky bottom-0 -mx-5 -mb-5 flex justify-end gap-2 border-t border-ink-100 bg-white/95 px-5 py-3 backdrop-blur sm:-mx-7 sm:-mb-6 sm:px-7 sm:py-4">
      <Button type="button" variant="outline" onClick={onCancel}>
        {t("admin.form.cancel")}
      </Button>
      <Button type="submit" variant="secondary" disabled={busy}>
        {busy && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
        {busy ? busyLabel : submitLabel}
      </Button>
    </div>
  );
}
