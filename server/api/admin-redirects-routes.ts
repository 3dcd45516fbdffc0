import { Router } from "express";
import { createRedirect } from "~/features/blog/redirects/create-redirect.server";
import { deleteRedirect } from "~/features/blog/redirects/delete-redirect.server";
import { listRedirects } from "~/features/blog/redirects/list-redirects.server";
import { redirectSchema } from "~/features/blog/redirects/redirect.schema";
import { updateRedirect } from "~/features/blog/redirects/update-redirect.server";
import { parseListQuery } from "~/lib/list-query";
import { requireRole } from "../middleware/require-role";
import { auditContextOf } from "./audit-context";
import type { ApiDeps } from "./deps";
import { parseIdParam } from "./params";

/**
 * The Redirects tab (decision 043): old addresses, where they send visitors,
 * and how often they are asked for. Editors and administrators, like the
 * posts whose renames and deletions make most of them. Every successful write
 * bumps the public content version, which empties the page caches and makes
 * every instance read its redirect table again (server/redirects).
 */
export function adminRedirectsRoutes({ db }: ApiDeps): Router {
  const router = Router();

  router.get("/admin/redirects", requireRole("admin", "editor"), async (req, res) => {
    res.json(await listRedirects(db, parseListQuery(req.query)));
  });

  router.post("/admin/redirects", requireRole("admin", "editor"), async (req, res) => {
    const values = redirectSchema.parse(req.body ?? {});
    res.status(201).json(await createRedirect(db, values, auditContextOf(req)));
  });

  router.put("/admin/redirects/:id", requireRole("admin", "editor"), async (req, res) => {
    const id = parseIdParam(req.params.id, "redirectsAdmin.error.notFound");
    const values = redirectSchema.parse(req.body ?? {});
    await updateRedirect(db, id, values, auditContextOf(req));
    res.json({ id });
  });

  router.delete("/admin/redirects/:id", requireRole("admin", "editor"), async (req, res) => {
    await deleteRedirect(db, parseIdParam(req.params.id, "redirectsAdmin.error.notFound"), auditContextOf(req));
    res.status(204).end();
  });

  return router;
}
