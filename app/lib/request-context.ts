import { createContext } from "react-router";
import type { Logger } from "pino";
import type { Database } from "#db/client";
import type { Config } from "#server/config";
import type { SessionUser } from "~/features/auth/session-user";

/** What the Express server hands to every loader and action. */
export interface RequestContext {
  db: Database;
  config: Config;
  logger: Logger;
  user: SessionUser | null;
  nonce: string;
}

export const requestContext = createContext<RequestContext>();
