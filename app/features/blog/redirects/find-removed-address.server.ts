import { and, eq, isNull } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "#db/client";
import { redirects } from "#db/schema";
import { lookupAddress } from "./redirect-path";

/**
 * The status of a page that found nothing to show (decision 043): 410 when
 * its address was removed on purpose (a deleted article, or a 410 set in the
 * Redirects tab), which the layout shows as the "removed" page; otherwise
 * 404. Without the database the answer is the 404 it always was.
 */
export async function missingPageStatus(db: Database, pathname: string, logger: Logger): Promise<404 | 410> {
  const address = lookupAddress(pathname);
  if (!address) return 404;
  try {
    const [row] = await db.select({ id: redirects.id }).from(redirects).where(and(eq(redirects.fromPath, address), isNull(redirects.toPath))).limit(1);
    return row ? 410 : 404;
  } catch (error) {
    logger.warn({ err: error }, "could not ask whether an address was removed");
    return 404;
  }
}
