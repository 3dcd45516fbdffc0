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
  /**
   * A text with a length limit: its live count ("45 / 200"), red past the
   * limit, read with the field. With `advice`, the limits are recommended
   * lengths (search results, decision 045): "45 / 70–160", amber outside them.
   */
  count?: { length: number; max: number; min?: number; advice?: boolean };
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

/** "45 / 200" at the field's end; past the limit, red with how much too long. Advice: amber, with how far from the recommended length. */
function LengthCount({ id, length, max, min, advice }: { id: string; length: number; max: number; min?: number; advice?: boolean }) {
  const { t, lang } = useI18n();
  const n = (value: number) => formatNumber(value, lang);
  const over = length - max;
  const under = min === undefined ? 0 : min - length;
  const outside = over > 0 || under > 0;
  return (
    <p
      id={id}
      className={cn("justify-self-end text-xs tabular-nums", !outside ? "text-ink-600" : advice ? "font-semibold text-warning-700" : "font-semibold text-danger-700")}
      data-testid="length-count"
    >
      <span aria-hidden dir="ltr">
        {n(length)} / {min === undefined ? n(max) : `${n(min)}–${n(max)}`}
      </span>
      <span className="sr-only">{min === undefined ? t("form.count", { count: n(length), max: n(max) }) : t("form.countRange", { count: n(length), min: n(min), max: n(max) })}</span>
      {over > 0 && <span className="ms-2">{t(advice ? "form.countAbove" : "form.countOver", { over: n(over) })}</span>}
      {under > 0 && <span className="ms-2">{t("form.countBelow", { under: n(under) })}</span>}
    </p>
  );
}
