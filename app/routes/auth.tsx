import { CircleSlash } from "lucide-react";
import { Tabs } from "radix-ui";
import { redirect, useSearchParams } from "react-router";
import { AuthShell } from "~/features/auth/components/auth-shell";
import { AuthSidePanel } from "~/features/auth/components/auth-side-panel";
import { LoginForm } from "~/features/auth/components/login-form";
import { RegisterForm } from "~/features/auth/components/register-form";
import { SecureNotice } from "~/features/auth/components/secure-notice";
import { isRegistrationOpen } from "~/features/auth/is-registration-open.server";
import { createMathChallenge } from "~/features/auth/math-challenge";
import { landingPathFor, safeRedirectPath } from "~/features/auth/safe-redirect";
import { useCompleteSignIn } from "~/features/auth/use-complete-sign-in";
import { useI18n } from "~/i18n/i18n-provider";
import { localizePath } from "~/i18n/locales";
import { requestContext } from "~/lib/request-context";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/auth";
import type { PageHandle } from "~/lib/page-hydration";

export const handle: PageHandle = { chrome: false };

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { titleKey: "auth.meta.title", descriptionKey: "auth.meta.description" }),
  { name: "robots", content: "noindex" },
];

/**
 * A signed-in visitor has nothing to do here: on to where they were going. The
 * first question is drawn here, so server and browser agree. Whether visitors
 * may register is the firm's switch in the Users tab (decision 033).
 */
export function loader({ context, url }: Route.LoaderArgs) {
  const { user, lang, db } = context.get(requestContext);
  // Thrown before any wait, so the redirect does not depend on the database.
  if (user) {
    throw redirect(safeRedirectPath(url.searchParams.get("redirectTo"), localizePath(landingPathFor(user.role), lang)));
  }
  const challenge = createMathChallenge();
  return isRegistrationOpen(db).then((registrationOpen) => ({ challenge, registrationOpen }));
}

const tabClass =
  "inline-flex min-h-11 flex-1 items-center justify-center rounded-md px-4 text-sm font-semibold text-ink-600 transition-colors hover:text-ink-900 data-[state=active]:bg-white data-[state=active]:text-ink-900 data-[state=active]:shadow-sm";

export default function AuthPage({ loaderData }: Route.ComponentProps) {
  const { t, dir } = useI18n();
  const [params] = useSearchParams();
  const completeSignIn = useCompleteSignIn();
  const redirectTo = params.get("redirectTo");
  const onSignedIn = (user: Parameters<typeof completeSignIn>[0]) => completeSignIn(user, redirectTo);

  const login = (
    <>
      <h2 className="text-xl font-bold text-ink-900">{t("auth.login.title")}</h2>
      <p className="mt-1 mb-6 text-sm text-ink-600">{t("auth.login.subtitle")}</p>
      <LoginForm initialChallenge={loaderData.challenge} onSignedIn={onSignedIn} />
    </>
  );

  // Each form says whom it is for: the portal is the team's, registration a visitor's member account.
  return (
    <AuthShell aside={<AuthSidePanel />}>
      <p className="text-sm font-semibold text-sand-700">{t("brand.name")}</p>
      <h1 className="mt-1 text-3xl font-bold text-ink-900 sm:text-4xl">{t("auth.portal")}</h1>
      <p className="mt-2 text-ink-700">{t(loaderData.registrationOpen ? "auth.audience" : "auth.audienceClosed")}</p>
      <div className="mt-6">
        <SecureNotice />
      </div>
      {loaderData.registrationOpen ? (
        <Tabs.Root dir={dir} defaultValue={params.get("tab") === "register" ? "register" : "login"} className="mt-8">
          <Tabs.List aria-label={t("auth.tabs.label")} className="flex gap-1 rounded-lg bg-ink-50 p-1">
            <Tabs.Trigger value="login" className={tabClass}>
              {t("auth.tabs.login")}
            </Tabs.Trigger>
            <Tabs.Trigger value="register" className={tabClass}>
              {t("auth.tabs.register")}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="login" className="mt-6 outline-none">
            {login}
          </Tabs.Content>
          <Tabs.Content value="register" className="mt-6 outline-none">
            <h2 className="text-xl font-bold text-ink-900">{t("auth.register.title")}</h2>
            <p className="mt-1 mb-6 text-sm text-ink-600">{t("auth.register.subtitle")}</p>
            <RegisterForm onSignedIn={onSignedIn} />
          </Tabs.Content>
        </Tabs.Root>
      ) : (
        <>
          <div className="mt-8">{login}</div>
          <section aria-labelledby="registration-closed" className="mt-8 flex gap-3 rounded-lg border border-ink-100 bg-ink-50 p-4">
            <CircleSlash aria-hidden className="mt-0.5 size-5 shrink-0 text-ink-500" />
            <div>
              <h2 id="registration-closed" className="text-sm font-semibold text-ink-900">
                {t("auth.register.closed.title")}
              </h2>
              <p className="mt-0.5 text-sm text-ink-700">{t("auth.register.closed.body")}</p>
            </div>
          </section>
        </>
      )}
    </AuthShell>
  );
}
