import { useEffect, useState, type RefObject } from "react";

/**
 * Which ends of a sideways-scrolling box hide content: `start` once it has
 * been scrolled, `end` while more columns lie beyond. Works in both
 * directions (a right-to-left box scrolls to negative `scrollLeft`).
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>, contentKey: unknown): { start: boolean; end: boolean } {
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
