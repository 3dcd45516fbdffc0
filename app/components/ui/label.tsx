import { forwardRef, type LabelHTMLAttributes } from "react";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/cn";

export interface LabelProps extends LabelHTMLAttributes<HTMLLabelElement> {
  /** Adds the required mark (the control itself carries `aria-required`). */
  required?: boolean;
  /** Adds a muted "(optional)". */
  optional?: boolean;
}

/** A field's label, above the field. */
export const Label = forwardRef<HTMLLabelElement, LabelProps>(function Label({ required, optional, className, children, ...props }, ref) {
  const { t } = useI18n();
  return (
    <label ref={ref} className={cn("block text-sm font-semibold text-ink-900", className)} {...props}>
      {children}
      {required && (
        <span aria-hidden="true" className="ms-1 text-danger-700" title={t("form.required")}>
          *
        </span>
      )}
      {optional && <span className="ms-1.5 font-normal text-ink-600">{t("form.optional")}</span>}
    </label>
  );
});
