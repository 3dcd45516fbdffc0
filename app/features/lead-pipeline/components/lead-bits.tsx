import type { LeadStatus } from "#db/schema";
import { leadStatuses } from "#db/schema/enums";
import { CircleExclamationPoint } from "lucide-react";
import type { ReactNode } from "react";
import { notifyChanged, useTopicVersion } from "~/components/data-table/list-events";
import { useApiData } from "~/components/data-table/use-api-data";
import { accountName, type NamedAccount } from "~/components/layout/account";
import { Badge } from "~/components/ui/badge";
import { formatLongDate } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import type { LeadRow } from "../lead-row";
import { isOpenStatus } from "../lead-statuses";

/** After a lead changed (or a change failed, to show what is stored): the tab's list, board, counts, chart and open dialog, the summary cards (new and overdue leads) and the audit log fetch again. */
export function notifyLeadChanged(): void {
  notifyChanged("leads", "stats", "auditLog");
}

/** An administrator who can own a lead, named as the header names the account (accountName). */
export interface LeadOwner {
  id: number;
  name: string;
}

interface UserListAnswer {
  users: (NamedAccount & { id: number; role: string })[];
}

/** The administrators (owners to choose from), read from the Users tab's API. */
export function useLeadOwners(): LeadOwner[] {
  const { t } = useI18n();
  const { data } = useApiData<UserListAnswer>("/api/admin/users?pageSize=100", useTopicVersion("users"));
  return (data?.users ?? []).filter((user) => user.role === "admin").map((user) => ({ id: user.id, name: accountName(user, t) }));
}

/** An owner's name from their id: an administrator's name, or `#id` for an account that is gone or no longer an administrator. */
export function ownerNameOf(owners: LeadOwner[], ownerId: number): string {
  return owners.find((o) => o.id === ownerId)?.name ?? `#${ownerId}`;
}

/** One part of the lead's dialog under its heading, set off by a rule. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6 border-t border-ink-100 pt-5">
      <h3 className="mb-3 text-base font-bold text-ink-900">{title}</h3>
      {children}
    </section>
  );
}

const statusTone: Record<LeadStatus, "neutral" | "accent" | "success" | "warning" | "danger"> = {
  new: "accent",
  contacted: "neutral",
  qualified: "neutral",
  proposal: "warning",
  won: "success",
  lost: "neutral",
  spam: "danger",
};

/** The statuses as a select's options, in the pipeline's order. */
export function StatusOptions() {
  const { t } = useI18n();
  return leadStatuses.map((status) => (
    <option key={status} value={status}>
      {t(`leadPipelineAdmin.status.${status}`)}
    </option>
  ));
}

export function StatusBadge({ status }: { status: LeadStatus }) {
  const { t } = useI18n();
  return <Badge tone={statusTone[status]}>{t(`leadPipelineAdmin.status.${status}`)}</Badge>;
}

/** Whether the lead's follow-up time has passed while it is still open (decision 030). */
export function isOverdue(lead: Pick<LeadRow, "status" | "nextFollowUpAt">, now = Date.now()): boolean {
  return lead.nextFollowUpAt !== null && isOpenStatus(lead.status) && new Date(lead.nextFollowUpAt).getTime() < now;
}

/** The next follow-up's date, marked (icon and word, not colour alone) when overdue. */
export function FollowUp({ lead }: { lead: Pick<LeadRow, "status" | "nextFollowUpAt"> }) {
  const { t, lang } = useI18n();
  if (!lead.nextFollowUpAt) return <span className="text-ink-500">{t("leadPipelineAdmin.noFollowUp")}</span>;
  const overdue = isOverdue(lead);
  return (
    <span className={overdue ? "inline-flex flex-wrap items-center gap-1 font-semibold text-danger-700" : undefined}>
      {overdue && <CircleExclamationPoint aria-hidden className="size-3.5 shrink-0" />}
      <time dateTime={lead.nextFollowUpAt}>{formatLongDate(lead.nextFollowUpAt, lang)}</time>
      {overdue && <span>({t("leadPipelineAdmin.overdue")})</span>}
    </span>
  );
}
