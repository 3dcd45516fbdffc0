import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * A part of the post form folded away until it is opened (Advanced, Search
 * and sharing): its heading is the button, with a line saying what it holds
 * so the fold need not be opened to know.
 */
export function FoldedSection({
  id,
  title,
  summary,
  open,
  onOpenChange,
  children,
}: {
  id: string;
  title: string;
  summary: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <section className="rounded-xl border border-ink-100">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => onOpenChange(!open)}
          className="flex min-h-11 w-full flex-wrap items-center gap-x-3 gap-y-1 rounded-xl px-4 py-3 text-start hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-sand-600 sm:px-5"
        >
          <ChevronDown aria-hidden className={cn("size-4 shrink-0 text-ink-600 transition-transform", !open && "-rotate-90 rtl:rotate-90")} />
          <span id={`${id}-title`} className="text-base font-bold text-ink-900">
            {title}
          </span>
          <span className="min-w-0 text-sm font-normal text-ink-600">{summary}</span>
        </button>
      </h3>
      <div id={id} role="region" aria-labelledby={`${id}-title`} hidden={!open} className="border-t border-ink-100 p-4 sm:p-5">
        {children}
      </div>
    </section>
  );
}
