import { Router } from "express";
import { parseListQuery } from "~/features/admin/list-query";
import { createLeadershipAssessment } from "~/features/leadership-assessment/create-leadership-assessment.server";
import { createLeadershipReport } from "~/features/leadership-assessment/create-leadership-report.server";
import { LEADERSHIP_REPORT_FILENAME } from "~/features/leadership-assessment/leadership-links";
import { registerLeadershipDeliveryHook } from "~/features/leadership-assessment/leadership-delivery-hook.server";
import { listLeadershipAssessments } from "~/features/leadership-assessment/list-leadership-assessments.server";
import { updateLeadershipEmailStatus } from "~/features/leadership-assessment/update-leadership-email-status.server";
import { AppError } from "~/lib/app-error";
import { requireAdmin } from "../middleware/require-role";
import { requestLanguage } from "../middleware/request-language";
import type { ApiDeps } from "./deps";
import { adoptBodyLanguage, clientAddress } from "./public-form-request";

/**
 * The stand-alone leadership assessment (spec §7): the public save and PDF,
 * and the admin's list and Mark as Sent.
 */
export function leadershipAssessmentRoutes({ db, config, logger }: ApiDeps): Router {
  // The results e-mail's delivery sets `sentEmail`; the outbox worker started at boot runs the hook.
  registerLeadershipDeliveryHook();
  const router = Router();

  router.post("/leadership-assessment", async (req, res) => {
    adoptBodyLanguage(req);
    const assessment = await createLeadershipAssessment({ db, config, logger }, { input: req.body, address: clientAddress(req), language: requestLanguage(req) });
    res.status(201).json({ assessment });
  });

  router.post("/leadership-assessment/report", async (req, res) => {
    adoptBodyLanguage(req);
    const pdf = await createLeadershipReport({ db, config, logger }, { input: req.body, address: clientAddress(req), language: requestLanguage(req) });
    res.set({
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${LEADERSHIP_REPORT_FILENAME}"`,
      "Content-Length": String(pdf.length),
    });
    res.send(pdf);
  });

  router.put("/leadership-assessment/:id", requireAdmin, async (req, res) => {
    const id = /^\d{1,9}$/.test(String(req.params.id)) ? Number(req.params.id) : NaN;
    if (!Number.isSafeInteger(id) || id <= 0) throw new AppError("NOT_FOUND");
    res.json({ assessment: await updateLeadershipEmailStatus(db, { id, input: req.body }) });
  });

  router.get("/admin/leadership-assessments", requireAdmin, async (req, res) => {
    res.json(await listLeadershipAssessments(db, parseListQuery(req.query)));
  });

  return router;
}
