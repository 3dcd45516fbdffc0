import { DateTimeCell, type Column } from "~/components/data-table/data-table";
import { NotProvided } from "~/components/data-table/details";
import { TruncatedEmail } from "~/components/data-table/email-address";
import { useTopicVersion } from "~/components/data-table/list-events";
import { EmailLink, OpenDetailsButton, SubmissionsTab, type SubmissionDetails } from "~/components/data-table/submissions-tab";
import { usePagedList } from "~/components/data-table/use-paged-list";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { formatLongDateTime, formatPercent } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import type { CategoryId } from "../definition";
import type { HrAssessmentRow } from "../hr-assessment-api";
import { parseStoredChallenges, parseStoredScores } from "../parse-submission";
import { riskLevel } from "../scoring";
import { categoryIcons, riskBadgeTone, ScoreBar } from "./score-display";

/** The admin HR Assessment tab: submissions (searchable, paged), a details dialog and a CSV export of what the search shows. */
export function HrAssessmentsTab() {
  const { t, lang } = useI18n();
  const version = useTopicVersion("hrAssessments");
  const list = usePagedList<HrAssessmentRow, "submissions">("/api/admin/hr-assessments", "submissions", { version });

  const columns = (open: (row: HrAssessmentRow) => void): Column<HrAssessmentRow>[] => [
    { id: "company", header: t("hrAdmin.col.company"), cell: (row) => <OpenDetailsButton onClick={() => open(row)}>{row.company}</OpenDetailsButton> },
    { id: "name", header: t("hrAdmin.col.name"), cell: (row) => row.name },
    {
      id: "email",
      header: t("hrAdmin.col.email"),
      cell: (row) => <TruncatedEmail email={row.email} className="max-w-64" />,
    },
    { id: "role", header: t("hrAdmin.col.role"), className: "whitespace-nowrap", cell: (row) => <RoleBadge role={row.userRole} /> },
    { id: "date", header: t("hrAdmin.col.date"), className: "whitespace-nowrap", cell: (row) => <DateTimeCell value={row.createdAt} /> },
    {
      id: "actions",
      header: t("admin.table.actions"),
      headerHidden: true,
      className: "text-end",
      cell: (row) => (
        <Button variant="ghost" className="px-3" aria-label={t("hrAdmin.viewLabel", { company: row.company })} onClick={() => open(row)}>
          {t("hrAdmin.view")}
        </Button>
      ),
    },
  ];

  const details: SubmissionDetails<HrAssessmentRow> = {
    title: (row) => row.company,
    eyebrow: t("hrAdmin.details.eyebrow"),
    className: "sm:max-w-3xl",
    fields: [
      { id: "name", label: t("hrAdmin.details.name"), value: (row) => row.name },
      { id: "email", label: t("hrAdmin.details.email"), value: (row) => <EmailLink email={row.email} /> },
      {
        id: "phone",
        label: t("hrAdmin.details.phone"),
        value: (row) =>
          row.phone ? (
            <a href={`tel:${row.phone.replace(/[^\d+]/g, "")}`} dir="ltr" className="font-medium text-ink-900 underline decoration-sand-500 underline-offset-4">
              {row.phone}
            </a>
          ) : (
            <NotProvided label={t("hrAdmin.details.notProvided")} />
          ),
      },
      { id: "role", label: t("hrAdmin.details.role"), value: (row) => <RoleBadge role={row.userRole} /> },
      { id: "submitted", label: t("hrAdmin.details.submitted"), value: (row) => <time dateTime={row.createdAt}>{formatLongDateTime(row.createdAt, lang)}</time> },
      { id: "language", label: t("hrAdmin.details.language"), value: (row) => t(`hrAdmin.language.${row.language}`) },
    ],
    more: (row) => (
      <>
        <OverallBlock overallScore={row.overallScore} />
        <ScoresBlock scores={row.scores} />
        {row.userRole === "leadership" && <ChallengesBlock challenges={row.challenges} />}
        {row.message && (
          <div className="mt-6">
            <p className="text-xs font-semibold text-ink-600">{t("hrAdmin.details.message")}</p>
            <p dir="auto" className="mt-1.5 max-h-60 overflow-y-auto rounded-lg border border-ink-100 bg-sand-50/50 p-4 leading-relaxed whitespace-pre-wrap text-ink-900">
              {row.message}
            </p>
          </div>
        )}
      </>
    ),
    email: (row) => row.email,
    closeLabel: t("hrAdmin.details.close"),
    replyLabel: t("hrAdmin.details.reply"),
  };

  return (
    <SubmissionsTab
      texts={{
        heading: t("hrAdmin.heading"),
        lead: t("hrAdmin.lead"),
        export: t("hrAdmin.export"),
        exportHint: t("hrAdmin.exportHint"),
        searchPlaceholder: t("hrAdmin.searchPlaceholder"),
        empty: t("hrAdmin.empty"),
        fetchFailed: t("hrAdmin.fetchFailed"),
      }}
      list={list}
      columns={columns}
      rowKey={(row) => row.id}
      exportPath="/api/admin/hr-assessments.csv"
      minWidthClass="min-w-[820px]"
      details={details}
    />
  );
}

