import { CircleCheck, Clock, Info, MailCheck, MailX } from "lucide-react";
import { useState } from "react";
import { DateTimeCell, type Column } from "~/components/data-table/data-table";
import { NotProvided } from "~/components/data-table/details";
import { TruncatedEmail } from "~/components/data-table/email-address";
import { notifyChanged, useTopicVersion } from "~/components/data-table/list-events";
import { SubmissionsTab } from "~/components/data-table/submissions-tab";
import { usePagedList } from "~/components/data-table/use-paged-list";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { failureText } from "~/components/forms/server-errors";
import { toast } from "~/components/ui/use-toast";
import { useI18n } from "~/i18n/i18n-provider";
import { ApiError } from "~/lib/api-client";
import { emailStatusOf } from "../email-status";
import { setLeadershipEmailSent } from "../leadership-api";
import type { LeadershipAssessmentRow, LeadershipAssessmentsPage } from "../leadership-assessment-row";
import { leadershipCategorySlug } from "../scoring";
import { CategoryBadge } from "./category-badge";

const statusLook = {
  noEmail: { tone: "neutral", icon: MailX },
  pending: { tone: "warning", icon: Clock },
  queued: { tone: "neutral", icon: Clock },
  sent: { tone: "success", icon: MailCheck },
} as const;

/** The admin Leadership tab (spec §2): submissions with score, category, e-mail status and Mark as Sent, and a CSV export of what the search shows. */
export function LeadershipAssessmentsTab() {
  const { t } = useI18n();
  const version = useTopicVersion("leadershipAssessments");
  const list = usePagedList<LeadershipAssessmentRow, "assessments", Pick<LeadershipAssessmentsPage, "mailConfigured">>("/api/admin/leadership-assessments", "assessments", { version });
  // Until the list answers, assume mail works: the notice below must not flash on a server that sends.
  const mailConfigured = list.extra?.mailConfigured ?? true;
  const [busyId, setBusyId] = useState<number | null>(null);
  // Rows marked here, shown as sent at once while the list fetches again.
  const [marked, setMarked] = useState<ReadonlySet<number>>(new Set());

  const markSent = async (row: LeadershipAssessmentRow) => {
    if (!row.email) {
      toast({ title: t("leadershipAdmin.noEmailTitle"), description: t("leadershipAdmin.noEmail"), variant: "destructive" });
      return;
    }
    setBusyId(row.id);
    try {
      await setLeadershipEmailSent(row.id, true);
      setMarked((current) => new Set(current).add(row.id));
      toast({ title: t("leadershipAdmin.statusUpdatedTitle"), description: t("leadershipAdmin.statusUpdated"), variant: "success" });
      notifyChanged("leadershipAssessments");
    } catch (error) {
      const noEmail = error instanceof ApiError && error.status === 400;
      toast({
        title: noEmail ? t("leadershipAdmin.noEmailTitle") : t("leadershipAdmin.statusErrorTitle"),
        description: noEmail ? t("leadershipAdmin.noEmail") : failureText(error, t("leadershipAdmin.statusErrorFallback")),
        variant: "destructive",
      });
    } finally {
      setBusyId(null);
    }
  };

  const notProvided = <NotProvided label={t("leadershipAdmin.notProvided")} />;
  const columns = (): Column<LeadershipAssessmentRow>[] => [
    { id: "name", header: t("leadershipAdmin.col.name"), cell: (row) => <span className="font-semibold text-ink-900">{row.name}</span> },
    {
      id: "email",
      header: t("leadershipAdmin.col.email"),
      cell: (row) =>
        row.email ? (
          <TruncatedEmail email={row.email} className="max-w-64" />
        ) : (
          notProvided
        ),
    },
    { id: "company", header: t("leadershipAdmin.col.company"), cell: (row) => row.company || notProvided },
    {
      id: "score",
      header: t("leadershipAdmin.col.score"),
      className: "whitespace-nowrap tabular-nums",
      cell: (row) => <span className="font-semibold text-ink-900">{t("leadershipAdmin.score", { score: row.totalScore })}</span>,
    },
    {
      id: "category",
      header: t("leadershipAdmin.col.category"),
      className: "whitespace-nowrap",
      cell: (row) => <CategoryBadge category={row.category} label={t(`leadershipAdmin.category.${leadershipCategorySlug[row.category]}`)} />,
    },
    {
      id: "date",
      header: t("leadershipAdmin.col.date"),
      className: "whitespace-nowrap",
      cell: (row) => <DateTimeCell value={row.createdAt} />,
    },
    {
      id: "emailStatus",
      header: t("leadershipAdmin.col.emailStatus"),
      className: "whitespace-nowrap",
      cell: (row) => {
        const status = emailStatusOf({ email: row.email, sentEmail: row.sentEmail || marked.has(row.id) }, mailConfigured);
        const { tone, icon: Icon } = statusLook[status];
        return (
          <Badge tone={tone}>
            <Icon aria-hidden className="size-3.5" />
            {t(`leadershipAdmin.status.${status}`)}
          </Badge>
        );
      },
    },
    {
      id: "actions",
      header: t("leadershipAdmin.col.actions"),
      headerHidden: true,
      className: "text-end whitespace-nowrap",
      cell: (row) => {
        const sent = row.sentEmail || marked.has(row.id);
        return (
          <Button
            variant="outline"
            className="px-3 text-sm"
            disabled={!row.email || sent || busyId === row.id}
            aria-label={t("leadershipAdmin.markSentLabel", { name: row.name })}
            onClick={() => void markSent(row)}
          >
            <CircleCheck aria-hidden className="size-4" />
            {t("leadershipAdmin.markSent")}
          </Button>
        );
      },
    },
  ];

  return (
    <SubmissionsTab
      texts={{
        heading: t("leadershipAdmin.heading"),
        lead: t("leadershipAdmin.lead"),
        export: t("leadershipAdmin.export"),
        exportHint: t("leadershipAdmin.exportHint"),
        searchPlaceholder: t("leadershipAdmin.searchPlaceholder"),
        empty: t("leadershipAdmin.empty"),
        fetchFailed: t("leadershipAdmin.fetchFailed"),
      }}
      list={list}
      columns={columns}
      rowKey={(row) => row.id}
      exportPath="/api/admin/leadership-assessments.csv"
      minWidthClass="min-w-[1040px]"
      notice={
        !mailConfigured && (
          <div role="note" className="mb-4 flex items-start gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-ink-800" data-testid="mail-not-configured">
            <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-warning-700" />
            <div>
              <p className="font-semibold text-ink-900">{t("leadershipAdmin.mailOff.title")}</p>
              <p className="mt-0.5">{t("leadershipAdmin.mailOff.body")}</p>
            </div>
          </div>
        )
      }
    />
  );
}
