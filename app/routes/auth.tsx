import { Tabs } from "radix-ui";
import { redirect, useSearchParams } from "react-router";
import { AuthShell } from "~/features/auth/components/auth-shell";
import { AuthSidePanel } from "~/features/auth/components/auth-side-panel";
import { LoginForm } from "~/features/auth/components/login-form";
import { RegisterForm } from "~/features/auth/components/register-form";
import { SecureNotice } from "~/features/auth/components/secure-notice";
import { createMathChallenge } from "~/features/auth/math-challenge";
import { landingPathFor, safeRedirectPath } from "~/features/auth/safe-redirect";
import { useCompleteSignIn } from "~/features/auth/use-complete-sign-in";
import { useI18n } from "~/i18n/i18n-provider";
import { localizePath } from "~/i18n/locales";
import { requestContext } from "~/lib/request-context";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/auth";
import type { PageHandle } from "./site-layout";

export const handle: PageHandle = { chrome: false };

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { titleKey: "auth.meta.title", descriptionKey: "auth.meta.description" }),
  { name: "robots", content: "noindex" },
];

/** A signed-in visitor has nothing to do here: on to where they were going. The first question is drawn here, so server and browser agree. */
export function loader({ context, url }: Route.LoaderArgs) {
  const { user, lang } = context.get(requestContext);
  if (user) {
    throw redirect(safeRedirectPath(url.searchParams.get("redirectTo"), localizePath(landingPathFor(user.role), lang)));
  }
  return { challenge: createMathChallenge() };
}

const tabClass =
  "inline-flex min-h-11 flex-1 items-center justify-center rounded-md px-4 text-sm font-semibold text-ink-600 transition-colors hover:text-ink-900 data-[state=active]:bg-white data-[state=active]:text-ink-900 data-[state=active]:shadow-sm";

export default function AuthPage({ loaderData }: Route.ComponentProps) {
  const { t, dir } = useI18n();
  const [params] = useSearchParams();
  const completeSignIn = useCompleteSignIn();
  const redirectTo = params.get("redirectTo");
  const onSignedIn = (user: Parameters<typeof completeSignIn>[0]) => completeSignIn(user, redirectTo);

  return (
    <AuthShell aside={<AuthSidePanel />}>
      <p className="text-sm font-semibold text-sand-700">{t("brand.name")}</p>
      <h1 className="mt-1 text-3xl font-bold text-ink-900 sm:text-4xl">{t("auth.portal")}</h1>
      <div className="mt-6">
        <SecureNotice />
      </div>
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
          <h2 className="text-xl font-bold text-ink-900">{t("auth.login.title")}</h2>
          <p className="mt-1 mb-6 text-sm text-ink-600">{t("auth.login.subtitle")}</p>
          <LoginForm initialChallenge={loaderData.challenge} onSignedIn={onSignedIn} />
        </Tabs.Content>
        <Tabs.Content value="register" className="mt-6 outline-none">
          <h2 className="text-xl font-bold text-ink-900">{t("auth.register.title")}</h2>
          <p className="mt-1 mb-6 text-sm text-ink-600">{t("auth.register.subtitle")}</p>
          <RegisterForm onSignedIn={onSignedIn} />
        </Tabs.Content>
      </Tabs.Root>
    </AuthShell>
  );
}
