import { forwardRef, type InputHTMLAttributes } from "react";
import { cn } from "~/lib/cn";

/**
 * The look every text control shares: 44 px high at least, 16 px text (no
 * zoom on phones), a border with enough contrast, a red border when invalid.
 */
export const fieldControlClass = cn(
  "block w-full min-h-11 rounded-md border border-ink-500/45 bg-white px-3.5 py-2.5 text-base text-ink-900 shadow-xs",
  "placeholder:text-ink-500/80 transition-colors hover:border-ink-500/70",
  "focus:border-ink-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sand-600",
  "aria-[invalid=true]:border-danger-700 aria-[invalid=true]:bg-danger-50/40",
  "disabled:cursor-not-allowed disabled:bg-ink-50 disabled:opacity-70",
);

export type InputProps = InputHTMLAttributes<HTMLInputElement>;

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input({ className, type = "text", ...props }, ref) {
  return <input ref={ref} type={type} className={cn(fieldControlClass, className)} {...props} />;
});
