import { redirects } from "#db/schema";
import { redirectStatus, type AdminRedirect } from "./redirect";

/** The columns of a Redirects tab row. */
export const adminRedirectColumns = {
  id: redirects.id,
  fromPath: redirects.fromPath,
  toPath: redirects.toPath,
  origin: redirects.origin,
  hits: redirects.hits,
  lastHitAt: redirects.lastHitAt,
  createdAt: redirects.createdAt,
  updatedAt: redirects.updatedAt,
};

type Row = Omit<AdminRedirect, "status" | "lastHitAt" | "createdAt" | "updatedAt"> & { lastHitAt: Date | null; createdAt: Date; updatedAt: Date };

export function toAdminRedirect(row: Row): AdminRedirect {
  return {
    ...row,
    status: redirectStatus(row.toPath),
    lastHitAt: row.lastHitAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