function RoleBadge({ role }: { role: HrAssessmentRow["userRole"] }) {
  const { t } = useI18n();
  return <Badge tone={role === "hr" ? "accent" : "dark"}>{t(`hrAdmin.role.${role}`)}</Badge>;
}

function OverallBlock({ overallScore }: { overallScore: number }) {
  const { t, lang } = useI18n();
  const risk = riskLevel(overallScore);
  return (
    <div className="mt-6 grid gap-4 rounded-xl bg-ink-50 p-4 sm:grid-cols-2">
      <div>
        <p className="text-xs font-semibold text-ink-600">{t("hrAdmin.details.overall")}</p>
        <p className="mt-1 text-2xl font-bold text-ink-900 tabular-nums" data-testid="hr-admin-overall">
          {formatPercent(overallScore, lang, 2)}
        </p>
      </div>
      <div>
        <p className="text-xs font-semibold text-ink-600">{t("hrAdmin.details.risk")}</p>
        <Badge tone={riskBadgeTone[risk]} className="mt-2 px-3 py-1 text-sm">
          {t(`hrAdmin.risk.${risk}`)}
        </Badge>
      </div>
    </div>
  );
}

function ScoresBlock({ scores }: { scores: string }) {
  const { t, lang } = useI18n();
  const parsed = parseStoredScores(scores);
  return (
    <section className="mt-6">
      <h3 className="text-sm font-bold text-ink-900">{t("hrAdmin.details.scores")}</h3>
      {parsed === null ? (
        <p className="mt-2 text-sm text-ink-600">{t("hrAdmin.noScores")}</p>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {parsed.map(([id, score]) => {
            const Icon = categoryIcons[id as CategoryId];
            return (
              <li key={id}>
                <div className="flex items-center justify-between gap-3 text-sm">
                  <span className="flex items-center gap-1.5 font-medium text-ink-800">
                    {Icon && <Icon aria-hidden className="size-4 text-sand-700 rtl:-scale-x-100" />}
                    {id in categoryIcons ? t(`hrAdmin.category.${id}`) : id}
                  </span>
                  <span className="font-semibold text-ink-900 tabular-nums">{formatPercent(score.percentage, lang)}</span>
                </div>
                <ScoreBar percentage={score.percentage} className="mt-1.5" />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function ChallengesBlock({ challenges }: { challenges: string | null }) {
  const { t } = useI18n();
  const parsed = parseStoredChallenges(challenges);
  return (
    <section className="mt-6">
      <h3 className="text-sm font-bold text-ink-900">{t("hrAdmin.details.challenges")}</h3>
      {parsed === null ? (
        <p className="mt-2 text-sm text-ink-600">{t("hrAdmin.noChallenges")}</p>
      ) : parsed.length === 0 ? (
        <p className="mt-2 text-sm text-ink-600">{t("hrAdmin.details.noneSelected")}</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2">
          {parsed.map((id) => (
            <li key={id} className="rounded-full bg-sand-100 px-3 py-1 text-sm font-medium text-ink-900">
              {t(`hrAdmin.challenge.${id}`)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
