import { Router, type Request, type Response } from "express";
import { loginSchema, registerSchema } from "~/features/auth/auth.schema";
import { createSession } from "~/features/auth/create-session.server";
import { endSession } from "~/features/auth/end-session.server";
import { passwordResetSchema } from "~/features/auth/password-reset.schema";
import { registerAccount } from "~/features/auth/register-account.server";
import { resetPassword } from "~/features/auth/reset-password.server";
import { recordSignIn } from "~/features/audit-log/record-sign-in.server";
import { answerSignInChallenge } from "~/features/auth/second-factor/answer-sign-in-challenge.server";
import { passkeySignInOptions } from "~/features/auth/second-factor/passkey-sign-in-options.server";
import { secondFactorAnswerSchema, type SecondFactorPrompt } from "~/features/auth/second-factor/second-factor";
import { signInWithPassword } from "~/features/auth/sign-in-with-password.server";
import { getTranslator } from "~/i18n/server-translator.server";
import { AppError } from "~/lib/app-error";
import { readDeviceCookie, setDeviceCookie } from "../middleware/device-cookie";
import { clearSessionCookie, setSessionCookie } from "../middleware/session";
import { requestLanguage } from "../middleware/request-language";
import { clearSignInChallengeCookie, readSignInChallengeCookie, setSignInChallengeCookie } from "../middleware/sign-in-challenge-cookie";
import type { ApiDeps } from "./deps";
import { relyingPartyOf } from "./passkey-relying-party";
import { clientAddress } from "./public-form-request";

/**
 * `POST /api/login` (and, for an account with a second factor, its second
 * step `/api/login/second-factor` and the passkey's options
 * `/api/login/second-factor/passkey-options`; decision 038), `/api/register`,
 * `/api/logout` and `/api/password-reset`.
 * (`GET /api/user` is in session-routes.ts.)
 */
export function authRoutes({ db, config }: ApiDeps): Router {
  const router = Router();
  const limits = { idleMinutes: config.SESSION_IDLE_MINUTES, maxAgeHours: config.SESSION_MAX_AGE_HOURS };

  /** The session's cookie, and the device cookie of the browser it was noted as (createSession's `device`). */
  const startSession = (req: Request, res: Response, session: { token: string; deviceToken: string | null }) => {
    setSessionCookie(req, res, config.PUBLIC_URL, session.token, limits.maxAgeHours * 3_600_000);
    if (session.deviceToken) setDeviceCookie(req, res, config.PUBLIC_URL, session.deviceToken);
  };
  /** What createSession notes about the browser signing in (the new-device notice goes in the page's language). */
  const signInDevice = (req: Request) => ({ token: readDeviceCookie(req, config.PUBLIC_URL), lang: requestLanguage(req), publicUrl: config.PUBLIC_URL });

  router.post("/login", async (req, res) => {
    const input = loginSchema.parse(req.body);
    const address = clientAddress(req);
    const signedIn = await signInWithPassword(db, {
      username: input.username,
      password: input.password,
      ip: address,
      userAgent: req.get("user-agent"),
      device: signInDevice(req),
      limits,
      previousSessionId: req.sessionId,
      alert: { notifyEmail: config.NOTIFY_EMAIL, publicUrl: config.PUBLIC_URL },
    }).catch(async (error: unknown) => {
      await recordSignIn(db, { username: input.username, address, error });
      throw error;
    });
    if (signedIn.secondFactor) {
      // The password was right; the session waits for the second step (decision 038).
      setSignInChallengeCookie(req, res, config.PUBLIC_URL, signedIn.secondFactor.token);
      res.json({ secondFactor: { methods: signedIn.secondFactor.methods } } satisfies SecondFactorPrompt);
      return;
    }
    const { user, secondFactor: _none, ...session } = signedIn;
    await recordSignIn(db, { username: input.username, address, user });
    startSession(req, res, session);
    res.json(user);
  });

  router.post("/login/second-factor/passkey-options", async (req, res) => {
    const relyingParty = await relyingPartyOf(req, db, config);
    res.json(await passkeySignInOptions(db, { token: readSignInChallengeCookie(req, config.PUBLIC_URL), relyingParty }));
  });

  router.post("/login/second-factor", async (req, res) => {
    const answer = secondFactorAnswerSchema.parse(req.body);
    const address = clientAddress(req);
    const { user, method: _method, ...session } = await answerSignInChallenge(db, {
      token: readSignInChallengeCookie(req, config.PUBLIC_URL),
      answer,
      relyingParty: await relyingPartyOf(req, db, config),
      ip: address,
      session: { userAgent: req.get("user-agent"), address, device: signInDevice(req), limits },
      previousSessionId: req.sessionId,
    }).catch((error: unknown) => {
      // A challenge that is over leaves nothing for the cookie to name.
      if (error instanceof AppError && error.code === "UNAUTHENTICATED") clearSignInChallengeCookie(req, res, config.PUBLIC_URL);
      throw error;
    });
    await recordSignIn(db, { username: user.username, address, user });
    clearSignInChallengeCookie(req, res, config.PUBLIC_URL);
    startSession(req, res, session);
    res.json(user);
  });

  router.post("/register", async (req, res) => {
    const input = registerSchema.parse(req.body);
    const address = clientAddress(req);
    const user = await registerAccount(db, { username: input.username, password: input.password, ip: address });
    if (req.sessionId) await endSession(db, req.sessionId);
    const session = await createSession(db, { userId: user.id, userAgent: req.get("user-agent"), address, device: signInDevice(req), limits });
    startSession(req, res, session);
    res.status(201).json(user);
  });

  router.post("/logout", async (req, res) => {
    if (req.sessionId) await endSession(db, req.sessionId);
    clearSessionCookie(req, res, config.PUBLIC_URL);
    const t = await getTranslator(db, requestLanguage(req));
    res.json({ message: t("toast.signedOut.body") });
  });

  router.post("/password-reset", async (req, res) => {
    const input = passwordResetSchema.parse(req.body);
    const { userId } = await resetPassword(db, { token: input.token, password: input.password, ip: clientAddress(req) });
    // Every session of the account has ended, this browser's included.
    if (req.user?.id === userId) clearSessionCookie(req, res, config.PUBLIC_URL);
    const t = await getTranslator(db, requestLanguage(req));
    res.json({ message: t("auth.reset.success.title") });
  });

  return router;
}

