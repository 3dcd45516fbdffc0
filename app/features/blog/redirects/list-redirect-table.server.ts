import type { Database } from "#db/client";
import { redirects } from "#db/schema";

export interface RedirectTableRow {
  id: number;
  fromPath: string;
  toPath: string | null;
}

/** Every old address and its answer: what each server instance keeps in memory to answer them before the page cache (server/redirects). */
export async function listRedirectTable(db: Database): Promise<RedirectTableRow[]> {
  return db.select({ id: redirects.id, fromPath: redirects.fromPath, toPath: redirects.toPath }).from(redirects);
}
