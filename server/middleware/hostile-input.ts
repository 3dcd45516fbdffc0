import type { RequestHandler } from "express";
import { AppError } from "~/lib/app-error";

const NUL = "\u0000";

/** Whether a parsed body or query holds a NUL character anywhere (PostgreSQL text cannot store one). */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes(NUL);
  if (depth > 20 || value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes(NUL) || containsNul(item, depth + 1));
}

/** The path as the router will decode it, or null when it cannot be decoded (a bare `%`). */
export function decodedPath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

const badAddress = (path: string, query: unknown): AppError | null => {
  const decoded = decodedPath(path);
  if (decoded === null) return new AppError("BAD_REQUEST");
  if (decoded.includes(NUL) || containsNul(query)) return new AppError("BAD_REQUEST", { message: "api.error.invalidCharacters" });
  return null;
};

/** API: an address that cannot be decoded, or NUL in the path or query, is a 400 before any route sees it. */
export const rejectBadApiAddress: RequestHandler = (req, _res, next) => {
  next(badAddress(req.path, req.query) ?? undefined);
};

/** API: NUL anywhere in a JSON body is a 400 (run after the body is parsed). */
export const rejectNulInBody: RequestHandler = (req, _res, next) => {
  next(containsNul(req.body) ? new AppError("BAD_REQUEST", { message: "api.error.invalidCharacters" }) : undefined);
};

/** Pages: the same addresses get a plain 400 instead of reaching a loader. */
export const rejectBadPageAddress: RequestHandler = (req, res, next) => {
  if (!badAddress(req.path, req.query)) return next();
  res.status(400).type("text/plain; charset=utf-8").set("Cache-Control", "no-store").send("Bad request");
};

/** Embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069): they can make text in the dashboard read as something else. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** Fields kept exactly as typed: a password is a secret, not text anyone reads. */
const VERBATIM_FIELD = /password/i;

/** A copy of a parsed body without bidi controls in any text, except password fields. */
export function withoutBidiControls(value: unknown, key = "", depth = 0): unknown {
  if (typeof value === "string") return VERBATIM_FIELD.test(key) ? value : value.replace(BIDI_CONTROLS, "");
  if (depth > 20 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => withoutBidiControls(item, key, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, item]) => [k, withoutBidiControls(item, k, depth + 1)]));
}

/** API: names, messages and every other text lose bidi controls before any use case sees them (run after the body is parsed). */
export const stripBidiControls: RequestHandler = (req, _res, next) => {
  if (req.body && typeof req.body === "object") req.body = withoutBidiControls(req.body);
  next();
};
