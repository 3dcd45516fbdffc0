import type { Request, RequestHandler } from "express";
import type { UserRole } from "#db/schema/enums";
import { roleMay } from "~/lib/roles";
import { AppError } from "~/lib/app-error";
import type { SessionUser } from "~/lib/session-user";

/** 401 unless signed in. */
export const requireUser: RequestHandler = (req, _res, next) => {
  next(req.user ? undefined : new AppError("UNAUTHENTICATED"));
};

/** A route's guard that names the roles it lets in (the authorization matrix test reads `roles`). */
export type RoleGuard = RequestHandler & { readonly roles: readonly UserRole[] };

/**
 * The one guard of the dashboard's API (decision 038): every `/api/admin/*`
 * route declares the roles that may use it, `requireRole("admin")` or
 * `requireRole("admin", "editor")`. 401 when signed out, 403 for any other role.
 */
export function requireRole(...roles: [UserRole, ...UserRole[]]): RoleGuard {
  const guard: RequestHandler = (req, _res, next) => {
    if (!req.user) return next(new AppError("UNAUTHENTICATED"));
    next(roleMay(req.user.role, roles) ? undefined : new AppError("FORBIDDEN"));
  };
  return Object.assign(guard, { roles });
}

/**
 * The signed-in user of a request behind `requireUser` (or `requireRole`). Throws
 * 401 when there is none, so a handler mounted without the guard fails closed.
 */
export function currentUser(req: Request): SessionUser {
  if (!req.user) throw new AppError("UNAUTHENTICATED");
  return req.user;
}

/** The signed-in user of a request if their role is one of `roles`: 401 when signed out, 403 for anyone else (fails closed as `currentUser`). */
export function currentUserIn(req: Request, roles: readonly UserRole[]): SessionUser {
  const user = currentUser(req);
  if (!roleMay(user.role, roles)) throw new AppError("FORBIDDEN");
  return user;
}

/** The signed-in administrator of a request behind `requireRole("admin")`: 401 when signed out, 403 for anyone else. */
export function currentAdmin(req: Request): SessionUser {
  return currentUserIn(req, ["admin"]);
}
