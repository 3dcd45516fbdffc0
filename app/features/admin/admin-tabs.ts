import { roleMay, type DashboardRole } from "~/lib/roles";

/**
 * The dashboard's tabs: the value is what `?tab=` holds, so every address
 * ever shared (`/admin?tab=leads&lead=<id>` in the firm's e-mails) keeps
 * opening the same place. The spec's six (Blog Posts the default), then
 * Testimonials (issue 12), Leads, Privacy and Audit Log (issue 14), Images
 * (the media library, issue 27), Redirects (issue 27, decision 043), Team
 * (issue 28, decision 047) and Case studies (issue 28, decision 048).
 */
export const adminTabs = ["blog", "contacts", "users", "content", "hr", "leadership", "testimonials", "media", "leads", "privacy", "audit", "redirects", "team", "case-studies"] as const;
export type AdminTab = (typeof adminTabs)[number];

/**
 * Who sees each tab (decision 038): editors what the public reads (blog posts
 * with their pending review and the redirects of their old addresses, site texts, testimonials, the team, case studies), administrators
 * everything. The API's routes behind each tab declare the same roles.
 */
export const adminTabRoles = {
  blog: ["admin", "editor"],
  contacts: ["admin"],
  users: ["admin"],
  content: ["admin", "editor"],
  hr: ["admin"],
  leadership: ["admin"],
  testimonials: ["admin", "editor"],
  media: ["admin", "editor"],
  leads: ["admin"],
  privacy: ["admin"],
  audit: ["admin"],
  redirects: ["admin", "editor"],
  team: ["admin", "editor"],
  "case-studies": ["admin", "editor"],
} as const satisfies Record<AdminTab, readonly DashboardRole[]>;

/** The tabs an account of this role sees, in the dashboard's order. */
export function tabsFor(role: DashboardRole): AdminTab[] {
  return adminTabs.filter((tab) => roleMay(role, adminTabRoles[tab]));
}

/**
 * The tab an address opens: Blog Posts unless `?tab=` names another (spec §2)
 * that this role sees; a tab it may not see opens Blog Posts, as an unknown one does.
 */
export function tabFromQuery(value: string | null, role: DashboardRole): AdminTab {
  const visible = tabsFor(role);
  return (visible as readonly string[]).includes(value ?? "") ? (value as AdminTab) : visible[0];
}

/**
 * The tabs grouped by what staff do (issue 23 item 2, decision 034): the
 * day's requests first, then what the public reads, then who may do what and
 * what was done. Every tab is in exactly one group (admin-tabs.test.ts).
 */
export const adminTabGroups = [
  { id: "pipeline", tabs: ["leads", "contacts", "hr", "leadership"] },
  // Redirects beside the posts whose renames and deletions make most of them (decision 043).
  // Case studies beside the testimonials: both are the proof visitors weigh (decision 048).
  { id: "content", tabs: ["blog", "redirects", "content", "team", "testimonials", "case-studies", "media"] },
  { id: "governance", tabs: ["users", "privacy", "audit"] },
] as const satisfies readonly { id: string; tabs: readonly AdminTab[] }[];
export type AdminTabGroup = (typeof adminTabGroups)[number]["id"];

/** The groups with the tabs this role sees; a group with none of them is left out. */
export function tabGroupsFor(role: DashboardRole): { id: AdminTabGroup; tabs: AdminTab[] }[] {
  const visible = tabsFor(role);
  return adminTabGroups
    .map((group) => ({ id: group.id, tabs: group.tabs.filter((tab) => visible.includes(tab)) }))
    .filter((group) => group.tabs.length > 0);
}

export function groupOf(tab: AdminTab): AdminTabGroup {
  return adminTabGroups.find((group) => (group.tabs as readonly AdminTab[]).includes(tab))!.id;
}
