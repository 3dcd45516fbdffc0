import { lazy, Suspense, useSyncExternalStore } from "react";
import { data, isRouteErrorResponse, Outlet, useLocation, useMatches, useRouteError } from "react-router";
import { SiteChrome } from "~/components/layout/site-chrome";
import { ErrorPage, GonePage, NotFoundPage } from "~/components/layout/status-page";
import type { PageHandle } from "~/lib/page-hydration";
import { hasDashboard } from "~/lib/roles";
import { hostsTextEditMode } from "~/features/site-content/edit-mode-pages";
import { useI18n } from "~/i18n/i18n-provider";
import { requestContext } from "~/lib/request-context";
import { missingPageStatus } from "~/features/blog/redirects/find-removed-address.server";
import { useRootData } from "~/lib/root-data";
import type { Route } from "./+types/site-layout";

/**
 * The one place a page's language is decided (decision 027): from the
 * `:lang?` segment, into the request context, before any loader runs (the
 * root's included). Loaders read `context.get(requestContext).lang`.
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ params, context }) => {
    context.set(requestContext, { ...context.get(requestContext), lang: params.lang === "ar" ? "ar" : "en" });
  },
];

/** `/:lang?`: only `/ar` is a language prefix; anything else there is an unknown page (or one removed on purpose: 410, decision 043). */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  if (params.lang !== undefined && params.lang !== "ar") {
    const { db, logger } = context.get(requestContext);
    throw data(null, { status: await missingPageStatus(db, url.pathname, logger) });
  }
  return null;
}


// The edit mode of the page's texts (decision 037): its code is fetched only once a signed-in administrator's page has loaded.
const TextEditMode = lazy(() => import("~/features/site-content/components/text-edit-mode"));

export default function SiteLayout() {
  const root = useRootData();
  const bare = useMatches().some((match) => (match.handle as PageHandle | undefined)?.chrome === false);
  if (bare) {
    return (
      <>
        <Outlet />
        <AdminTextEditMode />
      </>
    );
  }
  return (
    <SiteChrome user={root?.user ?? null} links={root!.links} showTeam={root?.hasTeam ?? false} showCaseStudies={root?.hasCaseStudies ?? false}>
      <Outlet />
      <AdminTextEditMode />
    </SiteChrome>
  );
}

const noSubscription = () => () => {};

/** Nothing in the server's HTML, for anyone: the switch appears after hydration, and only for an administrator or an editor (decision 038) on a public page. */
function AdminTextEditMode() {
  const root = useRootData();
  const { pathname } = useLocation();
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  if (!hydrated || !root?.user || !hasDashboard(root.user.role) || !hostsTextEditMode(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <TextEditMode />
    </Suspense>
  );
}

/** Errors of any page below render inside the site's header and footer, with their real status: 404, 410 (removed on purpose, decision 043), or a failure. */
export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRootData();
  const { pathname } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status !== 404 && status !== 410) console.error(error);
  // A removed address under /blog was an article; any other was a page.
  const removed = /^(?:\/ar)?\/blog\//.test(pathname) ? "article" : "page";
  return (
    <SiteChrome user={root?.user ?? null} links={root!.links} showTeam={root?.hasTeam ?? false} showCaseStudies={root?.hasCaseStudies ?? false}>
      <PageTitle titleKey={status === 404 ? "notFound.title" : status === 410 ? `gone.${removed}.title` : "error.title"} />
      {status === 404 ? <NotFoundPage /> : status === 410 ? <GonePage kind={removed} /> : <ErrorPage />}
    </SiteChrome>
  );
}

function PageTitle({ titleKey }: { titleKey: "notFound.title" | "gone.article.title" | "gone.page.title" | "error.title" }) {
  const { t } = useI18n();
  return <title>{`${t(titleKey)} | ${t("brand.name")}`}</title>;
}
