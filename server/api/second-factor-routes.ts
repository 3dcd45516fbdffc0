import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import { Router, type Request } from "express";
import { addPasskey } from "~/features/auth/second-factor/add-passkey.server";
import { confirmTotp } from "~/features/auth/second-factor/confirm-totp.server";
import { getSecondFactorStatus } from "~/features/auth/second-factor/get-second-factor-status.server";
import { makeRecoveryCodes } from "~/features/auth/second-factor/make-recovery-codes.server";
import { passkeyRegistrationOptions } from "~/features/auth/second-factor/passkey-registration-options.server";
import { removePasskey } from "~/features/auth/second-factor/remove-passkey.server";
import { addPasskeySchema, passwordConfirmationSchema, totpCodeSchema, type SecondFactorChange } from "~/features/auth/second-factor/second-factor";
import { startTotpSetUp } from "~/features/auth/second-factor/start-totp-set-up.server";
import { turnOffTotp } from "~/features/auth/second-factor/turn-off-totp.server";
import { getTranslator } from "~/i18n/server-translator.server";
import { AppError } from "~/lib/app-error";
import { requestLanguage } from "../middleware/request-language";
import { currentUser, requireUser } from "../middleware/require-role";
import type { ApiDeps } from "./deps";
import { relyingPartyOf } from "./passkey-relying-party";
import { clientAddress } from "./public-form-request";

/**
 * The profile's "Sign-in security" section (decision 038), for the signed-in
 * account: `GET /api/profile/second-factor`; the authenticator app's set-up
 * (`POST …/totp`), confirmation (`POST …/totp/confirm`) and removal
 * (`DELETE …/totp`, with the password); new recovery codes (`POST
 * …/recovery-codes`); passkeys' creation options (`POST …/passkeys/options`),
 * adding (`POST …/passkeys`) and removal (`DELETE …/passkeys/:id`, with the
 * password). Changes answer the new status, and recovery codes when they were
 * made (shown once).
 */
export function secondFactorRoutes({ db, config }: ApiDeps): Router {
  const router = Router();
  router.use("/profile/second-factor", requireUser);
  const forcedByServer = config.REQUIRE_ADMIN_SECOND_FACTOR;

  const statusOf = (req: Request) => getSecondFactorStatus(db, { user: currentUser(req), forcedByServer });
  const changed = async (req: Request, recoveryCodes?: string[]): Promise<SecondFactorChange> => ({ status: await statusOf(req), ...(recoveryCodes ? { recoveryCodes } : {}) });
  const sessionOf = (req: Request): string => {
    if (!req.sessionId) throw new AppError("UNAUTHENTICATED");
    return req.sessionId;
  };

  router.get("/profile/second-factor", async (req, res) => {
    res.json(await statusOf(req));
  });

  router.post("/profile/second-factor/totp", async (req, res) => {
    const t = await getTranslator(db, requestLanguage(req));
    res.json(await startTotpSetUp(db, { user: currentUser(req), issuer: t("brand.name") }));
  });

  router.post("/profile/second-factor/totp/confirm", async (req, res) => {
    const { code } = totpCodeSchema.parse(req.body);
    const { recoveryCodes } = await confirmTotp(db, { user: currentUser(req), code, address: clientAddress(req) });
    res.json(await changed(req, recoveryCodes));
  });

  router.delete("/profile/second-factor/totp", async (req, res) => {
    const { password } = passwordConfirmationSchema.parse(req.body);
    await turnOffTotp(db, { user: currentUser(req), password, address: clientAddress(req) });
    res.json(await changed(req));
  });

  router.post("/profile/second-factor/recovery-codes", async (req, res) => {
    const codes = await makeRecoveryCodes(db, { user: currentUser(req), address: clientAddress(req) });
    res.json(await changed(req, codes));
  });

  router.post("/profile/second-factor/passkeys/options", async (req, res) => {
    const relyingParty = await relyingPartyOf(req, db, config);
    res.json(await passkeyRegistrationOptions(db, { user: currentUser(req), sessionId: sessionOf(req), relyingParty }));
  });

  router.post("/profile/second-factor/passkeys", async (req, res) => {
    const { name, response } = addPasskeySchema.parse(req.body);
    const relyingParty = await relyingPartyOf(req, db, config);
    const { recoveryCodes } = await addPasskey(db, {
      user: currentUser(req),
      sessionId: sessionOf(req),
      name,
      response: response as unknown as RegistrationResponseJSON,
      relyingParty,
      address: clientAddress(req),
    });
    res.status(201).json(await changed(req, recoveryCodes));
  });

  router.delete("/profile/second-factor/passkeys/:passkeyId", async (req, res) => {
    const { password } = passwordConfirmationSchema.parse(req.body);
    await removePasskey(db, { user: currentUser(req), passkeyId: String(req.params.passkeyId), password, address: clientAddress(req) });
    res.json(await changed(req));
  });

  return router;
}
