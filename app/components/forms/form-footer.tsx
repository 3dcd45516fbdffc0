import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/cn";

/**
 * A dialog form's Cancel and submit: kept in view at the bottom of a long
 * form (`sticky`, the default), or below a short one (`inline`: stacked on a
 * phone, the action on top). Neither can be pressed while the form is sent.
 * A long dialog scrolls in its overlay, whose padding (`p-3 sm:p-6`, ui/dialog)
 * a sticky box stops short of: the negative offset takes the bar down to the
 * screen's edge, so the fields scrolling under it never show below it.
 * `status`: a quiet line at the start (an editor's autosave, decision 042).
 */
export function FormFooter({
  onCancel,
  busy,
  submitLabel,
  busyLabel,
  layout = "sticky",
  status,
}: {
  onCancel: () => void;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  layout?: "sticky" | "inline";
  status?: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <div
      className={cn(
        layout === "sticky"
          ? "sticky -bottom-3 -mx-5 -mb-5 flex justify-end gap-2 border-t border-ink-100 bg-white/95 px-5 py-3 backdrop-blur sm:-bottom-6 sm:-mx-7 sm:-mb-6 sm:px-7 sm:py-4"
          : "mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end",
        status !== undefined && "flex-wrap items-center",
      )}
    >
      {status !== undefined && <div className="me-auto min-w-0 max-sm:basis-full">{status}</div>}
      <Button type="button" variant="outline" disabled={busy} onClick={onCancel}>
        {t("admin.form.cancel")}
      </Button>
      <Button type="submit" variant="secondary" disabled={busy}>
        {busy && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
        {busy ? busyLabel : submitLabel}
      </Button>
    </div>
  );
}
