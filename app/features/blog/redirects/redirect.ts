import type { RedirectOrigin } from "#db/schema/enums";
import type { PageInfo } from "~/components/data-table/page-info";

/** A row of the Redirects tab: an old address, where it sends visitors (null: "removed", 410), and how often it was asked for. */
export interface AdminRedirect {
  id: number;
  fromPath: string;
  toPath: string | null;
  /** 301 when the address sends visitors on, 410 when it says the page was removed. */
  status: RedirectStatus;
  origin: RedirectOrigin;
  hits: number;
  lastHitAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export type RedirectStatus = 301 | 410;

export type AdminRedirectList = PageInfo & { redirects: AdminRedirect[] };

export function redirectStatus(toPath: string | null): RedirectStatus {
  return toPath === null ? 410 : 301;
}
