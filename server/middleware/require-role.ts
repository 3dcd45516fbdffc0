import type { RequestHandler } from "express";
import { AppError } from "~/lib/app-error";

/** 401 unless signed in. */
export const requireUser: RequestHandler = (req, _res, next) => {
  next(req.user ? undefined : new AppError("UNAUTHENTICATED"));
};

/** 401 unless signed in, 403 unless an administrator. */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(new AppError("UNAUTHENTICATED"));
  next(req.user.role === "admin" ? undefined : new AppError("FORBIDDEN"));
};
