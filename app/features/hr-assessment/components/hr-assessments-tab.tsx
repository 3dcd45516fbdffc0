import { Mail } from "lucide-react";
import { useState, type ReactNode } from "react";
import { DataTable, DateTimeCell, ExportCsvLink, PanelHeading, TablePagination, TableSearch, type Column } from "~/components/data-table/data-table";
import { usePagedList } from "~/components/data-table/use-paged-list";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { formatLongDateTime, formatPercent } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import type { CategoryId } from "../assessment-definition";
import type { HrAssessmentRow } from "../hr-assessment-api";
import { parseStoredChallenges, parseStoredScores } from "../parse-submission";
import { riskLevel } from "../scoring";
import { categoryIcons, riskBadgeTone, ScoreBar } from "./score-display";

/** The admin HR Assessment tab: submissions (searchable, paged), a details dialog and a CSV export of what the search shows. */
export function HrAssessmentsTab() {
  const { t } = useI18n();
  const list = usePagedList<HrAssessmentRow, "submissions">("/api/admin/hr-assessments", "submissions");
  const [open, setOpen] = useState<HrAssessmentRow | null>(null);

  const columns: Column<HrAssessmentRow>[] = [
    {
      id: "company",
      header: t("admin.hr.col.company"),
      cell: (row) => (
        <button type="button" onClick={() => setOpen(row)} className="text-start font-semibold text-ink-900 hover:text-sand-700 hover:underline">
          {row.company}
        </button>
      ),
    },
    { id: "name", header: t("admin.hr.col.name"), cell: (row) => row.name },
    {
      id: "email",
      header: t("admin.hr.col.email"),
      cell: (row) => (
        <span dir="ltr" className="break-all">
          {row.email}
        </span>
      ),
    },
    { id: "role", header: t("admin.hr.col.role"), className: "whitespace-nowrap", cell: (row) => <RoleBadge role={row.userRole} /> },
    {
      id: "date",
      header: t("admin.hr.col.date"),
      className: "whitespace-nowrap",
      cell: (row) => <DateTimeCell value={row.createdAt} />,
    },
    {
      id: "actions",
      header: t("admin.table.actions"),
      headerHidden: true,
      className: "text-end",
      cell: (row) => (
        <Button variant="ghost" className="px-3" aria-label={t("admin.hr.viewLabel", { company: row.company })} onClick={() => setOpen(row)}>
          {t("admin.hr.view")}
        </Button>
      ),
    },
  ];

  return (
    <div>
      <PanelHeading
        title={t("admin.hr.heading")}
        lead={t("admin.hr.lead")}
        actions={
          <ExportCsvLink path="/api/admin/hr-assessments.csv" search={list.search} label={t("admin.hr.export")} hint={t("admin.hr.exportHint")} />
        }
      />
      <div className="mb-3">
        <TableSearch value={list.searchInput} onChange={list.setSearchInput} placeholder={t("admin.hr.searchPlaceholder")} />
      </div>
      <DataTable
        caption={t("admin.hr.heading")}
        columns={columns}
        list={list}
        rowKey={(row) => row.id}
        emptyText={t("admin.hr.empty")}
        errorText={t("admin.hr.fetchFailed")}
        minWidthClass="min-w-[820px]"
      />
      <TablePagination list={list} />
      <HrAssessmentDialog submission={open} onClose={() => setOpen(null)} />
    </div>
  );
}

function RoleBadge({ role }: { role: HrAssessmentRow["userRole"] }) {
  const { t } = useI18n();
  return <Badge tone={role === "hr" ? "accent" : "dark"}>{t(`admin.hr.role.${role}`)}</Badge>;
}

