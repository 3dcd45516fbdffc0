import { ArrowRight, CircleCheck } from "lucide-react";
import { useState } from "react";
import { Link, redirect } from "react-router";
import { Container } from "~/components/ui/container";
import { landingPathFor, safeRedirectPath } from "~/features/auth/safe-redirect";
import { requireUserPage } from "~/features/auth/guards.server";
import { SignInSecurity } from "~/features/auth/second-factor/components/sign-in-security";
import { getSecondFactorStatus } from "~/features/auth/second-factor/get-second-factor-status.server";
import { useI18n } from "~/i18n/i18n-provider";
import { localizePath } from "~/i18n/locales";
import { requestContext } from "~/lib/request-context";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/second-factor";

export const meta: Route.MetaFunction = ({ matches }) => [...pageMeta(matches, { titleKey: "auth.secondFactor.setUpPage.metaTitle" }), { name: "robots", content: "noindex, nofollow" }];

/**
 * Where an administrator is sent while the firm requires a second factor
 * they do not have (decision 038): the profile's "Sign-in security" with why,
 * then on to where they were going. Anyone else manages it on the profile.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUserPage(context, url);
  const { db, config, lang } = context.get(requestContext);
  const status = await getSecondFactorStatus(db, { user, forcedByServer: config.REQUIRE_ADMIN_SECOND_FACTOR });
  if (!status.required) throw redirect(`${localizePath("/profile", lang)}#sign-in-security`);
  const continueTo = safeRedirectPath(url.searchParams.get("redirectTo"), localizePath(landingPathFor(user.role), lang));
  return { status, username: user.username, continueTo };
}

/** Setting up here changes nothing the page shows but the way on: no reload that would hide the recovery codes. */
export function shouldRevalidate() {
  return false;
}

export default function SecondFactorSetUpPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { status, username, continueTo } = loaderData;
  const [done, setDone] = useState(status.totp || status.passkeys.length > 0);
  return (
    <div className="bg-ink-50/50">
      <Container className="max-w-5xl py-10 sm:py-14">
        <header className="max-w-3xl">
          <p className="text-sm font-semibold text-sand-700">{t("auth.secondFactor.setUpPage.eyebrow")}</p>
          <h1 className="mt-2 text-3xl font-bold text-ink-900 sm:text-4xl">{t("auth.secondFactor.setUpPage.title")}</h1>
          <p className="mt-3 text-ink-700">{t("auth.secondFactor.setUpPage.lead")}</p>
        </header>
        {done && (
          <div role="status" className="mt-8 flex flex-wrap items-center justify-between gap-4 rounded-xl border border-emerald-200 bg-emerald-50 p-4 sm:p-5">
            <p className="flex items-center gap-2 font-semibold text-success-700">
              <CircleCheck aria-hidden className="size-5" />
              {t("auth.secondFactor.setUpPage.done")}
            </p>
            {/* A document navigation: the dashboard's own loader reads the account afresh. */}
            <Link
              to={continueTo}
              reloadDocument
              className="inline-flex min-h-11 items-center gap-2 rounded-md bg-ink-900 px-5 text-[0.95rem] font-semibold text-white hover:bg-ink-800"
            >
              {t("auth.secondFactor.setUpPage.continue")}
              <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
            </Link>
          </div>
        )}
        <div className="mt-8">
          <SignInSecurity initialStatus={status} username={username} onStatusChange={(next) => setDone(next.totp || next.passkeys.length > 0)} />
        </div>
      </Container>
    </div>
  );
}
