import { forwardRef, type TextareaHTMLAttributes } from "react";
import { cn } from "~/lib/cn";
import { fieldControlClass } from "./input";

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement>;

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea({ className, rows = 5, ...props }, ref) {
  return <textarea ref={ref} rows={rows} className={cn(fieldControlClass, "min-h-28 resize-y leading-relaxed", className)} {...props} />;
});
