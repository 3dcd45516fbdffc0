import { Router } from "express";
import { parseAuditLogQuery } from "~/features/audit-log/audit-log-query";
import { listAuditLog } from "~/features/audit-log/list-audit-log.server";
import { requireAdmin } from "../middleware/require-role";
import type { ApiDeps } from "./deps";

/** `GET /api/admin/audit-log`. Read only: no route changes or deletes an entry (decision 030). */
export function adminAuditLogRoutes({ db }: ApiDeps): Router {
  const router = Router();

  router.get("/admin/audit-log", requireAdmin, async (req, res) => {
    res.json(await listAuditLog(db, parseAuditLogQuery(req.query)));
  });

  return router;
}
