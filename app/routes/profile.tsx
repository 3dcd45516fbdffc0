import { LoaderCircle, LogOut } from "lucide-react";
import { redirect } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { requireUserPage, signInPathFor } from "~/features/auth/guards.server";
import { listActiveSessions } from "~/features/auth/list-active-sessions.server";
import { SignInSecurity } from "~/features/auth/second-factor/components/sign-in-security";
import { getSecondFactorStatus } from "~/features/auth/second-factor/get-second-factor-status.server";
import { useSignOut } from "~/features/auth/use-sign-out";
import { MyArticles } from "~/features/blog/components/editor/my-articles";
import { ActiveSessions } from "~/features/profile/components/active-sessions";
import { ProfileForm } from "~/features/profile/components/profile-form";
import { getProfile } from "~/features/profile/get-profile.server";
import { useI18n } from "~/i18n/i18n-provider";
import { requestContext } from "~/lib/request-context";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { titleKey: "profile.meta.title", descriptionKey: "profile.meta.description" }),
  { name: "robots", content: "noindex" },
];

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUserPage(context, url);
  const { db, lang, config } = context.get(requestContext);
  const profile = await getProfile(db, user.id);
  // The account was deleted since the session was read.
  if (!profile) throw redirect(signInPathFor(url, lang));
  // The account's live sessions, this browser's marked (decision 038).
  const { sessionId = null, config: sessionConfig } = context.get(requestContext);
  const limits = { idleMinutes: sessionConfig.SESSION_IDLE_MINUTES, maxAgeHours: sessionConfig.SESSION_MAX_AGE_HOURS };
  const sessions = await listActiveSessions(db, { userId: user.id, currentSessionId: sessionId, limits });
  const secondFactor = await getSecondFactorStatus(db, { user, forcedByServer: config.REQUIRE_ADMIN_SECOND_FACTOR });
  return { profile, role: user.role, sessions, secondFactor };
}

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { signOut, signingOut } = useSignOut();
  const { profile, role, sessions, secondFactor } = loaderData;
  return (
    <div className="bg-ink-50/50">
      <Container className="max-w-5xl py-10 sm:py-14">
        <header className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="text-sm font-semibold text-sand-700">{t("profile.eyebrow")}</p>
            <h1 className="mt-2 text-3xl font-bold text-ink-900 sm:text-4xl">{t("profile.title")}</h1>
            <p className="mt-3 max-w-2xl text-ink-700">{t("profile.lead")}</p>
          </div>
          <div className="flex items-center gap-3">
            <Badge tone={role === "admin" ? "dark" : role === "editor" ? "accent" : "neutral"}>{t(`profile.role.${role}`)}</Badge>
            <Button variant="outline" onClick={() => void signOut()} disabled={signingOut}>
              {signingOut ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : <LogOut aria-hidden className="size-4 rtl:-scale-x-100" />}
              {signingOut ? t("auth.signingOut") : t("auth.signOut")}
            </Button>
          </div>
        </header>

        <div className="mt-10">
          <ProfileForm profile={profile} />
        </div>

        <div className="mt-6">
          <SignInSecurity initialStatus={secondFactor} username={profile.username} />
        </div>

        <div className="mt-6">
          <ActiveSessions sessions={sessions} />
        </div>

        {/* The article-submission area (dashboard feature) brings its own "My articles" heading. */}
        <section className="mt-16 border-t border-ink-100 pt-12">
          <MyArticles />
        </section>
      </Container>
    </div>
  );
}
