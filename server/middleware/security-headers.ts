import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";

export interface CspOptions {
  https: boolean;
}

/**
 * The site's Content-Security-Policy with the given script sources beside
 * 'self': the request's nonce for pages rendered per visitor, or the SHA-256
 * hashes of the inline scripts of a page kept in the anonymous page cache
 * (server/page-cache; docs/decisions/020-speed-and-page-cache.md). Never
 * 'unsafe-inline' for scripts.
 */
export function contentSecurityPolicy(scriptSources: string[], options: CspOptions): string {
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...scriptSources]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    // Images come from the site itself (uploads are stored here); no third-party pixel can load.
    ["img-src", ["'self'", "data:"]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
    ["form-action", ["'self'"]],
    ["base-uri", ["'self'"]],
    ["object-src", ["'none'"]],
    ...(options.https ? ([["upgrade-insecure-requests", []]] as [string, string[]][]) : []),
  ];
  return directives.map(([name, values]) => [name, ...values].join(" ")).join("; ");
}

/**
 * A fresh nonce per request for the inline scripts that server rendering
 * emits, and the other security headers. Vite's dev server injects its own
 * inline scripts, so the policy applies to built servers only.
 */
export function securityHeaders(options: CspOptions & { development: boolean }): RequestHandler[] {
  const nonce: RequestHandler = (_req, res, next) => {
    const value = randomBytes(16).toString("base64");
    res.locals.nonce = value;
    if (!options.development) res.setHeader("Content-Security-Policy", contentSecurityPolicy([`'nonce-${value}'`], options));
    next();
  };
  const headers = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  return [nonce, headers];
}
