import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";

/**
 * A fresh nonce per request for the inline scripts that server rendering
 * emits; no 'unsafe-inline' for scripts.
 */
export function securityHeaders(options: { https: boolean; development: boolean }): RequestHandler[] {
  const nonce: RequestHandler = (_req, res, next) => {
    res.locals.nonce = randomBytes(16).toString("base64");
    next();
  };
  const headers = helmet({
    // Vite's dev server injects its own inline scripts; the policy applies to built servers.
    contentSecurityPolicy: options.development ? false : {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": [
          "'self'",
          (_req, res) => `'nonce-${(res as unknown as { locals: { nonce: string } }).locals.nonce}'`,
        ],
        "style-src": ["'self'", "'unsafe-inline'"],
        // Images come from the site itself (uploads are stored here); no third-party pixel can load.
        "img-src": ["'self'", "data:"],
        "font-src": ["'self'"],
        "connect-src": ["'self'"],
        "frame-ancestors": ["'none'"],
        "form-action": ["'self'"],
        "base-uri": ["'self'"],
        "object-src": ["'none'"],
        ...(options.https ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  return [nonce, headers];
}
