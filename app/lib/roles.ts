import type { UserRole } from "#db/schema/enums";

/**
 * The roles of the dashboard (decision 038): administrators for everything,
 * editors for what the public reads (blog posts and their review, site
 * texts, testimonials). Members (`user`) have no dashboard.
 */
export const dashboardRoles = ["admin", "editor"] as const satisfies readonly UserRole[];
export type DashboardRole = (typeof dashboardRoles)[number];

/** Whether an account of this role has a dashboard (the page, its link in the header and account menu, the landing after sign-in). */
export function hasDashboard(role: UserRole): role is DashboardRole {
  return (dashboardRoles as readonly UserRole[]).includes(role);
}

/** Whether an account of this role may use what the given roles may (a route's or a tab's declared roles). */
export function roleMay(role: UserRole, roles: readonly UserRole[]): boolean {
  return roles.includes(role);
}
