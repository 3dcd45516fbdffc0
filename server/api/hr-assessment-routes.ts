import { Router } from "express";
import { createHrAssessmentSubmission } from "~/features/hr-assessment/create-hr-assessment-submission.server";
import { createHrReport } from "~/features/hr-assessment/create-hr-report.server";
import { findHrBenchmark } from "~/features/hr-assessment/find-hr-benchmark.server";
import { hrBenchmarkQuerySchema } from "~/features/hr-assessment/hr-assessment.schema";
import type { HrBenchmarkBody } from "~/features/hr-assessment/hr-benchmark";
import { exportHrAssessments } from "~/features/hr-assessment/export-hr-assessments.server";
import { HR_REPORT_FILENAME, type CreatedHrAssessmentBody } from "~/features/hr-assessment/hr-assessment-api";
import { listHrAssessments } from "~/features/hr-assessment/list-hr-assessments.server";
import { parseListQuery } from "~/lib/list-query";
import { requestLanguage } from "../middleware/request-language";
import { requireRole } from "../middleware/require-role";
import { auditContextOf } from "./audit-context";
import type { ApiDeps } from "./deps";
import { clientAddress } from "./public-form-request";
import { reportContactOf } from "./report-contact";

/** `POST /api/hr-assessment`, its results PDF and its benchmark (public), `GET /api/admin/hr-assessments` and its CSV export (admin only). */
export function hrAssessmentRoutes({ db, config, logger }: ApiDeps): Router {
  const router = Router();

  router.post("/hr-assessment", async (req, res) => {
    const created = await createHrAssessmentSubmission({ db, config, logger }, { input: req.body, address: clientAddress(req), language: requestLanguage(req) });
    const body: CreatedHrAssessmentBody = { assessment: { id: created.id, createdAt: created.createdAt.toISOString() } };
    res.status(201).json(body);
  });

  router.post("/hr-assessment/report", async (req, res) => {
    const language = requestLanguage(req);
    // The firm's contact details and its contact partner (decisions 047, 049); without them the PDF names neither.
    const pdf = await createHrReport({ db, config, logger }, { input: req.body, address: clientAddress(req), language, ...(await reportContactOf(db, language)) });
    res.set({
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${HR_REPORT_FILENAME}"`,
      "Content-Length": String(pdf.length),
    });
    res.send(pdf);
  });

  // Aggregates only, and nothing below the threshold (decision 049).
  router.get("/hr-assessment/benchmark", async (req, res) => {
    const body: HrBenchmarkBody = { benchmark: await findHrBenchmark(db, hrBenchmarkQuerySchema.parse(req.query)) };
    res.json(body);
  });

  router.get("/admin/hr-assessments", requireRole("admin"), async (req, res) => {
    res.json(await listHrAssessments(db, parseListQuery(req.query)));
  });

  router.get("/admin/hr-assessments.csv", requireRole("admin"), async (req, res) => {
    const { search } = parseListQuery(req.query);
    // A download link cannot send headers: the page says its language in `?lang`, which requestLanguage reads.
    const lang = requestLanguage(req);
    const { filename, csv } = await exportHrAssessments(db, { search, lang, audit: auditContextOf(req) });
    res.set({
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
    });
    res.send(csv);
  });

  return router;
}
