import { Router } from "express";
import { createSiteContent } from "~/features/admin/create-site-content.server";
import { listSiteContentItems } from "~/features/admin/list-site-content-items.server";
import { parseListQuery } from "~/features/admin/list-query";
import { createSiteContentSchema, parseSectionFilter, updateSiteContentSchema } from "~/features/admin/site-content.schema";
import { updateSiteContent } from "~/features/admin/update-site-content.server";
import { requireAdmin } from "../middleware/require-role";
import type { ApiDeps } from "./deps";

/** The Site Content tab: list (filter, search, pages), edit one language, add an item. */
export function adminSiteContentRoutes({ db }: ApiDeps): Router {
  const router = Router();

  router.get("/admin/site-content", requireAdmin, async (req, res) => {
    res.json(await listSiteContentItems(db, { ...parseListQuery(req.query), section: parseSectionFilter(req.query.section) }));
  });

  router.post("/admin/site-content", requireAdmin, async (req, res) => {
    const values = createSiteContentSchema.parse(req.body ?? {});
    res.status(201).json({ item: await createSiteContent(db, values) });
  });

  router.put("/admin/site-content/:key", requireAdmin, async (req, res) => {
    const values = updateSiteContentSchema.parse(req.body ?? {});
    res.json({ item: await updateSiteContent(db, String(req.params.key), values) });
  });

  return router;
}
