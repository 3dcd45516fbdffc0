import { Router } from "express";
import { exportContactSubmissions } from "~/features/leads/export-contact-submissions.server";
import { listContactSubmissions } from "~/features/leads/list-contact-submissions.server";
import { parseListQuery } from "~/lib/list-query";
import { requestLanguage } from "../middleware/request-language";
import { requireRole } from "../middleware/require-role";
import { auditContextOf } from "./audit-context";
import type { ApiDeps } from "./deps";

/** `GET /api/contact` (the spec's list, admin only) and its CSV export. */
export function adminContactsRoutes({ db }: ApiDeps): Router {
  const router = Router();

  router.get("/contact", requireRole("admin"), async (req, res) => {
    res.json(await listContactSubmissions(db, parseListQuery(req.query)));
  });

  router.get("/admin/contacts.csv", requireRole("admin"), async (req, res) => {
    const { search } = parseListQuery(req.query);
    // A download link cannot send headers: the page says its language in `?lang`, which requestLanguage reads.
    const lang = requestLanguage(req);
    const { filename, csv } = await exportContactSubmissions(db, { search, lang, audit: auditContextOf(req) });
    res.set({
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
    });
    res.send(csv);
  });

  return router;
}
