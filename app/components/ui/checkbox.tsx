import { CircleExclamationPoint } from "lucide-react";
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from "react";
import { cn } from "~/lib/cn";

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  /** Text beside the box; it may contain a link. */
  label: ReactNode;
  /** Translated error shown below. */
  error?: string;
  /** Adds the required mark. */
  requiredMark?: boolean;
}

/** A checkbox with its label beside it; the whole row is the touch target. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, error, requiredMark, id, className, ...props },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className={className}>
      <div className="flex min-h-11 items-start gap-3 py-1">
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-5 shrink-0 cursor-pointer rounded border-ink-500 accent-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sand-600"
          {...props}
        />
        <label htmlFor={inputId} className="cursor-pointer text-sm leading-relaxed text-ink-800">
          {label}
          {requiredMark && (
            <span aria-hidden="true" className="ms-1 text-danger-700">
              *
            </span>
          )}
        </label>
      </div>
      {error && (
        <p id={errorId} className={cn("mt-1 flex items-start gap-1.5 text-sm text-danger-700")}>
          <CircleExclamationPoint aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
});
