/**
 * The site as WebAuthn names it (decision 038): its host name (the relying
 * party's id, which a passkey is bound to), the origin the browser must report,
 * and the name an authenticator may show. The server works it out per request
 * (server/api/passkey-relying-party.ts).
 */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}
