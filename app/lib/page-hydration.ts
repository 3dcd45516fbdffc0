import type { SessionUser } from "./session-user";

/**
 * How much script a page runs in the browser (decision 040), said by its
 * route's `handle`:
 * - `"full"` (the default): React hydrates the whole page — assessments,
 *   sign-in, password reset, profile, the dashboard;
 * - `"none"`: the page is HTML and the boot script only — the legal pages,
 *   `/iqader-platform`, articles, the blog listing, the 404 page;
 * - `"islands"`: HTML, the boot script and, once they near the viewport or
 *   are touched, the page's `<Island>`s hydrated by app/islands/entry.tsx —
 *   the home page, `/contact`, `/connect`.
 * A signed-in visitor always gets `"full"`: their pages are never cached, and
 * the header's account menu and the text edit mode need React.
 */
export type PageHydration = "full" | "none" | "islands";

export interface PageHandle {
  /** `false`: the page shows no header, footer or side toggle (e.g. /connect). */
  chrome?: boolean;
  hydrate?: PageHydration;
}

export function pageHydration(matches: readonly { handle?: unknown; params?: Record<string, string | undefined> }[], user: SessionUser | null): PageHydration {
  if (user) return "full";
  // `/anything` matched as the `:lang?` segment: the layout answers 404 (routes/site-layout.tsx), a page like the `*` route's.
  const lang = matches[0]?.params?.lang;
  if (lang !== undefined && lang !== "ar") return "none";
  for (let i = matches.length - 1; i >= 0; i--) {
    const hydrate = (matches[i].handle as PageHandle | undefined)?.hydrate;
    if (hydrate) return hydrate;
  }
  return "full";
}
