import { useI18n } from "~/i18n/i18n-provider";

/** Scaffold (issue 14): replaced by the real panel in this session. */
export function AuditTab() {
  const { t } = useI18n();
  return <h2 className="font-display text-xl font-semibold text-ink-900">{t("admin.tabs.audit")}</h2>;
}
