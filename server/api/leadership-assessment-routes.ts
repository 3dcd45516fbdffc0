import { Router } from "express";
import { createLeadershipAssessment } from "~/features/leadership-assessment/create-leadership-assessment.server";
import { createLeadershipReport } from "~/features/leadership-assessment/create-leadership-report.server";
import { exportLeadershipAssessments } from "~/features/leadership-assessment/export-leadership-assessments.server";
import { LEADERSHIP_REPORT_FILENAME } from "~/features/leadership-assessment/leadership-links";
import { listLeadershipAssessments } from "~/features/leadership-assessment/list-leadership-assessments.server";
import { updateLeadershipEmailStatus } from "~/features/leadership-assessment/update-leadership-email-status.server";
import { parseListQuery } from "~/lib/list-query";
import { requestLanguage } from "../middleware/request-language";
import { requireRole } from "../middleware/require-role";
import { auditContextOf } from "./audit-context";
import type { ApiDeps } from "./deps";
import { parseIdParam } from "./params";
import { clientAddress } from "./public-form-request";
import { reportContactOf } from "./report-contact";

/**
 * The stand-alone leadership assessment (spec §7): the public save and PDF,
 * and the admin's list, its CSV export and Mark as Sent.
 */
export function leadershipAssessmentRoutes({ db, config, logger }: ApiDeps): Router {
  // The results e-mail's delivery sets `sentEmail`: server/main.ts gives the outbox worker that hook.
  const router = Router();

  router.post("/leadership-assessment", async (req, res) => {
    const saved = await createLeadershipAssessment({ db, config, logger }, { input: req.body, address: clientAddress(req), language: requestLanguage(req) });
    res.status(201).json(saved);
  });

  router.post("/leadership-assessment/report", async (req, res) => {
    const language = requestLanguage(req);
    // The firm's contact details and its contact partner (decisions 047, 049); without them the PDF names neither.
    const pdf = await createLeadershipReport({ db, config, logger }, { input: req.body, address: clientAddress(req), language, ...(await reportContactOf(db, language)) });
    res.set({
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${LEADERSHIP_REPORT_FILENAME}"`,
      "Content-Length": String(pdf.length),
    });
    res.send(pdf);
  });

  router.put("/leadership-assessment/:id", requireRole("admin"), async (req, res) => {
    const id = parseIdParam(req.params.id);
    res.json({ assessment: await updateLeadershipEmailStatus(db, { id, input: req.body, audit: auditContextOf(req) }) });
  });

  router.get("/admin/leadership-assessments", requireRole("admin"), async (req, res) => {
    res.json(await listLeadershipAssessments(db, parseListQuery(req.query), { mailConfigured: Boolean(config.SMTP_HOST) }));
  });

  router.get("/admin/leadership-assessments.csv", requireRole("admin"), async (req, res) => {
    const { search } = parseListQuery(req.query);
    // A download link cannot send headers: the page says its language in `?lang`, which requestLanguage reads.
    const lang = requestLanguage(req);
    const { filename, csv } = await exportLeadershipAssessments(db, { search, lang, audit: auditContextOf(req) });
    res.set({
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
    });
    res.send(csv);
  });

  return router;
}
