import { ChevronDown } from "lucide-react";
import { forwardRef, type SelectHTMLAttributes } from "react";
import { cn } from "~/lib/cn";
import { fieldControlClass } from "./input";

export type SelectProps = SelectHTMLAttributes<HTMLSelectElement>;

/**
 * The browser's own select, styled: it is the most usable list on phones,
 * works with every assistive technology, and mirrors in right-to-left.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select({ className, children, ...props }, ref) {
  return (
    <div className="relative">
      <select ref={ref} className={cn(fieldControlClass, "cursor-pointer appearance-none pe-10", className)} {...props}>
        {children}
      </select>
      <ChevronDown aria-hidden className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-ink-600" />
    </div>
  );
});
