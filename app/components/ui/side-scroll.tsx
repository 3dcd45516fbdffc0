import { ArrowLeftRight, ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type HTMLAttributes, type ReactNode, type RefObject } from "react";
import { cn } from "~/lib/cn";
import { revealOffset } from "./reveal-in-row";

/** The fades' colours: the background the row scrolls over. */
const tones = {
  /** A white box: a table's frame. */
  white: "from-white via-white/70",
  /** The dashboard page's own colour (ink-50 at 40 % over white): the board's columns, the phone's row of tabs. */
  page: "from-[color-mix(in_oklab,var(--color-ink-50)_40%,white)] via-[color-mix(in_oklab,color-mix(in_oklab,var(--color-ink-50)_40%,white)_70%,transparent)]",
} as const;

/** Kept clear at each edge when an item is brought into view: the edge buttons' width, wider than a fade. */
const EDGE = 48;

export interface SideScrollProps extends Omit<HTMLAttributes<HTMLDivElement>, "children" | "className"> {
  children: ReactNode;
  /** The Back and Forward buttons' names: towards the start and towards the end of the reading direction. */
  back: string;
  forward: string;
  /**
   * The line above the row while part of it is hidden, with the Back and
   * Forward buttons beside it. Without it (a phone's row of tabs, where a
   * line would cost height), the buttons stand at the row's edges instead,
   * over the fades, for pointer and touch only: the row's own items are
   * reached by keyboard and screen readers, and bring themselves into view.
   */
  hint?: string;
  /** Measured again, and `reveal` applied again, when this changes (the rows shown, the tab selected). */
  contentKey: unknown;
  /**
   * What to bring into view: `"end"` (the newest months of a chart), or a
   * selector inside the row (the selected tab), kept clear of the edges.
   */
  reveal?: string;
  tone?: keyof typeof tones;
  /** The width of a column fixed at the start edge (a table's name column): the start fade is a shadow along it instead. */
  startOffset?: number;
  /**
   * For a row with nothing to focus inside (a chart): while it scrolls, the
   * row itself is a tab stop with this name, so the keyboard's arrows scroll it.
   */
  focusName?: string;
  className?: string;
  /** Classes of the scrolling box itself (a frame, room for the scroll bar). */
  scrollerClassName?: string;
}

/**
 * The one way to say that something scrolls sideways (decision 035): a
 * table, the leads board and chart, a phone's row of tabs. While part of it
 * is hidden, a fade marks each side where it is, and Back and Forward buttons
 * (44 px, scrolling by most of the row) show the rest, either in a line above
 * that says so (`hint`) or at the edges. In Arabic the row runs right to
 * left, and so do the fades and the buttons. `reveal` brings an item into
 * view when the row appears or changes.
 */
export function SideScroll({ children, back, forward, hint, contentKey, reveal, tone = "white", startOffset = 0, focusName, className, scrollerClassName, ...rest }: SideScrollProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(scroller, contentKey);
  const scrolls = edges.start || edges.end;
  useReveal(scroller, reveal, contentKey);

  const scrollBy = (towardsEnd: boolean) => {
    const element = scroller.current;
    if (!element) return;
    const rtl = getComputedStyle(element).direction === "rtl";
    const step = Math.max(200, element.clientWidth * 0.8) * (towardsEnd ? 1 : -1) * (rtl ? -1 : 1);
    element.scrollBy({ left: step, behavior: smoothUnlessReduced() });
  };

  const buttons = (placement: "line" | "edges") =>
    (["start", "end"] as const).map((side) => {
      const towardsEnd = side === "end";
      const name = towardsEnd ? forward : back;
      const Icon = towardsEnd ? Forward : Back;
      if (placement === "line") {
        return (
          <button key={side} type="button" className={cn(roundButton, "size-11")} aria-label={name} title={name} disabled={!edges[side]} onClick={() => scrollBy(towardsEnd)}>
            <Icon aria-hidden className="size-5" />
          </button>
        );
      }
      return (
        <button
          key={side}
          type="button"
          aria-hidden
          tabIndex={-1}
          title={name}
          data-testid={`scroll-button-${side}`}
          onClick={() => scrollBy(towardsEnd)}
          className={cn(
            "group/edge absolute inset-y-0 z-20 flex w-11 items-center transition-opacity duration-200",
            towardsEnd ? "end-0 justify-end" : "start-0 justify-start",
            edges[side] ? "opacity-100" : "pointer-events-none opacity-0",
          )}
        >
          <span className={cn(roundButton, "size-8")}>
            <Icon aria-hidden className="size-4" />
          </span>
        </button>
      );
    });

  return (
    <div className={cn("relative", className)} data-testid="side-scroll">
      {hint && scrolls && (
        <div className="mb-2 flex items-center gap-2" data-testid="side-scroll-hint">
          <p className="flex min-w-0 flex-1 items-center gap-1.5 text-xs font-medium text-ink-600">
            <ArrowLeftRight aria-hidden className="size-3.5 shrink-0 text-sand-700" />
            {hint}
          </p>
          {buttons("line")}
        </div>
      )}
      <div className="relative">
        <EdgeShades edges={edges} startOffset={startOffset} tone={tones[tone]} wide={!hint} />
        {!hint && buttons("edges")}
        {/* `relative`: screen-reader-only text inside is absolutely positioned and must scroll with the row instead of widening the page. */}
        <div
          ref={scroller}
          className={cn("relative overflow-x-auto", focusName && "rounded-md focus-visible:outline-2 focus-visible:outline-sand-600", scrollerClassName)}
          data-scrolls={scrolls || undefined}
          {...(focusName && scrolls ? { tabIndex: 0, role: "group", "aria-label": focusName } : {})}
          {...rest}
        >
          {children}
        </div>
      </div>
    </div>
  );
}

