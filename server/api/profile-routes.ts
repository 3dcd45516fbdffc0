import { Router } from "express";
import { endUserSessions } from "~/features/auth/end-session.server";
import { endOwnSession } from "~/features/auth/end-own-session.server";
import { listActiveSessions } from "~/features/auth/list-active-sessions.server";
import { getProfile } from "~/features/profile/get-profile.server";
import { profileUpdateSchema } from "~/features/profile/profile.schema";
import { updateProfile } from "~/features/profile/update-profile.server";
import { getTranslator } from "~/i18n/server-translator.server";
import { AppError } from "~/lib/app-error";
import { requestLanguage } from "../middleware/request-language";
import { currentUser, requireUser } from "../middleware/require-role";
import type { ApiDeps } from "./deps";
import { clientAddress } from "./public-form-request";

/**
 * `GET /api/profile` and `PUT /api/profile` for the signed-in user, and the
 * account's sessions (decision 038): `GET /api/profile/sessions`,
 * `DELETE /api/profile/sessions/:id` (by public id) and
 * `POST /api/profile/sessions/sign-out-others`.
 */
export function profileRoutes({ db, config }: ApiDeps): Router {
  const router = Router();
  const limits = { idleMinutes: config.SESSION_IDLE_MINUTES, maxAgeHours: config.SESSION_MAX_AGE_HOURS };

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

  router.get("/profile/sessions", requireUser, async (req, res) => {
    res.set("Cache-Control", "no-store");
    res.json({ sessions: await listActiveSessions(db, { userId: currentUser(req).id, currentSessionId: req.sessionId, limits }) });
  });

  router.delete("/profile/sessions/:sessionId", requireUser, async (req, res) => {
    await endOwnSession(db, { userId: currentUser(req).id, publicId: String(req.params.sessionId), currentSessionId: req.sessionId });
    const t = await getTranslator(db, requestLanguage(req));
    res.json({ message: t("profile.sessions.ended") });
  });

  router.post("/profile/sessions/sign-out-others", requireUser, async (req, res) => {
    const ended = await endUserSessions(db, currentUser(req).id, { except: req.sessionId });
    const t = await getTranslator(db, requestLanguage(req));
    res.json({ message: t("profile.sessions.othersEnded"), ended });
  });

  return router;
}
