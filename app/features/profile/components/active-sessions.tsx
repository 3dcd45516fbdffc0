import { LogOut, Monitor, Smartphone } from "lucide-react";
import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { failureText } from "~/components/forms/server-errors";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { toast } from "~/components/ui/use-toast";
import type { ActiveSession } from "~/features/auth/active-session";
import { formatLongDateTime } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import { endSession } from "../api/end-session";
import { signOutOtherSessions } from "../api/sign-out-other-sessions";

type Confirming = { kind: "one"; session: ActiveSession } | { kind: "others" } | null;

/**
 * The profile's "Active sessions" (decision 038, `/profile#sessions`, where
 * the new-device notice links): every browser signed in to the account, this
 * one first and marked, with "Sign out this session" for each other one and
 * "Sign out everywhere else". The page's loader reads the list; after a
 * sign-out the page revalidates it. Browser names, systems and addresses are
 * left-to-right runs, isolated so they keep their order in Arabic.
 */
export function ActiveSessions({ sessions }: { sessions: ActiveSession[] }) {
  const { t } = useI18n();
  const { revalidate } = useRevalidator();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const others = sessions.filter((session) => !session.current);

  const close = () => {
    setConfirming(null);
    setFailure(undefined);
  };

  const confirm = async () => {
    if (!confirming) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const { message } = confirming.kind === "one" ? await endSession(confirming.session.id) : await signOutOtherSessions();
      toast({ title: t("profile.sessions.toast.title"), description: message, variant: "success" });
      close();
    } catch (error) {
      setFailure(failureText(error, t("profile.sessions.toast.fallback")));
    } finally {
      setBusy(false);
      // Ended or not, the list shows what the server now has (a session already gone disappears).
      void revalidate();
    }
  };

  return (
    <section
      id="sessions"
      aria-labelledby="profile-section-sessions"
      className="grid scroll-mt-24 gap-6 rounded-xl border border-ink-100 bg-white p-5 sm:p-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10"
    >
      <div>
        <h2 id="profile-section-sessions" className="text-lg font-bold text-ink-900">
          {t("profile.sessions.title")}
        </h2>
        <p className="mt-1 text-sm text-ink-600">{t("profile.sessions.lead")}</p>
      </div>
      <div className="grid gap-4">
        <ul className="grid gap-3">
          {sessions.map((session) => (
            <SessionItem key={session.id} session={session} onSignOut={() => setConfirming({ kind: "one", session })} />
          ))}
        </ul>
        {others.length > 0 ? (
          <div>
            <Button variant="outline" onClick={() => setConfirming({ kind: "others" })}>
              <LogOut aria-hidden className="size-4 rtl:-scale-x-100" />
              {t("profile.sessions.signOutOthers")}
            </Button>
          </div>
        ) : (
          <p className="text-sm text-ink-600">{t("profile.sessions.onlyThis")}</p>
        )}
      </div>

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && !busy && close()}
        title={confirming?.kind === "others" ? t("profile.sessions.confirmOthers.title") : t("profile.sessions.confirmOne.title")}
        description={
          confirming?.kind === "one" ? (
            <>
              <p className="font-semibold text-ink-900">
                <DeviceName session={confirming.session} />
                {confirming.session.address && (
                  <>
                    {" · "}
                    <bdi dir="ltr">{confirming.session.address}</bdi>
                  </>
                )}
              </p>
              <p>{t("profile.sessions.confirmOne.body")}</p>
            </>
          ) : (
            <p>{t("profile.sessions.confirmOthers.body")}</p>
          )
        }
        noLabel={t("profile.sessions.confirm.no")}
        yesLabel={busy ? t("profile.sessions.confirm.pending") : t("profile.sessions.confirm.yes")}
        onConfirm={() => void confirm()}
        busy={busy}
        failure={failure}
      />
    </section>
  );
}

function SessionItem({ session, onSignOut }: { session: ActiveSession; onSignOut: () => void }) {
  const { t, lang } = useI18n();
  const nameId = useId();
  const Icon = session.mobile ? Smartphone : Monitor;
  return (
    <li className="flex min-w-0 items-start gap-3 rounded-lg border border-ink-100 p-4" data-current={session.current || undefined}>
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-ink-500" />
      <div className="min-w-0 flex-1">
        <p id={nameId} className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-ink-900">
          <DeviceName session={session} />
          {session.current && <Badge tone="accent">{t("profile.sessions.thisDevice")}</Badge>}
        </p>
        {/* Label above value on a phone, side by side from sm. */}
        <dl className="mt-2 grid text-sm sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-x-4 sm:gap-y-1">
          <dt className="text-ink-600">{t("profile.sessions.address")}</dt>
          <dd className="text-ink-800 [overflow-wrap:anywhere]">
            {session.address ? <bdi dir="ltr">{session.address}</bdi> : t("profile.sessions.addressUnknown")}
          </dd>
          <dt className="mt-2 text-ink-600 sm:mt-0">{t("profile.sessions.signedIn")}</dt>
          <dd className="text-ink-800">
            <time dateTime={session.signedInAt}>{formatLongDateTime(session.signedInAt, lang)}</time>
          </dd>
          <dt className="mt-2 text-ink-600 sm:mt-0">{t("profile.sessions.lastSeen")}</dt>
          <dd className="text-ink-800">
            <time dateTime={session.lastSeenAt}>{formatLongDateTime(session.lastSeenAt, lang)}</time>
          </dd>
        </dl>
        {!session.current && (
          <Button variant="outline" className="mt-4" aria-describedby={nameId} onClick={onSignOut}>
            {t("profile.sessions.signOut")}
          </Button>
        )}
      </div>
    </li>
  );
}

/** "Chrome 131 · Windows 10", each part left to right in its own isolate; "Unknown browser" in the page's language. */
function DeviceName({ session }: { session: ActiveSession }) {
  const { t } = useI18n();
  return (
    <span className="min-w-0 [overflow-wrap:anywhere]">
      {session.browser ? <bdi dir="ltr">{session.browser}</bdi> : t("profile.sessions.unknownBrowser")}
      {session.system && (
        <span className="font-normal text-ink-600">
          {" · "}
          <bdi dir="ltr">{session.system}</bdi>
        </span>
      )}
    </span>
  );
}
