import type { ErrorRequestHandler } from "express";
import { ZodError } from "zod";
import type { Database } from "#db/client";
import { builtInTranslator, getTranslator } from "~/i18n/server-translator.server";
import { AppError, errorCodes, type ApiErrorBody, type FieldErrors } from "~/lib/app-error";
import { catalogs } from "~/message-catalogs";
import { DB_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "#db/errors";
import { loggableError } from "../log-redaction";
import { requestLanguage } from "./request-language";

/** Turns any error into `{ message, code, errors? }` with the right status; never leaks internals. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) {
    const fieldErrors: FieldErrors = {};
    for (const issue of error.issues) {
      const field = issue.path.join(".") || "_";
      fieldErrors[field] ??= issue.message;
    }
    return new AppError("VALIDATION", { fieldErrors });
  }
  const e = error as { type?: string; status?: number };
  if (e?.type === "entity.parse.failed") return new AppError("BAD_JSON");
  if (e?.type === "entity.too.large" || e?.status === 413) return new AppError("PAYLOAD_TOO_LARGE");
  // The body parser's other refusals: a charset or Content-Encoding it cannot read (415), an aborted or miscounted body (400).
  if (e?.status === 415) return new AppError("UNSUPPORTED_MEDIA_TYPE");
  if (typeof e?.status === "number" && e.status >= 400 && e.status < 500) return new AppError("BAD_REQUEST");
  if (isDatabaseUnavailable(error)) return new AppError("DB_UNAVAILABLE", { cause: error, retryAfterSeconds: DB_RETRY_AFTER_SECONDS });
  return new AppError("INTERNAL", { cause: error });
}

/**
 * Messages in the request's one language (decision 027), with the dashboard's
 * wording when `db` is given; an answer about a failure of the server or its
 * database, or a rate limit, uses the built-in texts and does not wait on the
 * database.
 */
export function apiErrorHandler(db?: Database): ErrorRequestHandler {
  return async (error, req, res, next) => {
    const appError = toAppError(error);
    // One log line per failed request: the request log (pino-http) writes it, with this error attached.
    if (appError.status >= 500) res.err = loggableError(error);
    if (res.headersSent) return next(error);
    const lang = requestLanguage(req);
    // A refused flood (429) must not cost a database read per answer either.
    const t = db && appError.status < 500 && appError.code !== "RATE_LIMITED" ? await getTranslator(db, lang) : builtInTranslator(lang);
    if (res.headersSent) return next(error);
    const translate = (text: string) => (text in catalogs.en ? t(text) : text);
    const body: ApiErrorBody = {
      message: translate(appError.customMessage ?? errorCodes[appError.code].messageKey),
      code: appError.code,
    };
    if (appError.fieldErrors) {
      body.errors = Object.fromEntries(Object.entries(appError.fieldErrors).map(([k, v]) => [k, translate(v)]));
    }
    if (appError.retryAfterSeconds) res.set("Retry-After", String(appError.retryAfterSeconds));
    res.status(appError.status).json(body);
  };
}
