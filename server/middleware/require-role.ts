import type { Request, RequestHandler } from "express";
import { AppError } from "~/lib/app-error";
import type { SessionUser } from "~/lib/session-user";

/** 401 unless signed in. */
export const requireUser: RequestHandler = (req, _res, next) => {
  next(req.user ? undefined : new AppError("UNAUTHENTICATED"));
};

/** 401 unless signed in, 403 unless an administrator. */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(new AppError("UNAUTHENTICATED"));
  next(req.user.role === "admin" ? undefined : new AppError("FORBIDDEN"));
};

/**
 * The signed-in user of a request behind `requireUser` (or `requireAdmin`). Throws
 * 401 when there is none, so a handler mounted without the guard fails closed.
 */
export function currentUser(req: Request): SessionUser {
  if (!req.user) throw new AppError("UNAUTHENTICATED");
  return req.user;
}

/** The signed-in administrator of a request behind `requireAdmin`: 401 when signed out, 403 for anyone else. */
export function currentAdmin(req: Request): SessionUser {
  const user = currentUser(req);
  if (user.role !== "admin") throw new AppError("FORBIDDEN");
  return user;
}
