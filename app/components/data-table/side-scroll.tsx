import { ArrowLeftRight, ChevronLeft, ChevronRight } from "lucide-react";
import { useRef, type HTMLAttributes, type ReactNode } from "react";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/cn";
import { useScrollEdges } from "./use-scroll-edges";

const edgeShade = "pointer-events-none absolute inset-y-px z-10 transition-opacity duration-200";

/**
 * The shades over a sideways-scrolling box: one on each side where content is
 * hidden, mirrored in Arabic. With `startOffset` (the width of a fixed first
 * column), the start shade is a shadow along that column's edge instead.
 */
export function EdgeShades({
  edges,
  startOffset = 0,
  testId = "scroll-edge",
  tone = "from-white via-white/70",
}: {
  edges: { start: boolean; end: boolean };
  startOffset?: number;
  testId?: string;
  /** The gradient's colours: the background the content scrolls over. */
  tone?: string;
}) {
  return (
    <>
      <div
        aria-hidden
        data-testid={`${testId}-start`}
        data-visible={edges.start}
        style={startOffset > 0 ? { insetInlineStart: startOffset } : undefined}
        className={cn(
          edgeShade,
          "ltr:bg-linear-to-r rtl:bg-linear-to-l",
          startOffset > 0 ? "w-3 from-ink-900/12 via-ink-900/4 to-transparent" : cn("start-px w-10 rounded-s-xl to-transparent", tone),
          edges.start ? "opacity-100" : "opacity-0",
        )}
      />
      <div
        aria-hidden
        data-testid={`${testId}-end`}
        data-visible={edges.end}
        className={cn(edgeShade, "end-px w-10 rounded-e-xl to-transparent ltr:bg-linear-to-l rtl:bg-linear-to-r", tone, edges.end ? "opacity-100" : "opacity-0")}
      />
    </>
  );
}

/**
 * A row of columns wider than the screen (the leads board): while some are
 * hidden, a line above says so, with Back and Forward buttons that scroll by
 * most of a screen, and a fade marks each side where columns are hidden. In
 * Arabic the columns run right to left, and so do the buttons and the fades.
 */
export function SideScroll({ children, hint, back, forward, className, contentKey, ...rest }: {
  children: ReactNode;
  /** The line shown while columns are hidden. */
  hint: string;
  /** The buttons' names (towards the start, towards the end). */
  back: string;
  forward: string;
  className?: string;
  /** Measured again when this changes (the rows shown). */
  contentKey: unknown;
} & Omit<HTMLAttributes<HTMLDivElement>, "children" | "className">) {
  const { dir } = useI18n();
  const scroller = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(scroller, contentKey);
  const scrolls = edges.start || edges.end;
  const scrollBy = (towardsEnd: boolean) => {
    const element = scroller.current;
    if (!element) return;
    const step = Math.max(200, element.clientWidth * 0.8) * (towardsEnd ? 1 : -1) * (dir === "rtl" ? -1 : 1);
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element.scrollBy({ left: step, behavior: reduced ? "auto" : "smooth" });
  };
  const Back = dir === "rtl" ? ChevronRight : ChevronLeft;
  const Forward = dir === "rtl" ? ChevronLeft : ChevronRight;
  const arrow = "inline-flex size-11 items-center justify-center rounded-full border border-ink-100 bg-white text-ink-800 shadow-xs transition-colors hover:border-ink-300 hover:text-ink-950 disabled:opacity-40";
  return (
    <div className={cn("relative", className)}>
      {scrolls && (
        <div className="mb-2 flex items-center gap-2" data-testid="side-scroll-hint">
          <p className="flex min-w-0 flex-1 items-center gap-1.5 text-xs font-medium text-ink-600">
            <ArrowLeftRight aria-hidden className="size-3.5 shrink-0 text-sand-700" />
            {hint}
          </p>
          <button type="button" className={arrow} aria-label={back} title={back} disabled={!edges.start} onClick={() => scrollBy(false)}>
            <Back aria-hidden className="size-5" />
          </button>
          <button type="button" className={arrow} aria-label={forward} title={forward} disabled={!edges.end} onClick={() => scrollBy(true)}>
            <Forward aria-hidden className="size-5" />
          </button>
        </div>
      )}
      <div className="relative">
        {/* The fade in the dashboard page's colour (ink-50 at 40% over white), which the board's columns scroll over. */}
        <EdgeShades edges={edges} tone="from-[color-mix(in_oklab,var(--color-ink-50)_40%,white)] via-[color-mix(in_oklab,color-mix(in_oklab,var(--color-ink-50)_40%,white)_70%,transparent)]" />
        {/* `relative`: screen-reader-only text inside is absolutely positioned and must scroll with the row instead of widening the page. */}
        <div ref={scroller} className="relative overflow-x-auto pb-2" {...rest}>
          {children}
        </div>
      </div>
    </div>
  );
}
