import { Router, type Request } from "express";
import { assertMyArticle } from "~/features/blog/my-article.server";
import { contentDraftSchema, parseDraftAddress, parseMemberArticleDraftAddress } from "~/features/content-drafts/content-draft.schema";
import { deleteContentDrafts } from "~/features/content-drafts/delete-content-drafts.server";
import { findContentDraft } from "~/features/content-drafts/find-content-draft.server";
import { saveContentDraft } from "~/features/content-drafts/save-content-draft.server";
import { currentUser, requireRole, requireUser } from "../middleware/require-role";
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

/**
 * Autosave of a member's own article form (decision 042): the same working
 * draft, for an article not yet sent (`new`) or one of the member's own sent
 * back for changes; another account's article is a 404, and the firm's
 * drafts are out of reach (their item ids are another set).
 */
export function articleDraftsRoutes({ db }: ApiDeps): Router {
  const router = Router();

  const addressOf = async (req: Request) => {
    const { postId, ...address } = parseMemberArticleDraftAddress(req.params.id);
    const userId = currentUser(req).id;
    if (postId !== null) await assertMyArticle(db, { userId, postId });
    return { ...address, userId };
  };

  router.get("/articles/drafts/:id", requireUser, async (req, res) => {
    res.json({ draft: await findContentDraft(db, await addressOf(req)) });
  });

  router.put("/articles/drafts/:id", requireUser, async (req, res) => {
    const address = await addressOf(req);
    const { values } = contentDraftSchema.parse(req.body ?? {});
    res.json({ draft: await saveContentDraft(db, { ...address, values }) });
  });

  router.delete("/articles/drafts/:id", requireUser, async (req, res) => {
    await deleteContentDrafts(db, await addressOf(req));
    res.status(204).end();
  });

  return router;
}
