import { Router } from "express";
import { siteSections } from "#db/schema";
import { listSiteContent } from "~/features/site-content/list-site-content.server";
import { AppError } from "~/lib/app-error";
import type { ApiDeps } from "./deps";

/** `GET /api/site-content` and `GET /api/site-content/section/:section` → `{ content: [...] }`. */
export function siteContentRoutes({ db }: ApiDeps): Router {
  const router = Router();

  router.get("/site-content", async (_req, res) => {
    res.json({ content: await listSiteContent(db) });
  });

  router.get("/site-content/section/:section", async (req, res) => {
    const section = req.params.section;
    if (!(siteSections as readonly string[]).includes(section)) throw new AppError("NOT_FOUND");
    res.json({ content: await listSiteContent(db, { section }) });
  });

  return router;
}
