import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";

/**
 * A yes/no question before something that cannot be undone. Focus starts on
 * the safe answer (No); Escape answers No.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  noLabel,
  yesLabel,
  onConfirm,
  busy,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  noLabel: string;
  yesLabel: string;
  onConfirm: () => void;
  busy?: boolean;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[70] bg-ink-950/60 backdrop-blur-[2px] transition-opacity duration-200 starting:opacity-0" />
        <AlertDialog.Content className="fixed start-1/2 top-1/2 z-[71] w-[calc(100%-2rem)] max-w-md -translate-y-1/2 rounded-xl border border-ink-100 bg-white p-6 shadow-2xl transition duration-200 ltr:-translate-x-1/2 rtl:translate-x-1/2 starting:opacity-0">
          <AlertDialog.Title className="text-lg font-bold text-ink-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-[0.95rem] text-ink-700">{description}</AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">{noLabel}</Button>
            </AlertDialog.Cancel>
            <button
              type="button"
              className="inline-flex min-h-11 items-center justify-center rounded-md bg-danger-700 px-5 text-[0.95rem] font-semibold text-white shadow-sm transition-colors hover:bg-red-800 disabled:pointer-events-none disabled:opacity-60"
              disabled={busy}
              onClick={onConfirm}
            >
              {yesLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
