import type { ReactNode } from "react";
import { useI18n } from "~/i18n/i18n-provider";
import type { PublicLinks } from "~/lib/public-links";
import type { SessionUser } from "~/lib/session-user";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * Header and footer around a public page. The language switch lives in the
 * header at every width (decision 015), so there is no floating side toggle.
 */
/** `showTeam`: at least one person is published, so the header and footer link to /team (decision 047); `showCaseStudies`: a case study is, so the footer links to /case-studies (decision 048). */
export function SiteChrome({ user, links, showTeam = false, showCaseStudies = false, children }: { user: SessionUser | null; links: PublicLinks; showTeam?: boolean; showCaseStudies?: boolean; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-ink-900 px-4 py-3 text-white focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {t("nav.skipToContent")}
      </a>
      <SiteHeader user={user} showTeam={showTeam} />
      <main id="main" tabIndex={-1} className="min-h-[60vh] pt-18 outline-none">
        {children}
      </main>
      <SiteFooter user={user} links={links} showTeam={showTeam} showCaseStudies={showCaseStudies} />
    </>
  );
}
