import { History } from "lucide-react";
import { useId } from "react";
import { Button } from "~/components/ui/button";
import { formatLongDateTime } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import type { ContentDraftControl } from "../use-content-draft";

/** "Restore unsaved changes from <time>?" with Restore and Discard, at the top of an editor that has a newer draft (decision 042). */
export function DraftRestoreBanner<V>({ draft }: { draft: Pick<ContentDraftControl<V>, "offer" | "restore" | "discard"> }) {
  const { t, lang } = useI18n();
  const id = useId();
  if (!draft.offer) return null;
  return (
    <div role="region" aria-labelledby={`${id}-title`} className="flex flex-wrap items-start gap-3 rounded-lg border border-sand-300 bg-sand-50 px-4 py-3 text-sm text-ink-800" data-testid="draft-offer">
      <History aria-hidden className="mt-0.5 size-4 shrink-0 text-sand-700" />
      <div className="min-w-0 flex-1 basis-64">
        <p id={`${id}-title`} className="font-semibold text-ink-900">
          {t("contentDrafts.offer.title", { time: formatLongDateTime(draft.offer.savedAt, lang) })}
        </p>
        <p className="mt-0.5 text-ink-700">{t("contentDrafts.offer.body")}</p>
      </div>
      <div className="flex gap-2 max-sm:w-full">
        <Button type="button" variant="secondary" className="max-sm:flex-1" onClick={draft.restore}>
          {t("contentDrafts.offer.restore")}
        </Button>
        <Button type="button" variant="outline" className="max-sm:flex-1" onClick={draft.discard}>
          {t("contentDrafts.offer.discard")}
        </Button>
      </div>
    </div>
  );
}
