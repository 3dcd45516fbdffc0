import { Slot } from "radix-ui";
import { forwardRef, type ButtonHTMLAttributes } from "react";
import { cn } from "~/lib/cn";

const variants = {
  primary: "bg-sand-500 text-ink-950 hover:bg-sand-400 shadow-sm",
  secondary: "bg-ink-900 text-white hover:bg-ink-800",
  outline: "border border-ink-900/20 bg-white text-ink-900 hover:border-ink-900/40 hover:bg-ink-50",
  ghost: "text-ink-900 hover:bg-ink-50",
  onDark: "border border-white/30 text-white hover:bg-white/10",
} as const;

const sizes = {
  md: "min-h-11 px-5 text-[0.95rem]",
  lg: "min-h-12 px-7 text-base",
  icon: "size-11",
} as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the child element (a link) with the button's look. */
  asChild?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = "primary", size = "md", asChild, className, ...props },
  ref,
) {
  const Component = asChild ? Slot.Root : "button";
  return (
    <Component
      ref={ref}
      className={cn(
        "inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60",
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    />
  );
});
