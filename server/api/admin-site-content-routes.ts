import { Router } from "express";
import { createSiteContent } from "~/features/site-content/create-site-content.server";
import { listSiteContentItems } from "~/features/site-content/list-site-content-items.server";
import { listSiteTexts } from "~/features/site-content/list-site-texts.server";
import { createSiteContentSchema, parseSectionFilter, updateSiteContentSchema } from "~/features/site-content/site-content.schema";
import { markSiteTextReviewed } from "~/features/site-content/mark-site-text-reviewed.server";
import { compareSiteTextRevisions, listSiteTextRevisions, restoreSiteTextRevision } from "~/features/site-content/site-text-revisions.server";
import { updateSiteContent } from "~/features/site-content/update-site-content.server";
import { AppError } from "~/lib/app-error";
import { parseListQuery } from "~/lib/list-query";
import { requireRole } from "../middleware/require-role";
import { auditContextOf } from "./audit-context";
import type { ApiDeps } from "./deps";
import { parseIdParam } from "./params";

/** The Site Content tab: list (filter, search, pages), edit one language, add an item; the public pages' edit mode: every text (decision 037). */
export function adminSiteContentRoutes({ db }: ApiDeps): Router {
  const router = Router();

  router.get("/admin/site-content", requireRole("admin", "editor"), async (req, res) => {
    const translationToUpdate = req.query.translation === "update";
    res.json(await listSiteContentItems(db, { ...parseListQuery(req.query), section: parseSectionFilter(req.query.section), translationToUpdate }));
  });

  router.get("/admin/site-content/texts", requireRole("admin", "editor"), async (_req, res) => {
    res.json({ content: await listSiteTexts(db) });
  });

  router.post("/admin/site-content", requireRole("admin", "editor"), async (req, res) => {
    const values = createSiteContentSchema.parse(req.body ?? {});
    res.status(201).json({ item: await createSiteContent(db, values, auditContextOf(req)) });
  });

  router.put("/admin/site-content/:key", requireRole("admin", "editor"), async (req, res) => {
    const values = updateSiteContentSchema.parse(req.body ?? {});
    res.json({ item: await updateSiteContent(db, String(req.params.key), values, auditContextOf(req)) });
  });

  // A text's history (decision 042): its revisions, a comparison of two, a restore.
  router.get("/admin/site-content/:key/revisions", requireRole("admin", "editor"), async (req, res) => {
    res.json(await listSiteTextRevisions(db, String(req.params.key)));
  });

  router.get("/admin/site-content/:key/revisions/compare", requireRole("admin", "editor"), async (req, res) => {
    const from = parseIdParam(req.query.from);
    const to = parseIdParam(req.query.to);
    res.json(await compareSiteTextRevisions(db, { key: String(req.params.key), from, to }));
  });

  router.post("/admin/site-content/:key/revisions/:number/restore", requireRole("admin", "editor"), async (req, res) => {
    const revision = parseIdParam(req.params.number);
    res.json({ item: await restoreSiteTextRevision(db, { key: String(req.params.key), revision, audit: auditContextOf(req) }) });
  });

  // "Mark as up to date" (decision 042): the language reviewed against the other's latest change.
  router.post("/admin/site-content/:key/translation/:language/reviewed", requireRole("admin", "editor"), async (req, res) => {
    const language = req.params.language;
    if (language !== "en" && language !== "ar") throw new AppError("NOT_FOUND");
    res.json({ item: await markSiteTextReviewed(db, { key: String(req.params.key), language, audit: auditContextOf(req) }) });
  });

  return router;
}
