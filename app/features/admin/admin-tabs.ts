/**
 * The dashboard's tabs: the value is what `?tab=` holds, so every address
 * ever shared (`/admin?tab=leads&lead=<id>` in the firm's e-mails) keeps
 * opening the same place. The spec's six (Blog Posts the default), then
 * Testimonials (issue 12), Leads, Privacy and Audit Log (issue 14).
 */
export const adminTabs = ["blog", "contacts", "users", "content", "hr", "leadership", "testimonials", "leads", "privacy", "audit"] as const;
export type AdminTab = (typeof adminTabs)[number];

/** The tab an address opens: Blog Posts unless `?tab=` names another (spec §2). */
export function tabFromQuery(value: string | null): AdminTab {
  return (adminTabs as readonly string[]).includes(value ?? "") ? (value as AdminTab) : "blog";
}

/**
 * The tabs grouped by what staff do (issue 23 item 2, decision 034): the
 * day's requests first, then what the public reads, then who may do what and
 * what was done. Every tab is in exactly one group (admin-tabs.test.ts).
 */
export const adminTabGroups = [
  { id: "pipeline", tabs: ["leads", "contacts", "hr", "leadership"] },
  { id: "content", tabs: ["blog", "content", "testimonials"] },
  { id: "governance", tabs: ["users", "privacy", "audit"] },
] as const satisfies readonly { id: string; tabs: readonly AdminTab[] }[];
export type AdminTabGroup = (typeof adminTabGroups)[number]["id"];

export function groupOf(tab: AdminTab): AdminTabGroup {
  return adminTabGroups.find((group) => (group.tabs as readonly AdminTab[]).includes(tab))!.id;
}
