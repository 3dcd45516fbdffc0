import { ClipboardList } from "lucide-react";
import { PanelHeading } from "~/features/admin/components/data-table";
import { useI18n } from "~/i18n/i18n-provider";

/** Admin tab for leadership assessment submissions (placeholder: empty state). */
export function LeadershipAssessmentsTab() {
  const { t } = useI18n();
  return (
    <div>
      <PanelHeading title={t("admin.leadership.heading")} />
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-ink-100 bg-white px-6 py-14 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-sand-50 text-sand-600">
          <ClipboardList aria-hidden className="size-6" />
        </span>
        <p className="font-medium text-ink-700">{t("admin.leadership.empty")}</p>
      </div>
    </div>
  );
}
