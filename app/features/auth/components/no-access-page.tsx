import { ArrowLeft, ArrowRight, LockKeyhole, LogOut, UserRound } from "lucide-react";
import { isRouteErrorResponse, Link, useLocation, useRouteError } from "react-router";
import { BrandLogo } from "~/components/layout/brand-logo";
import { ErrorPage, NotFoundPage } from "~/components/layout/status-page";
import { Button } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n-provider";
import { useRootData } from "~/lib/root-data";
import { NO_ACCESS_STATUS } from "../no-access";
import { useSignOut } from "../use-sign-out";

/**
 * What a signed-in account without the needed role sees instead of the page
 * (e.g. a member opening /admin). It stands on its own, so it reads well
 * with or without the site's header and footer.
 */
export function NoAccessPage() {
  const { t, href, dir } = useI18n();
  const user = useRootData()?.user;
  const location = useLocation();
  const { signOut, signingOut } = useSignOut();
  const Back = dir === "rtl" ? ArrowRight : ArrowLeft;
  const here = location.pathname + location.search;
  return (
    <section className="relative isolate flex min-h-[70vh] items-center justify-center overflow-hidden px-4 py-16">
      <div aria-hidden className="najdi-pattern pointer-events-none absolute inset-0 -z-10 opacity-[0.05]" />
      <title>{`${t("auth.noAccess.title")} | ${t("brand.name")}`}</title>
      <div className="w-full max-w-xl rounded-2xl border border-ink-100 bg-white p-6 shadow-sm sm:p-10">
        <BrandLogo />
        <span className="mt-8 flex size-12 items-center justify-center rounded-full bg-sand-100 text-sand-700">
          <LockKeyhole aria-hidden className="size-6" />
        </span>
        <h1 className="mt-5 text-2xl font-bold text-ink-900 sm:text-3xl">{t("auth.noAccess.title")}</h1>
        <p className="mt-3 text-ink-700">{t("auth.noAccess.body", { username: user?.username ?? "" })}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Button asChild variant="secondary">
            <Link to={href("/profile")}>
              <UserRound aria-hidden className="size-4" />
              {t("auth.noAccess.profile")}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={href("/")}>
              <Back aria-hidden className="size-4" />
              {t("auth.backToWebsite")}
            </Link>
          </Button>
          <Button
            variant="ghost"
            disabled={signingOut}
            onClick={() => void signOut({ to: `${href("/auth")}?redirectTo=${encodeURIComponent(here)}` })}
          >
            <LogOut aria-hidden className="size-4 rtl:-scale-x-100" />
            {t("auth.noAccess.otherAccount")}
          </Button>
        </div>
      </div>
    </section>
  );
}

/**
 * Error boundary for pages guarded by `requireRolePage`: the no-access page
 * for its 403, the usual pages for anything else.
 *
 *   export function ErrorBoundary() {
 *     return <ProtectedPageErrorBoundary />;
 *   }
 */
export function ProtectedPageErrorBoundary() {
  const error = useRouteError();
  const { t } = useI18n();
  if (isRouteErrorResponse(error) && error.status === NO_ACCESS_STATUS) return <NoAccessPage />;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <title>{`${t("notFound.title")} | ${t("brand.name")}`}</title>
        <NotFoundPage />
      </>
    );
  }
  console.error(error);
  return (
    <>
      <title>{`${t("error.title")} | ${t("brand.name")}`}</title>
      <ErrorPage />
    </>
  );
}
