import type { RequestHandler } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * API writes that never change what a public page shows: signing in and
 * out, visitors' enquiries and assessments, a member's article waiting for
 * review, an image not yet in a post, a reset link, a session ended, an account's second
 * factor and the switch that requires it (decision 038). Every other successful
 * write (posts, reviews, site texts, users and profiles, whose names are
 * bylines) empties the page caches, so a new write endpoint is safe by
 * default. Paths are relative to `/api`.
 */
const NOT_PUBLIC = /^\/(?:login|register|logout|password-reset|contact|hr-assessment|leadership-assessment|articles|admin\/uploads|admin\/pending-posts\/[^/]+\/reject|admin\/users\/[^/]+\/password-reset|profile\/sessions|admin\/users\/[^/]+\/sign-out-everywhere|profile\/second-factor|admin\/second-factor-required|admin\/users\/[^/]+\/second-factor)(?:\/|$)/;

export function changesPublicContent(method: string, path: string): boolean {
  return !SAFE_METHODS.has(method) && !NOT_PUBLIC.test(path);
}

/**
 * Before a successful write's answer leaves, the public content version is
 * bumped: this instance forgets its kept pages at once and the others learn
 * it from the database (server/page-cache/content-version.ts). So the
 * editor's next look at the public page, on any instance, shows the edit.
 */
export function invalidateOnWrite(bump: () => Promise<void>): RequestHandler {
  return (req, res, next) => {
    if (!changesPublicContent(req.method, req.path)) return next();
    const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
    res.end = ((...args: unknown[]) => {
      if (res.statusCode >= 400) return end(...args);
      void bump().finally(() => end(...args));
      return res;
    }) as typeof res.end;
    next();
  };
}
