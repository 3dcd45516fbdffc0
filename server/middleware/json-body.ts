import express, { type RequestHandler } from "express";
import { AppError } from "~/lib/app-error";

export const JSON_BODY_LIMIT = "100kb";

/** Refuses a body that is not JSON (415), then parses JSON up to 100 kB (413 beyond). */
export function jsonBody(): RequestHandler[] {
  const requireJson: RequestHandler = (req, _res, next) => {
    const hasBody = Number(req.get("content-length") ?? 0) > 0 || req.get("transfer-encoding") !== undefined;
    if (hasBody && !req.is("application/json")) return next(new AppError("UNSUPPORTED_MEDIA_TYPE"));
    next();
  };
  return [requireJson, express.json({ limit: JSON_BODY_LIMIT, strict: true })];
}
