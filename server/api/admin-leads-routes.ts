import { Router } from "express";
import { addLeadNote } from "~/features/lead-pipeline/add-lead-note.server";
import { exportLeads } from "~/features/lead-pipeline/export-leads.server";
import { getLead } from "~/features/lead-pipeline/get-lead.server";
import { parseLeadStatsQuery } from "~/features/lead-pipeline/lead-stats";
import { getLeadStats } from "~/features/lead-pipeline/lead-stats.server";
import { parseLeadListQuery } from "~/features/lead-pipeline/lead-list-query";
import { leadNoteSchema, leadPatchSchema } from "~/features/lead-pipeline/lead-patch.schema";
import { listLeads } from "~/features/lead-pipeline/list-leads.server";
import { updateLead } from "~/features/lead-pipeline/update-lead.server";
import { requestLanguage } from "../middleware/request-language";
import { requireRole } from "../middleware/require-role";
import { auditContextOf } from "./audit-context";
import type { ApiDeps } from "./deps";
import { parseIdParam } from "./params";

/** The lead pipeline (issue 14, decision 030): list, one lead with its person's timeline, changes, notes, the CSV export and the chart's monthly counts. */
export function adminLeadsRoutes({ db }: ApiDeps): Router {
  const router = Router();
  const leadId = (value: unknown) => parseIdParam(value, "leadPipelineAdmin.error.notFound");

  router.get("/admin/leads", requireRole("admin"), async (req, res) => {
    res.json(await listLeads(db, parseLeadListQuery(req.query)));
  });

  // Before `/admin/leads/:id`, which would otherwise take "leads.csv" for an id.
  router.get("/admin/leads.csv", requireRole("admin"), async (req, res) => {
    const { page: _page, pageSize: _pageSize, ...query } = parseLeadListQuery(req.query);
    // A download link cannot send headers, so the page says its language in the query (requestLanguage reads ?lang).
    const { filename, csv } = await exportLeads(db, { query, lang: requestLanguage(req), audit: auditContextOf(req) });
    res.set({ "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${filename}"` });
    res.send(csv);
  });

  // The chart: per Riyadh month and source, leads and won leads (before `/admin/leads/:id` too).
  router.get("/admin/leads/stats", requireRole("admin"), async (req, res) => {
    res.json(await getLeadStats(db, parseLeadStatsQuery(req.query)));
  });

  router.get("/admin/leads/:id", requireRole("admin"), async (req, res) => {
    res.json(await getLead(db, leadId(req.params.id), requestLanguage(req)));
  });

  router.patch("/admin/leads/:id", requireRole("admin"), async (req, res) => {
    const id = leadId(req.params.id);
    const patch = leadPatchSchema.parse(req.body ?? {});
    res.json({ lead: await updateLead(db, { id, patch, audit: auditContextOf(req) }) });
  });

  router.post("/admin/leads/:id/notes", requireRole("admin"), async (req, res) => {
    const id = leadId(req.params.id);
    const { body } = leadNoteSchema.parse(req.body ?? {});
    res.status(201).json({ note: await addLeadNote(db, { id, body, lang: requestLanguage(req), audit: auditContextOf(req) }) });
  });

  return router;
}