function HrAssessmentDialog({ submission, onClose }: { submission: HrAssessmentRow | null; onClose: () => void }) {
  const { t, lang } = useI18n();
  return (
    <Dialog open={submission !== null} onOpenChange={(open) => !open && onClose()}>
      {submission && (
        <DialogContent title={submission.company} eyebrow={t("admin.hr.details.eyebrow")} className="sm:max-w-3xl">
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
            <Detail label={t("admin.hr.details.name")}>{submission.name}</Detail>
            <Detail label={t("admin.hr.details.email")}>
              <a href={`mailto:${submission.email}`} dir="ltr" className="font-medium break-all text-ink-900 underline decoration-sand-500 underline-offset-4 hover:text-sand-700">
                {submission.email}
              </a>
            </Detail>
            <Detail label={t("admin.hr.details.phone")}>
              {submission.phone ? (
                <a href={`tel:${submission.phone.replace(/[^\d+]/g, "")}`} dir="ltr" className="font-medium text-ink-900 underline decoration-sand-500 underline-offset-4">
                  {submission.phone}
                </a>
              ) : (
                <NotProvided />
              )}
            </Detail>
            <Detail label={t("admin.hr.details.role")}>
              <RoleBadge role={submission.userRole} />
            </Detail>
            <Detail label={t("admin.hr.details.submitted")}>
              <time dateTime={submission.createdAt}>{formatLongDateTime(submission.createdAt, lang)}</time>
            </Detail>
            <Detail label={t("admin.hr.details.language")}>{t(`admin.hr.language.${submission.language}`)}</Detail>
          </dl>

          <OverallBlock overallScore={submission.overallScore} />
          <ScoresBlock scores={submission.scores} />
          {submission.userRole === "leadership" && <ChallengesBlock challenges={submission.challenges} />}

          {submission.message && (
            <div className="mt-6">
              <p className="text-xs font-semibold text-ink-600">{t("admin.hr.details.message")}</p>
              <p dir="auto" className="mt-1.5 max-h-60 overflow-y-auto rounded-lg border border-ink-100 bg-sand-50/50 p-4 leading-relaxed whitespace-pre-wrap text-ink-900">
                {submission.message}
              </p>
            </div>
          )}

          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose}>
              {t("admin.hr.details.close")}
            </Button>
            <Button asChild variant="secondary">
              <a href={`mailto:${submission.email}`}>
                <Mail aria-hidden className="size-4" />
                {t("admin.hr.details.reply")}
              </a>
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}

function OverallBlock({ overallScore }: { overallScore: number }) {
  const { t, lang } = useI18n();
  const risk = riskLevel(overallScore);
  return (
    <div className="mt-6 grid gap-4 rounded-xl bg-ink-50 p-4 sm:grid-cols-2">
      <div>
        <p className="text-xs font-semibold text-ink-600">{t("admin.hr.details.overall")}</p>
        <p className="mt-1 text-2xl font-bold text-ink-900 tabular-nums" data-testid="hr-admin-overall">
          {formatPercent(overallScore, lang, 2)}
        </p>
      </div>
      <div>
        <p className="text-xs font-semibold text-ink-600">{t("admin.hr.details.risk")}</p>
        <Badge tone={riskBadgeTone[risk]} className="mt-2 px-3 py-1 text-sm">
          {t(`admin.hr.risk.${risk}`)}
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
      <h3 className="text-sm font-bold text-ink-900">{t("admin.hr.details.scores")}</h3>
      {parsed === null ? (
        <p className="mt-2 text-sm text-ink-600">{t("admin.hr.noScores")}</p>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {parsed.map(([id, score]) => {
            const Icon = categoryIcons[id as CategoryId];
            return (
              <li key={id}>
                <div className="flex items-center justify-between gap-3 text-sm">
                  <span className="flex items-center gap-1.5 font-medium text-ink-800">
                    {Icon && <Icon aria-hidden className="size-4 text-sand-700 rtl:-scale-x-100" />}
                    {id in categoryIcons ? t(`admin.hr.category.${id}`) : id}
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
      <h3 className="text-sm font-bold text-ink-900">{t("admin.hr.details.challenges")}</h3>
      {parsed === null ? (
        <p className="mt-2 text-sm text-ink-600">{t("admin.hr.noChallenges")}</p>
      ) : parsed.length === 0 ? (
        <p className="mt-2 text-sm text-ink-600">{t("admin.hr.details.noneSelected")}</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2">
          {parsed.map((id) => (
            <li key={id} className="rounded-full bg-sand-100 px-3 py-1 text-sm font-medium text-ink-900">
              {t(`admin.hr.challenge.${id}`)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function NotProvided() {
  const { t } = useI18n();
  return (
    <>
      <span aria-hidden className="text-ink-500">
        —
      </span>
      <span className="sr-only">{t("admin.hr.details.notProvided")}</span>
    </>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold text-ink-600">{label}</dt>
      <dd className="mt-1 text-ink-900">{children}</dd>
    </div>
  );
}
