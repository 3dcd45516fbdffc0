import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names; when two utilities set the same property the later one wins
 * (`cn("px-4", "px-3")` is `"px-3"`), so a caller's `className` overrides a component's default.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