const roundButton =
  "inline-flex shrink-0 items-center justify-center rounded-full border border-ink-100 bg-white text-ink-800 shadow-xs transition-colors hover:border-ink-500 hover:text-ink-950 group-hover/edge:border-ink-500 group-hover/edge:text-ink-950 disabled:opacity-40";

/** Towards the start of the reading direction: left in English, right in Arabic. */
function Back({ className }: { className?: string }) {
  return <ChevronLeft aria-hidden className={cn(className, "rtl:-scale-x-100")} />;
}

function Forward({ className }: { className?: string }) {
  return <ChevronRight aria-hidden className={cn(className, "rtl:-scale-x-100")} />;
}

function smoothUnlessReduced(): ScrollBehavior {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

const edgeShade = "pointer-events-none absolute inset-y-px z-10 transition-opacity duration-200";

/**
 * The shades over the row: one on each side where content is hidden. With
 * `startOffset` (the width of a fixed first column), the start shade is a
 * shadow along that column's edge instead; `wide` under the edge buttons.
 */
function EdgeShades({ edges, startOffset, tone, wide }: { edges: { start: boolean; end: boolean }; startOffset: number; tone: string; wide: boolean }) {
  const width = wide ? "w-16" : "w-10";
  return (
    <>
      <div
        aria-hidden
        data-testid="scroll-edge-start"
        data-visible={edges.start}
        style={startOffset > 0 ? { insetInlineStart: startOffset } : undefined}
        className={cn(
          edgeShade,
          "ltr:bg-linear-to-r rtl:bg-linear-to-l",
          startOffset > 0 ? "w-3 from-ink-900/12 via-ink-900/4 to-transparent" : cn("start-px rounded-s-xl to-transparent", width, tone),
          edges.start ? "opacity-100" : "opacity-0",
        )}
      />
      <div
        aria-hidden
        data-testid="scroll-edge-end"
        data-visible={edges.end}
        className={cn(edgeShade, "end-px rounded-e-xl to-transparent ltr:bg-linear-to-l rtl:bg-linear-to-r", width, tone, edges.end ? "opacity-100" : "opacity-0")}
      />
    </>
  );
}

/**
 * Which ends of the row hide content: `start` once it has been scrolled,
 * `end` while more lies beyond. Works in both directions (a right-to-left
 * box scrolls to negative `scrollLeft`).
 */
function useScrollEdges(ref: RefObject<HTMLElement | null>, contentKey: unknown): { start: boolean; end: boolean } {
  const [edges, setEdges] = useState({ start: false, end: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const hidden = element.scrollWidth - element.clientWidth;
      const scrolled = Math.abs(element.scrollLeft);
      const next = { start: hidden > 1 && scrolled > 1, end: hidden > 1 && scrolled < hidden - 1 };
      setEdges((current) => (current.start === next.start && current.end === next.end ? current : next));
    };
    measure();
    element.addEventListener("scroll", measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => {
      element.removeEventListener("scroll", measure);
      observer.disconnect();
    };
  }, [ref, contentKey]);
  return edges;
}

/**
 * Brings `reveal` into view before the first paint and whenever `contentKey`
 * changes (smoothly then, unless the reader asked for less motion); a
 * selected item also when the row's size changes (the page's fonts arrive, a
 * group of tabs is shown), if it is out of view.
 */
function useReveal(ref: RefObject<HTMLElement | null>, reveal: string | undefined, contentKey: unknown): void {
  const shown = useRef(false);
  const bringIntoView = useCallback(
    (behavior: ScrollBehavior) => {
      const element = ref.current;
      if (!element || !reveal) return;
      const hidden = element.scrollWidth - element.clientWidth;
      if (hidden <= 1) return;
      const rtl = getComputedStyle(element).direction === "rtl";
      if (reveal === "end") {
        element.scrollLeft = rtl ? -hidden : hidden;
        return;
      }
      const item = element.querySelector(reveal);
      if (!item) return;
      const offset = revealOffset(element.getBoundingClientRect(), item.getBoundingClientRect(), EDGE, rtl);
      if (Math.abs(offset) > 0.5) element.scrollBy({ left: offset, behavior });
    },
    [ref, reveal],
  );

  useLayoutEffect(() => {
    bringIntoView(shown.current ? smoothUnlessReduced() : "auto");
    shown.current = true;
  }, [bringIntoView, contentKey]);

  useEffect(() => {
    const element = ref.current;
    if (!element || !reveal || reveal === "end") return;
    const observer = new ResizeObserver(() => bringIntoView("auto"));
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref, reveal, bringIntoView]);
}
