import { Button, type ButtonProps } from "~/components/ui/button";
import { dialogOpenerAttributes } from "./dialog-opener-attributes";

/**
 * A button that opens one of the page's form dialogs (decision 040). It is
 * the submit button of a small GET form, so without script it still leads
 * somewhere useful: the page `action` names (the contact page), holding the
 * dialog's form (`form`, the dialog's name) for the `service` chosen. With script, whoever renders the dialogs listens for a
 * click on `[data-open-dialog]` and opens the dialog instead
 * (features/leads/components/lead-dialogs.tsx); on a page of islands the boot
 * script wakes them on that first click and passes it on.
 */

export function DialogOpener({
  dialog,
  action,
  service,
  className,
  buttonClassName,
  ...button
}: Omit<ButtonProps, "type" | "asChild" | "className"> & {
  dialog: string;
  /** Where the button leads without script. */
  action: string;
  service?: string;
  /** The form's classes (its place in the layout). */
  className?: string;
  buttonClassName?: string;
}) {
  return (
    <form method="get" action={action} className={className}>
      <input type="hidden" name="form" value={dialog} />
      {service && <input type="hidden" name="service" value={service} />}
      <Button type="submit" className={buttonClassName} {...button} {...{ [dialogOpenerAttributes.dialog]: dialog, ...(service ? { [dialogOpenerAttributes.service]: service } : {}) }} />
    </form>
  );
}
