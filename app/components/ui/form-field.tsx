import { CircleExclamationPoint } from "lucide-react";
import type { ReactNode } from "react";
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
export function FormField({ id, label, required, optional, hint, error, className, children }: FormFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
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
