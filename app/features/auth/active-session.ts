/**
 * One of the account's live sessions as its holder sees it on /profile
 * (decision 038). `id` is the session's public id, never the stored hash of
 * its cookie; the browser and system are read from the user agent.
 */
export interface ActiveSession {
  id: string;
  browser: string | null;
  system: string | null;
  mobile: boolean;
  /** The address it signed in from (null for sessions older than this list). */
  address: string | null;
  signedInAt: string;
  lastSeenAt: string;
  /** The session of the browser asking. */
  current: boolean;
}
