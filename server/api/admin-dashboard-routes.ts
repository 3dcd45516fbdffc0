import { Router } from "express";
import { getFirmDay } from "~/features/admin/get-firm-day.server";
import { requireRole } from "../middleware/require-role";
import type { ApiDeps } from "./deps";

/** The dashboard frame's own call: the firm's day at the top (decision 034). The summary cards' `/admin/stats` is with the blog's calls. */
export function adminDashboardRoutes({ db }: ApiDeps): Router {
  const router = Router();

  router.get("/admin/day", requireRole("admin"), async (_req, res) => {
    res.json(await getFirmDay(db));
  });

  return router;
}
