import { Router } from "express";
import { getProfile } from "~/features/profile/get-profile.server";
import { profileUpdateSchema } from "~/features/profile/profile.schema";
import { updateProfile } from "~/features/profile/update-profile.server";
import { AppError } from "~/lib/app-error";
import { currentUser, requireUser } from "../middleware/require-role";
import type { ApiDeps } from "./deps";
import { clientAddress } from "./public-form-request";

/** `GET /api/profile` and `PUT /api/profile` for the signed-in user. */
export function profileRoutes({ db }: ApiDeps): Router {
  const router = Router();

  router.get("/profile", requireUser, async (req, res) => {
    const profile = await getProfile(db, currentUser(req).id);
    if (!profile) throw new AppError("UNAUTHENTICATED");
    res.json(profile);
  });

  router.put("/profile", requireUser, async (req, res) => {
    const input = profileUpdateSchema.parse(req.body);
    const { profile } = await updateProfile(db, { userId: currentUser(req).id, sessionId: req.sessionId, input, ip: clientAddress(req) });
    res.json(profile);
  });

  return router;
}
