import { useRouteLoaderData } from "react-router";
import type { SiteDetails } from "~/lib/site-details";
import type { Lang } from "~/i18n/locales";
import type { Messages } from "~/i18n/translate";
import type { PublicLinks } from "~/lib/public-links";
import type { SessionUser } from "~/lib/session-user";

/** What the root loader gives every page. */
export interface RootData {
  lang: Lang;
  messages: Messages;
  /** The firm's contact details and the advisor's photo, as filled in on the dashboard (decision 022). */
  siteDetails: SiteDetails;
  user: SessionUser | null;
  /** At least one team member is published: the header and footer link to /team (decision 047). */
  hasTeam: boolean;
  links: PublicLinks;
  publicUrl: string;
  nonce: string;
  /** Signed time the page was rendered, for forms sent without JavaScript (features/security/form-token.server.ts). */
  formToken: string;
  /** The privacy notice in force, which every public form says its visitor accepted (decision 032); null while the database is away. */
  privacyNoticeVersion: number | null;
  /** Whether a case study is published: the footer links to them only then (decision 048). */
  hasCaseStudies: boolean;
  /** The boot script's address (decision 040): every page loads it, with or without React. */
  bootScript: string;
  /** The islands' entry (decision 040), which the boot script imports on a page of islands. */
  islandsEntry: string;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}
