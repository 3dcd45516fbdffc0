import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * `html { scroll-behavior: smooth }` (app.css) is for jumps within a page: a
 * click on "#contact" on the home page glides there. Without this, every
 * scroll the router makes would glide too — a new page sliding up from where
 * the last one was left, Back animating through 8,000 px of the home page —
 * and a glide can stop short when anything else scrolls meanwhile. So when
 * the page (path or query) changes, the router's scroll (to the top, to the
 * saved position on Back/Forward, or to the hash) happens at once.
 *
 * Render before `<ScrollRestoration>`: sibling layout effects run in order,
 * so the instant behaviour is set before the router scrolls, and lifted in
 * the effect that follows.
 */
export function InstantPageScroll() {
  const { pathname, search } = useLocation();
  const page = pathname + search;
  const shown = useRef(page);
  const changed = shown.current !== page;

  useLayoutEffect(() => {
    if (!changed) return;
    const html = document.documentElement;
    html.style.scrollBehavior = "auto";
    // Chromium's scrollTo reads the last computed style: compute it now, or the router's scroll still glides.
    void getComputedStyle(html).scrollBehavior;
  }, [page, changed]);

  useEffect(() => {
    if (!changed) return;
    shown.current = page;
    document.documentElement.style.removeProperty("scroll-behavior");
  }, [page, changed]);

  return null;
}
