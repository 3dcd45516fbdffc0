import { Tabs } from "radix-ui";
import type { ComponentType } from "react";
import { useSearchParams } from "react-router";
import { BlogPostsTab } from "~/features/blog/components/editor/blog-posts-tab";
import { PendingArticles } from "~/features/blog/components/editor/pending-articles";
import { HrAssessmentsTab } from "~/features/hr-assessment/components/admin-tab";
import { LeadershipAssessmentsTab } from "~/features/leadership-assessment/components/admin-tab";
import { AuditTab } from "~/features/audit-log/components/audit-tab";
import { LeadsTab } from "~/features/lead-pipeline/components/leads-tab";
import { PrivacyNoticeEditor } from "~/features/legal/components/privacy-notice-editor";
import { PrivacyRequestsTab } from "~/features/privacy/components/privacy-requests-tab";
import { ContactsTab } from "~/features/leads/components/contacts-tab";
import { SiteContentTab } from "~/features/site-content/components/site-content-tab";
import { TestimonialsTab } from "~/features/testimonials/components/testimonials-tab";
import { UsersTab } from "~/features/users/components/users-tab";
import { useI18n } from "~/i18n/i18n-provider";
import { AdminHeader } from "./admin-header";
import { SummaryCards } from "./summary-cards";

/** The spec's six tabs in its order, then Testimonials (issue 12), Leads, Privacy and Audit Log (issue 14); the value is what `?tab=` holds. */
export const adminTabs = ["blog", "contacts", "users", "content", "hr", "leadership", "testimonials", "leads", "privacy", "audit"] as const;
export type AdminTab = (typeof adminTabs)[number];

const panels: Record<AdminTab, ComponentType> = {
  blog: BlogPostsTab,
  contacts: ContactsTab,
  users: UsersTab,
  content: SiteContentTab,
  hr: HrAssessmentsTab,
  leadership: LeadershipAssessmentsTab,
  testimonials: TestimonialsTab,
  leads: LeadsTab,
  privacy: PrivacyPanel,
  audit: AuditTab,
};

/** Privacy: the privacy notice (its versions, issue 14 item 8) above data-subject requests and retention (items 9 and 10). */
function PrivacyPanel() {
  return (
    <div className="space-y-10">
      <PrivacyNoticeEditor />
      <PrivacyRequestsTab />
    </div>
  );
}

export function tabFromQuery(value: string | null): AdminTab {
  return (adminTabs as readonly string[]).includes(value ?? "") ? (value as AdminTab) : "blog";
}

/** `/admin`: header, live counts, the tabs (kept in `?tab=` so a reload stays put) and the review queue. */
export function AdminDashboard({ username }: { username: string }) {
  const { t } = useI18n();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabFromQuery(searchParams.get("tab"));

  const selectTab = (value: string) => {
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
      <AdminHeader username={username} />
      <main id="main" className="mx-auto max-w-7xl px-4 pt-6 pb-16 sm:px-6 lg:px-8 lg:pt-8">
        <p className="mb-5 text-sm text-ink-600">{t("admin.subtitle")}</p>
        <SummaryCards />
        <Tabs.Root value={tab} onValueChange={selectTab} className="mt-8">
          <Tabs.List aria-label={t("admin.tabs.label")} className="flex flex-wrap gap-x-1 border-b border-ink-100">
            {adminTabs.map((value) => (
              <Tabs.Trigger
                key={value}
                value={value}
                className="relative -mb-px inline-flex min-h-11 shrink-0 items-center border-b-2 border-transparent px-3 text-sm font-semibold whitespace-nowrap text-ink-600 transition-colors hover:text-ink-900 data-[state=active]:border-sand-500 data-[state=active]:text-ink-900 sm:px-4"
              >
                {t(`admin.tabs.${value}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {adminTabs.map((value) => {
            const Panel = panels[value];
            return (
              <Tabs.Content key={value} value={value} className="pt-6 outline-none">
                <Panel />
              </Tabs.Content>
            );
          })}
        </Tabs.Root>
        <PendingArticles />
      </main>
    </div>
  );
}
