import { useI18n } from "~/i18n/i18n-provider";
import { withElement } from "./with-element";

/** "Fields marked * are required", above a form. */
export function RequiredLegend() {
  const { t } = useI18n();
  const mark = (
    <span aria-hidden="true" className="text-danger-700">
      *
    </span>
  );
  return <p className="text-sm text-ink-600">{withElement(t("form.requiredLegend"), "mark", mark)}</p>;
}
