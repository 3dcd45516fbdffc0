import { Tabs } from "radix-ui";
import type { ComponentType } from "react";
import { useSearchParams } from "react-router";
import { AuditTab } from "~/features/audit-log/components/audit-tab";
import { CaseStudiesTab } from "~/features/case-studies/components/case-studies-tab";
import { BlogPostsTab } from "~/features/blog/components/editor/blog-posts-tab";
import { PendingArticles } from "~/features/blog/components/editor/pending-articles";
import { RedirectsTab } from "~/features/blog/redirects/components/redirects-tab";
import { HrAssessmentsTab } from "~/features/hr-assessment/components/admin-tab";
import { LeadsTab } from "~/features/lead-pipeline/components/leads-tab";
import { LeadershipAssessmentsTab } from "~/features/leadership-assessment/components/admin-tab";
import { ContactsTab } from "~/features/leads/components/contacts-tab";
import { PrivacyNoticeEditor } from "~/features/legal/components/privacy-notice-editor";
import { TeamTab } from "~/features/people/components/team-tab";
import { PrivacyRequestsTab } from "~/features/privacy/components/privacy-requests-tab";
import { SiteContentTab } from "~/features/site-content/components/site-content-tab";
import { TestimonialsTab } from "~/features/testimonials/components/testimonials-tab";
import { MediaLibraryTab } from "~/features/uploads/components/media-library-tab";
import { UsersTab } from "~/features/users/components/users-tab";
import { useI18n } from "~/i18n/i18n-provider";
import type { DashboardRole } from "~/lib/roles";
import { tabFromQuery, tabGroupsFor, tabsFor, type AdminTab } from "../admin-tabs";
import { AdminHeader } from "./admin-header";
import { AdminNav } from "./admin-nav";
import { DayStrip } from "./day-strip";
import { SummaryCards } from "./summary-cards";

const panels: Record<AdminTab, ComponentType> = {
  blog: BlogPanel,
  contacts: ContactsTab,
  users: UsersTab,
  content: SiteContentTab,
  hr: HrAssessmentsTab,
  leadership: LeadershipAssessmentsTab,
  testimonials: TestimonialsTab,
  media: MediaLibraryTab,
  leads: LeadsTab,
  privacy: PrivacyPanel,
  audit: AuditTab,
  redirects: RedirectsTab,
  team: TeamTab,
  "case-studies": CaseStudiesTab,
};

/** Blog Posts: the posts, then the articles members sent for review (the spec's Pending Articles table, with the posts it becomes; decision 034). */
function BlogPanel() {
  return (
    <>
      <BlogPostsTab />
      <PendingArticles />
    </>
  );
}

/** Privacy: the privacy notice (its versions, issue 14 item 8) above data-subject requests and retention (items 9 and 10). */
function PrivacyPanel() {
  return (
    <div className="space-y-10">
      <PrivacyNoticeEditor />
      <PrivacyRequestsTab />
    </div>
  );
}

/**
 * `/admin`: header, the firm's day, the spec's live counts, then the tabs in
 * their groups (kept in `?tab=` so a reload or a shared link stays put;
 * decision 034). An editor sees their tabs only, without the day strip and
 * the counts, which are the firm's requests and accounts (decision 038).
 */
export function AdminDashboard({ username, role }: { username: string; role: DashboardRole }) {
  const { t } = useI18n();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabFromQuery(searchParams.get("tab"), role);
  const firmWide = role === "admin";

  const selectTab = (value: AdminTab) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === "blog") next.delete("tab");
        else next.set("tab", value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <div className="min-h-dvh bg-ink-50/40">
      <AdminHeader username={username} title={firmWide ? t("admin.title") : t("admin.title.editor")} />
      <main id="main" className="mx-auto max-w-7xl px-4 pt-4 pb-16 sm:px-6 sm:pt-6 lg:px-8 lg:pt-8">
        <p className="mb-5 text-sm text-ink-600 max-sm:sr-only">{firmWide ? t("admin.subtitle") : t("admin.subtitle.editor")}</p>
        {firmWide && (
          <>
            <DayStrip />
            <div className="mt-3 sm:mt-4">
              <SummaryCards />
            </div>
          </>
        )}
        <AdminNav groups={tabGroupsFor(role)} tab={tab} onSelect={selectTab}>
          {tabsFor(role).map((value) => {
            const Panel = panels[value];
            return (
              <Tabs.Content key={value} value={value} className="pt-5 outline-none lg:pt-0">
                <Panel />
              </Tabs.Content>
            );
          })}
        </AdminNav>
      </main>
    </div>
  );
}
