import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** Eyebrow, title and lead paragraph of a page section. */
export function SectionHeading({
  eyebrow,
  title,
  lead,
  align = "start",
  tone = "light",
  as: Heading = "h2",
  className,
}: {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: "start" | "center";
  tone?: "light" | "dark";
  as?: "h1" | "h2";
  className?: string;
}) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow && (
        <p className={cn("text-sm font-semibold ltr:tracking-wide ltr:uppercase", tone === "dark" ? "text-sand-400" : "text-sand-700")}>{eyebrow}</p>
      )}
      <Heading className={cn("mt-3 text-3xl font-bold text-balance sm:text-4xl", tone === "dark" ? "text-white" : "text-ink-900")}>{title}</Heading>
      {lead && <p className={cn("mt-4 text-lg", tone === "dark" ? "text-ink-100/85" : "text-ink-700")}>{lead}</p>}
    </div>
  );
}
