import { useEffect, useRef } from "react";

/**
 * The step heading's ref: when `position` (the step, the question) changes,
 * focus moves to the new heading, so keyboard and screen-reader users start
 * reading there, and it is scrolled into view. Not on the first render, and
 * not while `enabled` is false (a restored assessment appears where it was
 * left without taking the focus).
 */
export function useHeadingFocus(position: string, enabled = true) {
  const ref = useRef<HTMLHeadingElement>(null);
  const previous = useRef(position);
  useEffect(() => {
    if (previous.current === position) return;
    previous.current = position;
    if (!enabled) return;
    const heading = ref.current;
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView({ block: "nearest" });
  }, [position, enabled]);
  return ref;
}
