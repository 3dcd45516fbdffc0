import type { Request } from "express";
import type { Database } from "#db/client";
import type { RelyingParty } from "~/features/auth/second-factor/passkey-relying-party";
import { getTranslator } from "~/i18n/server-translator.server";
import type { Config } from "~/lib/config.server";
import { requestLanguage } from "../middleware/request-language";

/**
 * The site as WebAuthn names it (decision 038). On https, the public address:
 * a passkey is bound to the site's host name and only the site's own origin
 * may use it. Over plain http (development, tests) the address the browser
 * used, as the CSRF check allows it. Browsers refuse an IP address as a
 * relying party: passkeys work on a development site opened as localhost,
 * not as 127.0.0.1.
 */
export async function relyingPartyOf(req: Request, db: Database, config: Pick<Config, "PUBLIC_URL">): Promise<RelyingParty> {
  const t = await getTranslator(db, requestLanguage(req));
  const name = t("brand.name");
  const site = new URL(config.PUBLIC_URL);
  const host = req.get("host");
  if (site.protocol === "https:" || !host) return { id: site.hostname, origin: site.origin, name };
  const used = new URL(`http://${host}`);
  return { id: used.hostname, origin: used.origin, name };
}
