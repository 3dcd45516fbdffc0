import { Router } from "express";
import { getSecondFactorRequirement } from "~/features/auth/second-factor/get-second-factor-requirement.server";
import { resetSecondFactor } from "~/features/auth/second-factor/reset-second-factor.server";
import { secondFactorRequiredSchema } from "~/features/auth/second-factor/second-factor-setting";
import { setSecondFactorRequired } from "~/features/auth/second-factor/set-second-factor-required.server";
import { currentAdmin, requireRole } from "../middleware/require-role";
import { auditContextOf } from "./audit-context";
import type { ApiDeps } from "./deps";
import { parseIdParam } from "./params";

/**
 * The administrators' side of the second factor (decision 038), on the Users
 * tab: the switch that requires one of every administrator (`GET` and `PUT
 * /api/admin/second-factor-required`), and removing another account's factors
 * (`DELETE /api/admin/users/:userId/second-factor`, audited).
 */
export function adminSecondFactorRoutes({ db, config }: ApiDeps): Router {
  const router = Router();
  const forcedByServer = config.REQUIRE_ADMIN_SECOND_FACTOR;
  router.use("/admin/second-factor-required", requireRole("admin"));

  router.get("/admin/second-factor-required", async (req, res) => {
    res.json(await getSecondFactorRequirement(db, { adminId: currentAdmin(req).id, forcedByServer }));
  });

  router.put("/admin/second-factor-required", async (req, res) => {
    const { required } = secondFactorRequiredSchema.parse(req.body);
    res.json(await setSecondFactorRequired(db, { required, forcedByServer, audit: auditContextOf(req) }));
  });

  router.delete("/admin/users/:userId/second-factor", requireRole("admin"), async (req, res) => {
    const { removed } = await resetSecondFactor(db, { userId: parseIdParam(req.params.userId), audit: auditContextOf(req) });
    res.json({ removed });
  });

  return router;
}
