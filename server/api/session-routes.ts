import { Router } from "express";
import { AppError } from "~/lib/app-error";
import type { ApiDeps } from "./deps";

/** `GET /api/csrf-token` and `GET /api/user`. */
export function sessionRoutes({ csrf }: ApiDeps): Router {
  const router = Router();

  router.get("/csrf-token", (req, res) => {
    res.set("Cache-Control", "no-store");
    res.json({ csrfToken: csrf.issue(req, res) });
  });

  router.get("/user", (req, res) => {
    res.set("Cache-Control", "no-store");
    if (!req.user) throw new AppError("UNAUTHENTICATED");
    res.json(req.user);
  });

  return router;
}
