import type { Logger } from "pino";
import type { Database } from "#db/client";
import type { Config } from "#server/config";

export interface OutboxWorker {
  stop(): Promise<void>;
}

/** Delivers queued e-mails in the background (filled in with issue 3's lead notifications). */
export function startOutboxWorker(_options: { db: Database; config: Config; logger: Logger }): OutboxWorker {
  return { stop: async () => {} };
}
