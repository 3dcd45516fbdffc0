import { lazy, type ComponentType } from "react";

/**
 * A component whose code loads only when the element with `anchorId` comes
 * near the viewport or is touched. The server renders it in full; in the
 * browser its server HTML stays in place (a dehydrated Suspense boundary)
 * until then, so forms far down a page do not weigh on its first load.
 */
export function lazyWhenVisible<P extends object>(load: () => Promise<ComponentType<P>>, anchorId: string) {
  return lazy(async () => {
    if (typeof window !== "undefined") await whenNear(anchorId);
    return { default: await load() };
  });
}

function whenNear(anchorId: string): Promise<void> {
  return new Promise((resolve) => {
    const element = document.getElementById(anchorId);
    if (!element || typeof IntersectionObserver === "undefined") return resolve();
    const done = () => {
      observer.disconnect();
      element.removeEventListener("focusin", done);
      element.removeEventListener("pointerdown", done);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) done();
    }, { rootMargin: "600px 0px" });
    observer.observe(element);
    element.addEventListener("focusin", done);
    element.addEventListener("pointerdown", done);
  });
}
