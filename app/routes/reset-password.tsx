import { Link2Off } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { AuthShell } from "~/features/auth/components/auth-shell";
import { ResetPasswordForm } from "~/features/auth/components/reset-password-form";
import { inspectPasswordReset, resetTokenMessage } from "~/features/auth/inspect-password-reset.server";
import { useI18n } from "~/i18n/i18n-provider";
import { requestContext } from "~/lib/request-context";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/reset-password";
import type { PageHandle } from "~/lib/page-hydration";

export const handle: PageHandle = { chrome: false };

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { titleKey: "auth.reset.meta.title" }),
  { name: "robots", content: "noindex" },
  // The token is in the address: never hand it to another site.
  { name: "referrer", content: "no-referrer" },
];

/** Says at once whether the link can still be used (it is only used on submit). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { db } = context.get(requestContext);
  const token = url.searchParams.get("token") ?? "";
  const state = await inspectPasswordReset(db, { token });
  return state.status === "valid" ? { status: "valid" as const, username: state.username } : { status: "invalid" as const, messageKey: resetTokenMessage[state.status] };
}

export default function ResetPasswordPage({ loaderData }: Route.ComponentProps) {
  const { t, href } = useI18n();
  const [params] = useSearchParams();
  const [invalidMessage, setInvalidMessage] = useState<string | null>(null);
  const invalid = invalidMessage ?? (loaderData.status === "invalid" ? t(loaderData.messageKey) : null);

  return (
    <AuthShell>
      <p className="text-sm font-semibold text-sand-700">{t("brand.name")}</p>
      {invalid !== null ? (
        <div role="alert">
          <span className="mt-4 flex size-12 items-center justify-center rounded-full bg-danger-50 text-danger-700">
            <Link2Off aria-hidden className="size-6" />
          </span>
          <h1 className="mt-4 text-3xl font-bold text-ink-900">{t("auth.reset.invalid.title")}</h1>
          <p className="mt-3 text-ink-700">{invalid}</p>
          <Button asChild variant="secondary" size="lg" className="mt-8">
            <Link to={href("/auth")}>{t("auth.reset.goToSignIn")}</Link>
          </Button>
        </div>
      ) : (
        <>
          <h1 className="mt-1 text-3xl font-bold text-ink-900">{t("auth.reset.title")}</h1>
          <p className="mt-3 mb-8 text-ink-700">{t("auth.reset.subtitle", { username: loaderData.status === "valid" ? loaderData.username : "" })}</p>
          <ResetPasswordForm token={params.get("token") ?? ""} onInvalidLink={setInvalidMessage} />
        </>
      )}
    </AuthShell>
  );
}
