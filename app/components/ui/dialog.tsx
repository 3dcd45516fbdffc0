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
  /**
   * Below 640 px (`sm`) the dialog takes the whole screen: no margin, frame or
   * rounded corners, its top at the screen's top (a centred long dialog would
   * push its top out of reach), and `footer` stays at the bottom of the
   * screen, its buttons the screen's width, under the thumb. From `sm` on it
   * is the ordinary dialog.
   */
  fullScreenOnPhone?: boolean;
  /** The closing row of buttons, after the content, at the end side. */
  footer?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** The full-screen dialog on a phone: the overlay's padding (p-3) taken back by negative margins. */
const phoneSheet = "max-sm:-m-3 max-sm:min-h-dvh max-sm:w-[calc(100%+1.5rem)] max-sm:max-w-none max-sm:self-start max-sm:rounded-none max-sm:border-0";
/** Its footer on a phone: over the content scrolling under it, the body's padding (px-5, pb-5) taken back. */
const phoneFooter = "max-sm:sticky max-sm:bottom-0 max-sm:z-10 max-sm:-mx-5 max-sm:-mb-5 max-sm:border-t max-sm:border-ink-100 max-sm:bg-white max-sm:px-5 max-sm:py-3 max-sm:*:flex-1";

/**
 * A modal dialog: focus trapped and returned, Escape and the close button
 * close it, the page behind is inert. The overlay scrolls, so a long form
 * fits a phone in landscape; `fullScreenOnPhone` makes it the whole screen
 * of a phone instead.
 *
 * Focus goes back to whatever had it when the dialog opened: Radix does that
 * only for its own `DialogTrigger`, and most dialogs here are opened by
 * ordinary buttons (the framework's Book a Free Consultation, a table's
 * menu), which would otherwise leave focus on the page's body.
 */
export function DialogContent({ title, description, eyebrow, fitScreen, fullScreenOnPhone, footer, className, children }: DialogContentProps) {
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
            fullScreenOnPhone && phoneSheet,
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
          <div className={cn("px-5 py-5 sm:px-7 sm:py-6", fitScreen && "flex min-h-0 flex-1 flex-col")}>
            {children}
            {footer && <div className={cn("mt-6 flex justify-end gap-2", fullScreenOnPhone && phoneFooter)}>{footer}</div>}
          </div>
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
