import type { DiffPart } from "~/features/content-revisions/content-item";
import type { ContentLanguage } from "~/features/content-revisions/translation-flags";
import { useI18n } from "~/i18n/i18n-provider";

/**
 * A field's word-level comparison (decision 042): added words in `<ins>`
 * (underlined on green), removed ones in `<del>` (struck through on red),
 * inside an element with the text's own direction and language, so Arabic
 * reads right to left whatever the dashboard's language. Screen readers hear
 * "added:" and "removed:" before each change, not only a colour.
 */
export function WordDiffText({ parts, language }: { parts: DiffPart[]; language: ContentLanguage | null }) {
  const { t } = useI18n();
  return (
    <div dir={language === "ar" ? "rtl" : language === "en" ? "ltr" : "auto"} lang={language ?? undefined} className="text-sm leading-relaxed break-words whitespace-pre-wrap text-ink-800">
      {parts.map((part, index) =>
        part.added ? (
          <ins key={index} className="mx-px rounded-sm bg-emerald-50 px-0.5 text-success-700 underline decoration-2 underline-offset-4">
            <span className="sr-only">{t("contentRevisions.diff.added")} </span>
            {part.value}
          </ins>
        ) : part.removed ? (
          <del key={index} className="mx-px rounded-sm bg-danger-50 px-0.5 text-danger-700 line-through decoration-2">
            <span className="sr-only">{t("contentRevisions.diff.removed")} </span>
            {part.value}
          </del>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </div>
  );
}

/** The legend under a comparison, in words. */
export function DiffLegend() {
  const { t } = useI18n();
  return (
    <p className="flex flex-wrap items-center gap-2 text-xs text-ink-600">
      <ins className="rounded-sm bg-emerald-50 px-1 text-success-700 underline decoration-2 underline-offset-4" aria-hidden>
        {t("contentRevisions.diff.sample")}
      </ins>
      <del className="rounded-sm bg-danger-50 px-1 text-danger-700 line-through decoration-2" aria-hidden>
        {t("contentRevisions.diff.sample")}
      </del>
      <span>{t("contentRevisions.diff.legend")}</span>
    </p>
  );
}
