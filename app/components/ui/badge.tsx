import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

const tones = {
  neutral: "bg-ink-50 text-ink-800 ring-ink-100",
  accent: "bg-sand-100 text-sand-700 ring-sand-300/60",
  success: "bg-emerald-50 text-success-700 ring-emerald-200",
  warning: "bg-amber-50 text-warning-700 ring-amber-200",
  danger: "bg-danger-50 text-danger-700 ring-red-200",
  dark: "bg-ink-900 text-white ring-ink-900",
} as const;

export function Badge({ tone = "neutral", className, children }: { tone?: keyof typeof tones; className?: string; children: ReactNode }) {
  return (
    <span className={cn("inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset", tones[tone], className)}>
      {children}
    </span>
  );
}
