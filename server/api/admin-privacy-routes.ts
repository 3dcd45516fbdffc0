import { Router } from "express";
import { erasePerson } from "~/features/privacy/erase-person.server";
import { exportPersonalData } from "~/features/privacy/export-personal-data.server";
import { nextDailyRunAt } from "~/features/privacy/next-run-at";
import { previewRetention } from "~/features/privacy/preview-retention.server";
import { privacyEmailSchema } from "~/features/privacy/privacy-request.schema";
import { requireRole } from "../middleware/require-role";
import { auditContextOf } from "./audit-context";
import type { ApiDeps } from "./deps";

/** How many of the leads the next retention run takes the dashboard lists. */
const RETENTION_PREVIEW_LIMIT = 20;

/** Data-subject requests and retention (issue 14 items 9 and 10, decision 030 "What erasure keeps"). */
export function adminPrivacyRoutes({ db, config }: ApiDeps): Router {
  const router = Router();

  router.get("/admin/privacy/export", requireRole("admin"), async (req, res) => {
    const { email } = privacyEmailSchema.parse({ email: req.query.email });
    const download = req.query.download === "1";
    const data = await exportPersonalData(db, { email, download, audit: auditContextOf(req) });
    res.set("Cache-Control", "no-store");
    if (download) {
      const day = data.exportedAt.slice(0, 10);
      res.set("Content-Disposition", `attachment; filename="personal-data-${data.person ? `${data.person.id}-` : ""}${day}.json"`);
      res.type("application/json").send(JSON.stringify(data, null, 2));
      return;
    }
    res.json(data);
  });

  router.post("/admin/privacy/erase", requireRole("admin"), async (req, res) => {
    const { email } = privacyEmailSchema.parse(req.body ?? {});
    res.json(await erasePerson(db, { email, audit: auditContextOf(req) }));
  });

  router.get("/admin/privacy/retention", requireRole("admin"), async (_req, res) => {
    const now = new Date();
    const months = config.LEAD_RETENTION_MONTHS;
    const preview = await previewRetention(db, { now, months, limit: RETENTION_PREVIEW_LIMIT });
    res.json({ months, nextRunAt: nextDailyRunAt(now, config.LEAD_DIGEST_HOUR).toISOString(), ...preview });
  });

  return router;
}
