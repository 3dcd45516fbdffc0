import type { ShouldRevalidateFunctionArgs } from "react-router";
import { AdminDashboard } from "~/features/admin/components/admin-dashboard";
import { requireRolePage } from "~/features/auth/guards.server";
import { dashboardRoles, type DashboardRole } from "~/lib/roles";
import { requireSecondFactorSetUpPage } from "~/features/auth/second-factor/second-factor-guard.server";
import { ProtectedPageErrorBoundary } from "~/features/auth/components/no-access-page";
import type { PageHandle } from "~/lib/page-hydration";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/admin";

/** The dashboard has its own header; the site's header, footer and side toggle stay away. */
export const handle: PageHandle = { chrome: false };

export const meta: Route.MetaFunction = ({ matches }) => [...pageMeta(matches, { titleKey: "admin.meta.title" }), { name: "robots", content: "noindex, nofollow" }];

/**
 * Signed out → /auth (and back here afterwards); signed in as neither administrator nor editor → 403, the no-access page
 * (an editor sees only their tabs, admin-tabs.ts);
 * an administrator without the second factor the firm requires → its set-up page (decision 038).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireRolePage(context, url, dashboardRoles);
  await requireSecondFactorSetUpPage(context, url, user);
  return { username: user.username, role: user.role as DashboardRole };
}

/** Switching tabs only changes `?tab=`; the signed-in user does not need to be read again for that. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export default function AdminPage({ loaderData }: Route.ComponentProps) {
  return <AdminDashboard username={loaderData.username} role={loaderData.role} />;
}

export function ErrorBoundary() {
  return <ProtectedPageErrorBoundary />;
}
