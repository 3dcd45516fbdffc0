import type { Logger } from "pino";
import type { Database } from "#db/client";
import type { Config } from "~/lib/config.server";
import type { createCsrf } from "../middleware/csrf";

/** What every API router is built from. */
export interface ApiDeps {
  db: Database;
  config: Config;
  logger: Logger;
  /** Signs CSRF, form and preview-link tokens; the same on every instance. */
  signingSecret: string;
  csrf: ReturnType<typeof createCsrf>;
}
