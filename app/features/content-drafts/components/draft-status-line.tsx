import { CloudAlert, CloudCheck, LoaderCircle } from "lucide-react";
import { formatTime } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import { localizePath } from "~/i18n/locales";
import type { DraftStatus } from "../use-content-draft";

/** The editor's quiet autosave line: "Draft saved 14:02" (Riyadh time), or that the session ended, with the way back in. */
export function DraftStatusLine({ status }: { status: DraftStatus }) {
  const { t, lang } = useI18n();
  return (
    <p role="status" className="flex min-h-6 items-center gap-1.5 text-sm text-ink-600" data-testid="draft-status" data-state={status.state}>
      {status.state === "saving" && (
        <>
          <LoaderCircle aria-hidden className="size-4 shrink-0 animate-spin" />
          {t("contentDrafts.status.saving")}
        </>
      )}
      {status.state === "saved" && (
        <>
          <CloudCheck aria-hidden className="size-4 shrink-0 text-success-700" />
          {t("contentDrafts.status.saved", { time: formatTime(status.savedAt, lang) })}
        </>
      )}
      {status.state === "failed" && (
        <span className="flex items-center gap-1.5 text-warning-700">
          <CloudAlert aria-hidden className="size-4 shrink-0" />
          {t("contentDrafts.status.failed")}
        </span>
      )}
      {status.state === "signedOut" && (
        <span className="flex flex-wrap items-center gap-x-1.5 text-warning-700">
          <CloudAlert aria-hidden className="size-4 shrink-0" />
          {t("contentDrafts.status.signedOut")}{" "}
          <a href={signInAgainPath(lang)} className="font-semibold text-ink-900 underline underline-offset-2">
            {t("contentDrafts.signIn")}
          </a>
        </span>
      )}
    </p>
  );
}

/** The sign-in page, which brings the editor's page back afterwards. */
function signInAgainPath(lang: "en" | "ar"): string {
  const here = typeof window === "undefined" ? "/admin" : window.location.pathname + window.location.search;
  return `${localizePath("/auth", lang)}?redirectTo=${encodeURIComponent(here)}`;
}
