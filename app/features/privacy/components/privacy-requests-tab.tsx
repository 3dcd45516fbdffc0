import { useI18n } from "~/i18n/i18n-provider";
import { DataSubjectRequest } from "./data-subject-request";
import { RetentionCard } from "./retention-card";

/**
 * The Privacy tab's requests part (issue 14 items 9 and 10), below the
 * privacy-notice editor: a data-subject request (find, download, erase) and
 * the retention rule with what its next run will anonymise.
 */
export function PrivacyRequestsTab() {
  const { t } = useI18n();
  return (
    <div role="group" aria-label={t("privacyAdmin.title")} className="grid gap-6" data-testid="privacy-requests">
      <DataSubjectRequest />
      <RetentionCard />
    </div>
  );
}
