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
