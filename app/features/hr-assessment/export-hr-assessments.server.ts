import { desc } from "drizzle-orm";
import type { AuditContext } from "~/features/audit-log/record-audit.server";
import { recordTableExport } from "~/features/audit-log/record-table-export.server";
import type { Lang } from "~/i18n/locales";
import { getTranslator } from "~/i18n/server-translator.server";
import { csvDateTime, toCsv } from "~/lib/csv";
import type { Database } from "#db/client";
import { hrAssessments } from "#db/schema";
import { hrCategoryIds, leadershipCategoryIds, type CategoryId } from "./definition";
import { hrAssessmentColumns, hrAssessmentSearch } from "./list-hr-assessments.server";
import { readChallenges, readScores } from "./parse-submission";
import { riskLevel, roundTo2 } from "./scoring";

/** The export stops here; a bigger file is no longer something a person opens. */
export const HR_EXPORT_MAX_ROWS = 50_000;

/** Every category either questionnaire scores, once each: the HR professional's five, then the leader's own. */
export const hrExportCategoryIds: readonly CategoryId[] = [...new Set<CategoryId>([...hrCategoryIds, ...leadershipCategoryIds])];

/**
 * The HR Assessment table as a spreadsheet: the same search, every page,
 * headings and labels in the admin's language. A category the submitter's
 * questionnaire does not ask about (or unreadable stored scores) stays empty.
 * Audited (`hr_assessment.export`, row count and whether there was a search)
 * after the rows are read, since it takes personal data out of the dashboard.
 */
export async function exportHrAssessments(
  db: Database,
  options: { search: string; lang: Lang; audit: AuditContext; now?: Date },
): Promise<{ filename: string; csv: string }> {
  const now = options.now ?? new Date();
  const rows = await db
    .select(hrAssessmentColumns)
    .from(hrAssessments)
    .where(hrAssessmentSearch(options.search))
    .orderBy(desc(hrAssessments.createdAt), desc(hrAssessments.id))
    .limit(HR_EXPORT_MAX_ROWS);
  const t = await getTranslator(db, options.lang);
  const header = [
    ...["date", "company", "name", "email", "phone", "role", "overallScore", "risk"].map((c) => t(`hrAdmin.csv.${c}`)),
    ...hrExportCategoryIds.map((id) => t("hrAdmin.csv.category", { category: t(`hrAdmin.category.${id}`) })),
    ...["challenges", "message", "language"].map((c) => t(`hrAdmin.csv.${c}`)),
  ];
  const csv = toCsv(
    header,
    rows.map((row) => {
      const overall = Number(row.overallScore);
      const scores = new Map(readScores(row.scores) ?? []);
      const challenges = readChallenges(row.challenges);
      return [
        csvDateTime(row.createdAt),
        row.company,
        row.name,
        row.email,
        row.phone ?? "",
        t(`hrAdmin.role.${row.userRole}`),
        roundTo2(overall),
        t(`hrAdmin.risk.${riskLevel(overall)}`),
        ...hrExportCategoryIds.map((id) => {
          const score = scores.get(id);
          return score ? roundTo2(score.percentage) : "";
        }),
        (challenges ?? []).map((id) => t(`hrAdmin.challenge.${id}`)).join("; "),
        row.message ?? "",
        t(`hrAdmin.language.${row.language}`),
      ];
    }),
  );
  await recordTableExport(db, { audit: options.audit, action: "hr_assessment.export", table: "hr_assessments", rows: rows.length, search: options.search, now });
  const day = csvDateTime(now).slice(0, 10);
  return { filename: `hr-assessments-${day}.csv`, csv };
}
