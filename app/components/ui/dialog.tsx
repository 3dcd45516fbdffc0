import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useRef, type ReactNode } from "react";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/cn";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export interface DialogContentProps {
  title: ReactNode;
  description?: ReactNode;
  /** Small line above the title. */
  eyebrow?: ReactNode;
  /**
   * The dialog is never taller than the screen: its title stays and its body
   * fills the rest, for a form that scrolls its fields in a region of its own
   * and keeps its footer (FormFooter) below them, never over them.
   */
  fitScreen?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog: focus trapped and returned, Escape and the close button
 * close it, the page behind is inert. The overlay scrolls, so a long form
 * fits a phone in landscape.
 *
 * Focus goes back to whatever had it when the dialog opened: Radix does that
 * only for its own `DialogTrigger`, and most dialogs here are opened by
 * ordinary buttons (the framework's Book a Free Consultation, a table's
 * menu), which would otherwise leave focus on the page's body.
 */
export function DialogContent({ title, description, eyebrow, fitScreen, className, children }: DialogContentProps) {
  const { t } = useI18n();
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-[70] grid place-items-center overflow-y-auto bg-ink-950/60 p-3 backdrop-blur-[2px] transition-opacity duration-200 starting:opacity-0 sm:p-6">
        <DialogPrimitive.Content
          {...(description ? {} : { "aria-describedby": undefined })}
          onOpenAutoFocus={() => {
            returnFocusTo.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          className={cn(
            "relative w-full max-w-xl rounded-xl border border-ink-100 bg-white shadow-2xl outline-none",
            "transition duration-200 starting:translate-y-2 starting:opacity-0",
            fitScreen && "flex max-h-[calc(100dvh-1.5rem)] flex-col sm:max-h-[calc(100dvh-3rem)]",
            className,
          )}
        >
          <div className="shrink-0 border-b border-ink-100 px-5 pt-5 pb-4 pe-14 sm:px-7 sm:pt-6 sm:pe-16">
            {eyebrow && <p className="text-sm font-semibold text-sand-700">{eyebrow}</p>}
            <DialogPrimitive.Title className="mt-1 text-xl font-bold text-balance text-ink-900 sm:text-2xl">{title}</DialogPrimitive.Title>
            {description ? (
              <DialogPrimitive.Description className="mt-2 text-[0.95rem] text-ink-700">{description}</DialogPrimitive.Description>
            ) : null}
          </div>
          <div className={cn("px-5 py-5 sm:px-7 sm:py-6", fitScreen && "flex min-h-0 flex-1 flex-col")}>{children}</div>
          <DialogPrimitive.Close
            aria-label={t("dialog.close")}
            className="absolute end-3 top-3 inline-flex size-11 items-center justify-center rounded-md text-ink-600 transition-colors hover:bg-ink-50 hover:text-ink-900"
          >
            <X aria-hidden className="size-5" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Overlay>
    </DialogPrimitive.Portal>
  );
}
