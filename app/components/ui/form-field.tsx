import { CircleExclamationPoint } from "lucide-react";
import type { ReactNode } from "react";
import { formatNumber } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/cn";
import { BidiText } from "./bidi-text";
import { Label } from "./label";

/** What a field's control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  "aria-required": true | undefined;
}

export interface FormFieldProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  optional?: boolean;
  /** Help text under the control. */
  hint?: ReactNode;
  /** Translated error shown below the control. */
  error?: string;
  /** A text with a length limit: its live count ("45 / 200"), red past the limit, read with the field. */
  count?: { length: number; max: number };
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Label above, then the control, its hint and its error (design brief). The control gets the
 * ids that make screen readers read the hint and the error with it:
 *
 *   <FormField id="email" label={t("…")} required error={message}>
 *     {(control) => <Input {...control} type="email" {...register("email")} />}
 *   </FormField>
 */
export function FormField({ id, label, required, optional, hint, error, count, className, children }: FormFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const describedBy = [hint ? hintId : null, count ? countId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      <Label htmlFor={id} required={required} optional={optional}>
        {label}
      </Label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy, "aria-required": required ? true : undefined })}
      {hint && (
        <p id={hintId} className="text-sm text-ink-600">
          {typeof hint === "string" ? <BidiText text={hint} /> : hint}
        </p>
      )}
      {count && <LengthCount id={countId} {...count} />}
      {error && (
        <p id={errorId} className="flex items-start gap-1.5 text-sm text-danger-700">
          <CircleExclamationPoint aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            <BidiText text={error} />
          </span>
        </p>
      )}
    </div>
  );
}

/** "45 / 200" at the field's end; past the limit, red with how much too long. */
function LengthCount({ id, length, max }: { id: string; length: number; max: number }) {
  const { t, lang } = useI18n();
  const over = length - max;
  return (
    <p id={id} className={cn("justify-self-end text-xs tabular-nums", over > 0 ? "font-semibold text-danger-700" : "text-ink-600")} data-testid="length-count">
      <span aria-hidden dir="ltr">
        {formatNumber(length, lang)} / {formatNumber(max, lang)}
      </span>
      <span className="sr-only">{t("form.count", { count: formatNumber(length, lang), max: formatNumber(max, lang) })}</span>
      {over > 0 && <span className="ms-2">{t("form.countOver", { over: formatNumber(over, lang) })}</span>}
    </p>
  );
}
