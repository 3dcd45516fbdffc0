import { Router } from "express";
import { contentDraftSchema, parseDraftAddress } from "~/features/content-drafts/content-draft.schema";
import { deleteContentDrafts } from "~/features/content-drafts/delete-content-drafts.server";
import { findContentDraft } from "~/features/content-drafts/find-content-draft.server";
import { saveContentDraft } from "~/features/content-drafts/save-content-draft.server";
import { currentUser, requireRole } from "../middleware/require-role";
import type { ApiDeps } from "./deps";

/**
 * Autosave of the post and site-text editors (decision 042): the signed-in
 * account's own working draft of an item, read, kept and discarded. Editors
 * and administrators, as for the items themselves.
 */
export function adminDraftsRoutes({ db }: ApiDeps): Router {
  const router = Router();

  router.get("/admin/drafts/:kind/:id", requireRole("admin", "editor"), async (req, res) => {
    const address = parseDraftAddress(req.params.kind, req.params.id);
    res.json({ draft: await findContentDraft(db, { ...address, userId: currentUser(req).id }) });
  });

  router.put("/admin/drafts/:kind/:id", requireRole("admin", "editor"), async (req, res) => {
    const address = parseDraftAddress(req.params.kind, req.params.id);
    const { values } = contentDraftSchema.parse(req.body ?? {});
    res.json({ draft: await saveContentDraft(db, { ...address, userId: currentUser(req).id, values }) });
  });

  router.delete("/admin/drafts/:kind/:id", requireRole("admin", "editor"), async (req, res) => {
    const address = parseDraftAddress(req.params.kind, req.params.id);
    await deleteContentDrafts(db, { ...address, userId: currentUser(req).id });
    res.status(204).end();
  });

  return router;
}
