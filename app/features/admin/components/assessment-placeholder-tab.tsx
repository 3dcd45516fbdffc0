import { ClipboardList } from "lucide-react";
import { useI18n } from "~/i18n/i18n-provider";
import { PanelHeading } from "./data-table";

/**
 * The HR Assessment and Leadership tabs keep their places; their tables
 * arrive with the assessments. Until then nothing can have been submitted,
 * so they show the spec's empty state.
 */
export function AssessmentPlaceholderTab({ kind }: { kind: "hr" | "leadership" }) {
  const { t } = useI18n();
  return (
    <div>
      <PanelHeading title={t(`admin.${kind}.heading`)} />
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-ink-100 bg-white px-6 py-14 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-sand-50 text-sand-600">
          <ClipboardList aria-hidden className="size-6" />
        </span>
        <p className="font-medium text-ink-700">{t(`admin.${kind}.empty`)}</p>
      </div>
    </div>
  );
}
