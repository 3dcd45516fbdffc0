import { createContext } from "react-router";
import type { Logger } from "pino";
import type { Database } from "#db/client";
import type { Lang } from "~/i18n/locales";
import type { Config } from "~/lib/config.server";
import type { SessionUser } from "~/lib/session-user";
import type { PublicDataMemo } from "./public-data-memo";

/** What the Express server hands to every loader and action. */
export interface RequestContext {
  db: Database;
  config: Config;
  logger: Logger;
  user: SessionUser | null;
  /** The SHA-256 of the session cookie's token when signed in (which of the account's sessions is this browser's). */
  sessionId?: string | null;
  nonce: string;
  /** Signs CSRF and form tokens; the same on every instance (kept in the database). */
  signingSecret: string;
  /** Site texts and published posts, read once per change of public content. */
  publicData: PublicDataMemo;
  /** The visitor's address for rate limits (behind a proxy only when TRUST_PROXY says so). */
  clientAddress: string;
  /**
   * The page's language, decided once per request by the `:lang?` layout's
   * middleware (routes/site-layout.tsx, decision 027); loaders read it here
   * instead of deciding again. English until then (the routes outside the
   * layout are the sitemap, robots.txt and uploads).
   */
  lang: Lang;
}

export const requestContext = createContext<RequestContext>();
