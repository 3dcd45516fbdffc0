import { Router } from "express";
import { getPrivacyNoticeAdmin } from "~/features/legal/get-privacy-notice-admin.server";
import { publishPrivacyNoticeSchema } from "~/features/legal/privacy-notice.schema";
import { publishPrivacyNotice } from "~/features/legal/publish-privacy-notice.server";
import { currentAdmin, requireRole } from "../middleware/require-role";
import type { ApiDeps } from "./deps";
import { clientAddress } from "./public-form-request";

/**
 * The privacy notice's versions (issue 14 item 8, decision 032): the version
 * in force with its text and the list of versions; publishing a new one
 * (audited; a successful write empties the page caches, invalidate-on-write.ts).
 */
export function adminPrivacyNoticeRoutes({ db }: ApiDeps): Router {
  const router = Router();

  router.get("/admin/privacy-notice", requireRole("admin"), async (_req, res) => {
    res.json(await getPrivacyNoticeAdmin(db));
  });

  router.post("/admin/privacy-notice", requireRole("admin"), async (req, res) => {
    const input = publishPrivacyNoticeSchema.parse(req.body ?? {});
    res.status(201).json(await publishPrivacyNotice(db, { input, actor: currentAdmin(req), address: clientAddress(req) }));
  });

  return router;
}
