import { desc } from "drizzle-orm";
import type { AuditContext } from "~/features/audit-log/record-audit.server";
import { recordTableExport } from "~/features/audit-log/record-table-export.server";
import type { Lang } from "~/i18n/locales";
import { getTranslator } from "~/i18n/server-translator.server";
import { csvDateTime, toCsv } from "~/lib/csv";
import type { Database } from "#db/client";
import { leadershipAssessments } from "#db/schema";
import { parseLeadershipAnswers } from "./leadership-assessment.schema";
import { leadershipSearch } from "./list-leadership-assessments.server";
import { LEADERSHIP_QUESTION_IDS } from "./definition";
import { leadershipCategorySlug } from "./scoring";

/** The export stops here; a bigger file is no longer something a person opens. */
export const LEADERSHIP_EXPORT_MAX_ROWS = 50_000;

const COLUMNS = ["date", "name", "email", "company", "phone", "score", "category", "emailStatus", "language"] as const;

/** The e-mail status the Leadership tab shows (spec §4): No Email, Pending, Sent. */
function emailStatusOf(row: { email: string | null; sentEmail: boolean }): "noEmail" | "pending" | "sent" {
  if (!row.email) return "noEmail";
  return row.sentEmail ? "sent" : "pending";
}

/**
 * The Leadership table as a spreadsheet: the same search, every page, the ten
 * answers, headings in the admin's language. Audited
 * (`leadership_assessment.export`, row count and whether there was a search)
 * after the rows are read, since it takes personal data out of the dashboard.
 */
export async function exportLeadershipAssessments(
  db: Database,
  options: { search: string; lang: Lang; audit: AuditContext; now?: Date },
): Promise<{ filename: string; csv: string }> {
  const now = options.now ?? new Date();
  const rows = await db
    .select({
      name: leadershipAssessments.name,
      email: leadershipAssessments.email,
      company: leadershipAssessments.company,
      phone: leadershipAssessments.phone,
      totalScore: leadershipAssessments.totalScore,
      category: leadershipAssessments.category,
      sentEmail: leadershipAssessments.sentEmail,
      language: leadershipAssessments.language,
      answers: leadershipAssessments.answers,
      createdAt: leadershipAssessments.createdAt,
    })
    .from(leadershipAssessments)
    .where(leadershipSearch(options.search))
    .orderBy(desc(leadershipAssessments.createdAt), desc(leadershipAssessments.id))
    .limit(LEADERSHIP_EXPORT_MAX_ROWS);
  const t = await getTranslator(db, options.lang);
  const header = [
    ...COLUMNS.map((c) => t(`leadershipAdmin.csv.${c}`)),
    ...LEADERSHIP_QUESTION_IDS.map((n) => t("leadershipAdmin.csv.answer", { n })),
  ];
  const csv = toCsv(
    header,
    rows.map((row) => {
      // Stored answers were validated on the way in; an unreadable set leaves its cells empty.
      const answers = parseLeadershipAnswers(row.answers);
      return [
        csvDateTime(new Date(row.createdAt)),
        row.name,
        row.email ?? "",
        row.company ?? "",
        row.phone ?? "",
        t("leadershipAdmin.score", { score: row.totalScore }),
        t(`leadershipAdmin.category.${leadershipCategorySlug[row.category]}`),
        t(`leadershipAdmin.status.${emailStatusOf(row)}`),
        t(`leadershipAdmin.csv.language.${row.language}`),
        ...LEADERSHIP_QUESTION_IDS.map((id) => answers?.[id] ?? ""),
      ];
    }),
  );
  await recordTableExport(db, { audit: options.audit, action: "leadership_assessment.export", table: "leadership_assessments", rows: rows.length, search: options.search, now });
  const day = csvDateTime(now).slice(0, 10);
  return { filename: `leadership-assessments-${day}.csv`, csv };
}
