import { Router } from "express";
import { parseAuditLogQuery } from "~/features/audit-log/audit-log-query";
import { exportAuditLog } from "~/features/audit-log/export-audit-log.server";
import { listAuditLog } from "~/features/audit-log/list-audit-log.server";
import { requestLanguage } from "../middleware/request-language";
import { requireRole } from "../middleware/require-role";
import { auditContextOf } from "./audit-context";
import type { ApiDeps } from "./deps";

/** `GET /api/admin/audit-log` and its CSV. Read only: no route changes or deletes an entry (decision 030). */
export function adminAuditLogRoutes({ db }: ApiDeps): Router {
  const router = Router();

  router.get("/admin/audit-log", requireRole("admin"), async (req, res) => {
    res.json(await listAuditLog(db, parseAuditLogQuery(req.query), requestLanguage(req)));
  });

  // Registered before any `/admin/audit-log/:id`, which would take "audit-log.csv" apart otherwise.
  router.get("/admin/audit-log.csv", requireRole("admin"), async (req, res) => {
    const { page: _page, pageSize: _pageSize, ...query } = parseAuditLogQuery(req.query);
    const pick = (name: string) => (typeof req.query[name] === "string" && req.query[name] !== "" ? String(req.query[name]).trim() : undefined);
    // A download link cannot send headers, so the page says its language in the query (requestLanguage reads ?lang).
    const lang = requestLanguage(req);
    const { filename, csv } = await exportAuditLog(db, {
      query,
      filters: { action: query.action, actor: query.actor, from: pick("from"), to: pick("to") },
      lang,
      audit: auditContextOf(req),
    });
    res.set({ "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${filename}"` });
    res.send(csv);
  });

  return router;
}
