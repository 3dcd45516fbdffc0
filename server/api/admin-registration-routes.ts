import { Router } from "express";
import { isRegistrationOpen } from "~/features/auth/is-registration-open.server";
import { registrationSettingSchema } from "~/features/auth/registration-setting";
import { setRegistrationOpen } from "~/features/auth/set-registration-open.server";
import { requireRole } from "../middleware/require-role";
import { auditContextOf } from "./audit-context";
import type { ApiDeps } from "./deps";

/** The public-registration switch on the Users tab (decision 033), administrators only: `GET` and `PUT /api/admin/registration` → `{ open }`. */
export function adminRegistrationRoutes({ db }: ApiDeps): Router {
  const router = Router();
  router.use("/admin/registration", requireRole("admin"));

  router.get("/admin/registration", async (_req, res) => {
    res.json({ open: await isRegistrationOpen(db) });
  });

  router.put("/admin/registration", async (req, res) => {
    const { open } = registrationSettingSchema.parse(req.body);
    res.json(await setRegistrationOpen(db, { open, audit: auditContextOf(req) }));
  });

  return router;
}
